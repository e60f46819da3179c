import styled from 'styled-components';

export const StyledPagination = styled.nav`
  display: flex;
  align-items: center;
  gap: var(--lux-space-3);
  color: var(--lux-color-text);

  & [data-status] {
    min-inline-size: 8ch;
    text-align: center;
    font-variant-numeric: tabular-nums;
  }
  & [data-arrow] {
    inline-size: 1em;
    block-size: 1em;
  }
  /* The glyph is drawn pointing right; which way it points is decided in logic from the direction. */
  & [data-arrow][data-points='left'] {
    transform: scaleX(-1);
  }
`;
