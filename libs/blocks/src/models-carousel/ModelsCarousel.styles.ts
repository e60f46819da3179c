import styled from 'styled-components';

export const Section = styled.div`
  display: grid;
  gap: var(--lux-space-6);
  padding-block: clamp(3rem, 7vw, 6rem);
`;

export const Card = styled.article`
  display: flex;
  flex-direction: column;
  gap: var(--lux-space-4);
  block-size: 100%;
`;

/** The car on a soft floor: a cut-out sits on the gradient, a photo covers it. */
export const Media = styled.div`
  background: radial-gradient(
    ellipse at 50% 85%,
    color-mix(in srgb, var(--lux-color-text) 12%, transparent),
    transparent 65%
  );
`;

export const Table = styled.table`
  inline-size: 100%;
  border-collapse: collapse;
  font-size: var(--lux-font-size-small);
  font-variant-numeric: tabular-nums;

  caption {
    padding-block-end: var(--lux-space-2);
    font-weight: var(--lux-font-weight-bold);
    text-align: start;
  }
  th,
  td {
    padding-block: 0.625rem;
    padding-inline: 0 var(--lux-space-3);
    border-block-end: 1px solid color-mix(in srgb, var(--lux-color-border) 40%, transparent);
    text-align: start;
    vertical-align: top;
  }
  th:last-child,
  td:last-child {
    padding-inline-end: 0;
  }
  thead th {
    font-weight: 400;
    color: var(--lux-color-text-muted);
  }
  tbody th {
    font-weight: var(--lux-font-weight-bold);
  }
  tbody th small {
    display: block;
    margin-block-start: 0.125rem;
    font-weight: 400;
    color: var(--lux-color-text-muted);
  }
  td {
    white-space: nowrap;
  }
`;

export const LinkRow = styled.div`
  margin-block-start: auto;
  padding-block-start: var(--lux-space-2);
`;
