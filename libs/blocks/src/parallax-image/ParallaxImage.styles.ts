import styled, { keyframes } from 'styled-components';

const drift = keyframes`
  from { transform: translateY(-8%); }
  to { transform: translateY(8%); }
`;

export const List = styled.div`
  display: grid;
  gap: clamp(3rem, 8vw, 7rem);
  padding-block: clamp(3rem, 8vw, 7rem);
`;

export const Item = styled.article`
  display: grid;
`;

/**
 * The image drifts against the scroll with a CSS scroll-driven animation: no script, and nothing at
 * all for people who ask for reduced motion or browsers without view timelines (a still image).
 */
export const Frame = styled.div`
  position: relative;
  overflow: hidden;
  aspect-ratio: 4 / 3;
  background-color: var(--lux-color-surface-raised);

  @media (min-width: 741px) {
    aspect-ratio: 16 / 6.5;
  }

  picture {
    display: block;
  }
  img {
    position: absolute;
    inset: 0;
    inline-size: 100%;
    block-size: 100%;
    object-fit: cover;
  }

  @media (prefers-reduced-motion: no-preference) {
    @supports (animation-timeline: view()) {
      img {
        inset-block: -10%;
        block-size: 120%;
        animation: ${drift} linear both;
        animation-timeline: view();
      }
    }
  }
`;

/** The copy sits on the theme's own background, so its contrast never depends on the photograph. */
export const Copy = styled.div`
  position: relative;
  z-index: 1;
  display: grid;
  gap: var(--lux-space-4);
  padding-block: var(--lux-space-6) 0;
  max-inline-size: 40rem;
  background-color: var(--lux-color-bg);
  text-align: start;

  @media (min-width: 901px) {
    margin-block-start: -6rem;
    margin-inline-start: var(--lux-space-8);
    padding: var(--lux-space-7) var(--lux-space-7) var(--lux-space-4);
  }

  p {
    line-height: 1.7;
    color: var(--lux-color-text-muted);
  }
`;
