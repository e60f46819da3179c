import styled from 'styled-components';

export const StyledSurface = styled.section`
  display: block;

  &[data-spacing='medium'] { padding-block: var(--lux-space-7); }
  &[data-spacing='large'] { padding-block: var(--lux-space-10); }

  &[data-variant='raised'] {
    padding-inline: var(--lux-space-6);
    background-color: var(--lux-color-surface-raised);
    border-radius: var(--lux-radius-m);
    /*
     * Offsets are literal, not a token: stylis-plugin-rtl cannot see into a custom property, and
     * here it must negate the x offset so the shadow falls toward the inline end in both directions.
     */
    box-shadow: 12px 12px 32px var(--lux-color-shadow);
  }
`;
