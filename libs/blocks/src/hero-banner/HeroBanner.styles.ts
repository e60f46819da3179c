import { RichText } from '../shared/RichText';
import styled from 'styled-components';

/**
 * Phones: the image on top, the copy below it on the block's theme. From 768 px: the copy sits over the
 * banner with a scrim in the theme's own background colour, so the theme's text colour keeps its
 * contrast whatever the photo behind it (and axe can verify it against the theme).
 */
export const Stage = styled.div`
  display: grid;
  grid-template-areas: 'media' 'copy';

  @media (min-width: 768px) {
    grid-template-areas: 'stack';
    min-block-size: clamp(26rem, 42vw, 40rem);
  }
`;

export const Media = styled.div`
  grid-area: media;
  position: relative;
  overflow: hidden;

  img {
    block-size: 100%;
  }

  @media (min-width: 768px) {
    grid-area: stack;
  }
`;

/** Only one of the two pictures shows at a time; `sizes` keeps the hidden one at its smallest rendition. */
export const PhoneOnly = styled.div`
  block-size: 100%;
  @media (min-width: 768px) {
    display: none;
  }
`;

export const WideOnly = styled.div`
  display: none;
  block-size: 100%;
  @media (min-width: 768px) {
    display: block;
  }
`;

export const Scrim = styled.div`
  grid-area: copy;
  display: flex;
  align-items: center;
  padding-block: clamp(2rem, 6vw, 5rem);
  background: var(--lux-color-bg);

  @media (min-width: 768px) {
    grid-area: stack;
    z-index: 1;
    /*
     * The scrim is strongest at the inline start, where the copy is. The angle lives in a custom property
     * (the RTL plugin cannot flip gradients), set per direction.
     */
    --scrim-angle: 90deg;
    &:dir(rtl) {
      --scrim-angle: 270deg;
    }
    background: linear-gradient(
      var(--scrim-angle),
      color-mix(in srgb, var(--lux-color-bg) 90%, transparent) 0%,
      color-mix(in srgb, var(--lux-color-bg) 84%, transparent) 55%,
      transparent 88%
    );
  }

  &[data-plain='true'] {
    background: var(--lux-color-bg);
  }
`;

export const Copy = styled.div`
  display: grid;
  gap: var(--lux-space-5);
  max-inline-size: 36rem;
  text-align: start;

  @media (min-width: 768px) {
    max-inline-size: min(34rem, 50vw);
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--lux-space-3);
  padding-block-start: var(--lux-space-2);
`;

export const Lead = styled(RichText)`
  font-size: clamp(1.05rem, 1.4vw, 1.25rem);
  line-height: 1.6;
`;
