import styled from 'styled-components';

/** Each tab's inline padding comes from tab_x_padding through a custom property set on the list. */
export const TabArea = styled.div`
  & [role='tab'] {
    padding-inline: var(--lux-tab-x-padding, 1rem);
  }
  & [role='tabpanel'] {
    padding-block-start: 1.5rem;
  }
`;

export const Disclaimers = styled.div`
  max-inline-size: 64rem;
  margin-block-start: 2rem;
  margin-inline: auto;
  font-size: var(--lux-font-size-small);
  color: var(--lux-color-text-muted);
`;
