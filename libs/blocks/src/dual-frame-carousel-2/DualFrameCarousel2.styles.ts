import styled from 'styled-components';
import { RichText } from '../shared/RichText';

export const Section = styled.div`
  display: grid;
  gap: var(--lux-space-6);
  padding-block: clamp(3rem, 7vw, 6rem);
`;

/**
 * Phones: the wide frame, then the square frame beside the copy. From 1024 px: the wide frame takes two
 * thirds, the square frame sits lower in the last third with the copy under it.
 */
export const Frames = styled.article`
  display: grid;
  gap: var(--lux-space-5);
  grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
  grid-template-areas:
    'primary primary'
    'secondary copy';
  align-items: start;

  @media (min-width: 1024px) {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
    grid-template-areas:
      'primary secondary'
      'primary copy';
    grid-template-rows: auto 1fr;
    column-gap: var(--lux-space-7);
  }
`;

export const Primary = styled.div`
  grid-area: primary;
`;

export const Secondary = styled.div`
  grid-area: secondary;

  @media (min-width: 1024px) {
    margin-block-start: var(--lux-space-9);
  }
`;

export const Copy = styled.div`
  grid-area: copy;
  display: grid;
  gap: var(--lux-space-3);
  align-content: start;
  text-align: start;
`;

export const Body = styled(RichText)`
  line-height: 1.7;
`;
