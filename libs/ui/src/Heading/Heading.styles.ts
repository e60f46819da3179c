import styled from 'styled-components';

// One rule per size rather than an interpolated prop: the CSS stays static and the level (h1–h6)
// never changes the look, only the document outline.
export const StyledHeading = styled.h2`
  margin-block: 0;
  font-family: inherit;
  font-weight: var(--lux-font-weight-bold);
  line-height: var(--lux-line-height-heading);
  text-align: start;
  text-wrap: balance;

  &[data-size='xs'] { font-size: var(--lux-font-size-heading-xs); }
  &[data-size='s'] { font-size: var(--lux-font-size-heading-s); }
  &[data-size='m'] { font-size: var(--lux-font-size-heading-m); }
  &[data-size='l'] { font-size: var(--lux-font-size-heading-l); }
  &[data-size='xl'] { font-size: var(--lux-font-size-heading-xl); }
`;
