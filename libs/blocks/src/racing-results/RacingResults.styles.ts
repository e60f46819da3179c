import styled from 'styled-components';

export const Section = styled.div`
  display: grid;
  gap: var(--lux-space-4);
  padding-block: clamp(3rem, 7vw, 6rem);
`;

export const Meta = styled.p`
  margin: 0;
  color: var(--lux-color-text-muted);
`;

/** The table scrolls sideways on phones instead of squeezing; the wrapper is focusable so keyboards can scroll it. */
export const Scroller = styled.div`
  overflow-x: auto;

  &:focus-visible {
    outline: 2px solid currentColor;
    outline-offset: 2px;
  }
`;

export const Table = styled.table`
  inline-size: 100%;
  border-collapse: collapse;
  font-variant-numeric: tabular-nums;

  caption {
    padding-block-end: var(--lux-space-3);
    text-align: start;
    font-weight: var(--lux-font-weight-bold);
  }

  th,
  td {
    padding-block: var(--lux-space-2);
    padding-inline: var(--lux-space-3);
    border-block-end: 1px solid var(--lux-color-border, currentColor);
    text-align: start;
    white-space: nowrap;
  }

  thead th {
    font-size: var(--lux-font-size-small);
  }

  [data-numeric] {
    text-align: end;
  }
`;

export const Message = styled.div`
  display: grid;
  gap: var(--lux-space-3);
  justify-items: start;

  p {
    margin: 0;
  }
`;
