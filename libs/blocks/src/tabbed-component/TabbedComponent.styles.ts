import styled from 'styled-components';

export const Section = styled.div`
  display: grid;
  gap: var(--lux-space-6);
  padding-block: clamp(2.5rem, 6vw, 5rem);
`;

export const TabList = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--lux-space-2) var(--lux-space-6);
  border-block-end: 1px solid color-mix(in srgb, var(--lux-color-text) 20%, transparent);
`;

export const Tab = styled.button`
  appearance: none;
  border: 0;
  border-block-end: 2px solid transparent;
  background: none;
  color: var(--lux-color-text);
  font: inherit;
  letter-spacing: 0.04em;
  min-block-size: 48px;
  padding-inline: var(--lux-space-1);
  cursor: pointer;
  transition: border-color var(--lux-duration-base) var(--lux-easing-standard);

  &:hover {
    border-block-end-color: color-mix(in srgb, var(--lux-color-text) 45%, transparent);
  }
  &[aria-selected='true'] {
    font-weight: var(--lux-font-weight-bold);
    border-block-end-color: var(--lux-color-text);
  }
`;

/** Media large, copy beside it from 1024 px (after it in reading order, so at the inline end). */
export const Panel = styled.div`
  display: grid;
  gap: var(--lux-space-6);
  align-items: center;

  @media (min-width: 1024px) {
    &[data-has-copy='true'] {
      grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
    }
  }
  &[hidden] {
    display: none;
  }
  &:focus-visible {
    outline: var(--lux-focus-width) solid var(--lux-color-focus);
    outline-offset: var(--lux-focus-offset);
  }
`;

export const Copy = styled.div`
  display: grid;
  gap: var(--lux-space-4);
  align-content: center;

  p {
    margin: 0;
    line-height: 1.7;
  }
`;
