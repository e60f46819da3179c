import styled from 'styled-components';
import { RichText } from '../shared/RichText';

export const Text = styled(RichText)`
  max-inline-size: 44rem;
  line-height: 1.7;
  text-align: start;

  h1,
  h2,
  h3 {
    margin-block: 0 0.5em;
    line-height: var(--lux-line-height-heading);
  }
`;

export const Gallery = styled.div`
  min-inline-size: 0;
`;

/** Product shots: a square, the whole product visible on a white ground. */
export const Photo = styled.img`
  display: block;
  inline-size: 100%;
  block-size: auto;
  aspect-ratio: 1 / 1;
  object-fit: contain;
  background: #fff;
`;

/**
 * One column in the HTML's order. When the photos open or close the HTML, wide screens put them beside
 * the text instead (photos at the inline start), as a product page does.
 */
export const Layout = styled.div`
  display: grid;
  gap: var(--lux-space-6);
  padding-block: clamp(3rem, 7vw, 6rem);

  @media (min-width: 1024px) {
    &[data-beside='true'] {
      grid-template-columns: minmax(0, 7fr) minmax(0, 5fr);
      gap: var(--lux-space-9);
      align-items: start;

      > ${Gallery} {
        grid-column: 1;
        grid-row: 1;
      }
      > ${Text} {
        grid-column: 2;
      }
    }
  }
`;

