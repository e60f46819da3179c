import styled from 'styled-components';

export const Section = styled.div`
  display: grid;
  gap: var(--lux-space-6);
  padding-block: clamp(3rem, 7vw, 6rem);
`;

export const Figure = styled.figure`
  margin: 0;
  display: grid;
  gap: var(--lux-space-3);

  figcaption {
    font-size: var(--lux-font-size-small);
    line-height: 1.6;
    color: var(--lux-color-text-muted);
    text-align: start;
    max-inline-size: 48rem;
  }
`;
