import styled from 'styled-components';

export const Section = styled.section`
  display: grid;
  gap: clamp(1.5rem, 3vw, 2.5rem);
  padding-block: clamp(2rem, 5vw, 4rem);
`;

/**
 * Default: the models and the inputs at the inline start, the quote beside them.
 * MENA: the chosen model's picture and the quote side by side on top, the inputs in a row below.
 */
export const Layout = styled.div`
  display: grid;
  gap: 1.5rem 2.5rem;
  grid-template-columns: minmax(0, 1fr);

  @media (min-width: 56rem) {
    &[data-style='default'] {
      grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
      grid-template-areas: 'picker results' 'visual results' 'inputs results' 'actions results';
    }
    &[data-style='mena'] {
      grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
      grid-template-areas: 'picker picker' 'visual results' 'inputs inputs' 'actions actions';
    }
  }
`;

export const Area = styled.div`
  display: grid;
  gap: 1.25rem;
  align-content: start;
  min-inline-size: 0;

  &[data-area='picker'] {
    grid-area: picker;
  }
  &[data-area='visual'] {
    grid-area: visual;
  }
  &[data-area='inputs'] {
    grid-area: inputs;
  }
  &[data-area='actions'] {
    grid-area: actions;
  }
  [data-style='mena'] &[data-area='inputs'] {
    grid-template-columns: repeat(auto-fit, minmax(min(100%, 16rem), 1fr));
    gap: 1.25rem 2.5rem;
  }
`;

export const Results = styled.div`
  grid-area: results;
  display: grid;
  gap: 1rem;
  align-content: start;
  padding: clamp(1.25rem, 3vw, 2rem);
  border: 1px solid var(--lux-color-border);
  border-radius: var(--lux-radius-m);

  [data-style='mena'] & {
    border-color: transparent;
    background: var(--lux-color-text);
    color: var(--lux-color-bg);
  }

  dl {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    gap: 0.5rem 1rem;
    margin: 0;
  }
  dt {
    font-size: var(--lux-font-size-small);
  }
  dd {
    margin: 0;
    text-align: end;
    font-variant-numeric: tabular-nums;
    font-weight: var(--lux-font-weight-bold);
  }
  dt[data-nested] {
    padding-inline-start: 1rem;
  }
`;

export const Monthly = styled.p`
  display: grid;
  gap: 0.25rem;
  margin: 0;
  padding-block-end: 1rem;
  border-block-end: 1px solid currentColor;

  strong {
    font-size: var(--lux-font-size-heading-l, 2rem);
    line-height: 1.1;
  }
`;

export const ModelOption = styled.span`
  display: inline-grid;
  gap: 0.125rem;

  small {
    font-variant-numeric: tabular-nums;
  }
`;

export const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
`;

export const Details = styled.details`
  summary {
    cursor: pointer;
    font-weight: var(--lux-font-weight-bold);
  }
  summary:focus-visible {
    outline: var(--lux-focus-width) solid var(--lux-color-focus);
    outline-offset: var(--lux-focus-offset);
  }
  > div {
    margin-block-start: 0.75rem;
  }
`;

export const Small = styled.div`
  font-size: var(--lux-font-size-small);
`;

export const FreeItems = styled.ul`
  display: grid;
  gap: 0.375rem;
  margin: 0;
  padding-inline-start: 1.25em;
`;
