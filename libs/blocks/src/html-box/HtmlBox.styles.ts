import styled from 'styled-components';
import { RichText } from '../shared/RichText';

export const Box = styled.div`
  padding-block: clamp(1.5rem, 4vw, 3rem);
`;

/** Editor HTML with the house's defaults for what editors usually paste: tables, figures, embeds. */
export const Html = styled(RichText)`
  overflow-wrap: anywhere;

  table {
    inline-size: 100%;
    border-collapse: collapse;
    font-variant-numeric: tabular-nums;
  }
  th,
  td {
    padding-block: var(--lux-space-3);
    padding-inline: var(--lux-space-4);
    border-block-end: 1px solid color-mix(in srgb, currentColor 20%, transparent);
    text-align: start;
  }
  th {
    font-weight: var(--lux-font-weight-bold);
  }
  iframe,
  video {
    display: block;
    max-inline-size: 100%;
    border: 0;
  }
`;
