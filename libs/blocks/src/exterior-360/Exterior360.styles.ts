import styled from 'styled-components';

export const Section = styled.div`
  display: grid;
  gap: var(--lux-space-6);
  padding-block: clamp(2.5rem, 6vw, 5rem);

  /* has_sidebar: the heading in a narrow column at the line's start, the view beside it. */
  @media (min-width: 1024px) {
    &[data-sidebar='true'] {
      grid-template-columns: minmax(14rem, 1fr) minmax(0, 3fr);
      align-items: center;
    }
  }
`;

export const Aside = styled.div`
  display: grid;
  gap: var(--lux-space-4);
`;
