import styled from 'styled-components';

export const Section = styled.div`
  display: grid;
  gap: var(--lux-space-7);
  padding-block: clamp(3rem, 7vw, 6rem);
`;

/** One column on phones, two from 741 px, then one per category (at most four) from 1024 px. */
export const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: var(--lux-space-6) var(--lux-space-5);
  grid-template-columns: minmax(0, 1fr);

  @media (min-width: 741px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    &[data-count='1'] {
      grid-template-columns: minmax(0, 1fr);
    }
  }
  @media (min-width: 1024px) {
    &[data-count='3'] {
      grid-template-columns: repeat(3, minmax(0, 1fr));
    }
    &[data-count='4'] {
      grid-template-columns: repeat(4, minmax(0, 1fr));
    }
  }
`;

/** The category's link is stretched over the whole tile, so the image and title open it too. */
export const Tile = styled.li`
  position: relative;
  display: grid;
  align-content: start;
  gap: var(--lux-space-3);

  picture {
    display: block;
    overflow: hidden;
  }
  img {
    transition: transform var(--lux-duration-slow) var(--lux-easing-standard);
  }
  &:hover img,
  &:focus-within img {
    transform: scale(1.04);
  }

  [data-stretch] > a::after,
  [data-stretch] > button::after {
    content: '';
    position: absolute;
    inset: 0;
  }
`;

export const Title = styled.div`
  padding-block-start: var(--lux-space-2);
  border-block-start: 1px solid var(--lux-color-border);
`;

export const Action = styled.div`
  justify-self: start;
`;
