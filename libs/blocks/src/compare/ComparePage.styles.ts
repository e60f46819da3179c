import styled from 'styled-components';

export const Page = styled.div`
  display: grid;
  gap: clamp(2rem, 4vw, 3rem);
  padding-block: clamp(2.5rem, 6vw, 5rem);
`;

export const Intro = styled.div`
  display: grid;
  gap: var(--lux-space-4);
  max-inline-size: 48rem;

  p {
    margin: 0;
    line-height: 1.7;
    color: var(--lux-color-text-muted);
  }
`;

export const Controls = styled.form`
  display: grid;
  gap: var(--lux-space-5);
`;

export const Pickers = styled.fieldset`
  display: grid;
  gap: var(--lux-space-4);
  margin: 0;
  padding: 0;
  border: 0;
  min-inline-size: 0;

  legend {
    position: absolute;
    inline-size: 1px;
    block-size: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
  @media (min-width: 768px) {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

export const Options = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: var(--lux-space-3) var(--lux-space-5);

  label {
    display: inline-flex;
    align-items: center;
    gap: var(--lux-space-3);
    min-block-size: 2.75rem;
    cursor: pointer;
  }
  input[type='checkbox'] {
    inline-size: 1.25rem;
    block-size: 1.25rem;
    margin: 0;
    accent-color: var(--lux-color-text);
  }
`;

export const Legend = styled.p`
  display: inline-flex;
  align-items: center;
  gap: var(--lux-space-2);
  margin: 0;
  font-size: var(--lux-font-size-small);
  color: var(--lux-color-text-muted);

  &::before {
    content: '';
    inline-size: 4px;
    block-size: 1.25rem;
    background: var(--lux-color-link);
  }
`;

/** The table scrolls sideways on narrow screens; the region is focusable so keyboards can scroll it. */
export const Scroller = styled.div`
  overflow-x: auto;

  &:focus-visible {
    outline: var(--lux-focus-width) solid var(--lux-color-focus);
    outline-offset: var(--lux-focus-offset);
  }
  &[aria-busy='true'] table {
    opacity: 0.55;
    transition: opacity var(--lux-duration-base) var(--lux-easing-standard);
  }
`;

export const Table = styled.table`
  inline-size: 100%;
  border-collapse: collapse;

  /* Two models fit a phone; three scroll sideways, the spec names staying in view. */
  &[data-columns='3'] {
    min-inline-size: 36rem;
  }
  tbody th,
  thead th:first-child {
    position: sticky;
    inset-inline-start: 0;
    z-index: 1;
    background: var(--lux-color-bg);
  }
  font-variant-numeric: tabular-nums;

  caption {
    padding-block-end: var(--lux-space-4);
    font-size: var(--lux-font-size-small);
    color: var(--lux-color-text-muted);
    text-align: start;
  }
  th,
  td {
    padding-block: 0.875rem;
    padding-inline: var(--lux-space-3);
    border-block-end: 1px solid color-mix(in srgb, var(--lux-color-border) 40%, transparent);
    text-align: start;
    vertical-align: top;
  }
  thead th {
    vertical-align: bottom;
    border-block-end: 1px solid var(--lux-color-border);
  }
  thead th:first-child {
    inline-size: 28%;
    font-size: var(--lux-font-size-small);
    font-weight: 400;
    color: var(--lux-color-text-muted);
  }
  tbody th {
    font-weight: 400;
    color: var(--lux-color-text-muted);
  }
  tbody tr[data-differs='true'] th::before {
    content: '';
    position: absolute;
    inset-block: 0.625rem;
    inset-inline-start: 0;
    inline-size: 4px;
    background: var(--lux-color-link);
  }
  tbody tr[data-differs='true'] td {
    font-weight: var(--lux-font-weight-bold);
  }
  tbody tr[data-differs='true'],
  tbody tr[data-differs='true'] th {
    background: color-mix(in srgb, var(--lux-color-link) 5%, var(--lux-color-bg));
  }
`;

export const ModelHead = styled.div`
  display: grid;
  gap: var(--lux-space-2);
  min-inline-size: 7.5rem;

  strong {
    font-size: var(--lux-font-size-heading-xs);
    line-height: 1.3;
  }
  span {
    font-size: var(--lux-font-size-small);
    font-weight: 400;
    color: var(--lux-color-text-muted);
  }
`;

export const VisuallyHidden = styled.span`
  position: absolute;
  inline-size: 1px;
  block-size: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;
