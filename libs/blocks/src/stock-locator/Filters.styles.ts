import styled from 'styled-components';

export const Panel = styled.div`
  display: grid;
  gap: var(--lux-space-5, 1.5rem);
`;

export const PanelHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: var(--lux-space-2, 0.5rem);

  p {
    margin: 0;
    color: var(--lux-color-text-muted);
    font-size: var(--lux-font-size-small);
  }
`;

export const Group = styled.fieldset`
  display: grid;
  gap: var(--lux-space-2, 0.5rem);
  min-inline-size: 0;
  margin: 0;
  padding: 0 0 var(--lux-space-4, 1rem);
  border: 0;
  border-block-end: 1px solid color-mix(in srgb, var(--lux-color-border) 35%, transparent);

  legend {
    padding: 0 0 var(--lux-space-2, 0.5rem);
    font-weight: var(--lux-font-weight-bold);
  }
`;

export const Options = styled.ul`
  display: grid;
  gap: 0.15rem;
  margin: 0;
  padding: 0;
  list-style: none;

  label {
    display: flex;
    align-items: center;
    gap: 0.6rem;
    min-block-size: 2.25rem;
    cursor: pointer;
  }
  input {
    flex: none;
    inline-size: 1.15rem;
    block-size: 1.15rem;
    margin: 0;
    accent-color: var(--lux-color-link);
  }
  input:focus-visible {
    outline: var(--lux-focus-width, 3px) solid var(--lux-color-focus);
    outline-offset: 2px;
  }
  [data-empty='true'] {
    color: var(--lux-color-text-muted);
  }
`;

export const More = styled.button`
  justify-self: start;
  min-block-size: var(--lux-target-min, 44px);
  padding: 0;
  border: 0;
  background: none;
  color: var(--lux-color-link);
  font: inherit;
  text-decoration: underline;
  cursor: pointer;

  &:focus-visible {
    outline: var(--lux-focus-width, 3px) solid var(--lux-color-focus);
    outline-offset: 2px;
  }
`;

export const Range = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: var(--lux-space-2, 0.5rem);

  input {
    inline-size: 100%;
  }
`;

export const Hint = styled.p`
  margin: 0;
  color: var(--lux-color-text-muted);
  font-size: var(--lux-font-size-small);
`;
