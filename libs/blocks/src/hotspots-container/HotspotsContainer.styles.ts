import styled from 'styled-components';

export const Section = styled.div`
  display: grid;
  gap: var(--lux-space-6);
  padding-block: clamp(2.5rem, 6vw, 5rem);
`;

export const Copy = styled.div`
  display: grid;
  gap: var(--lux-space-4);
  max-inline-size: 48rem;

  p {
    line-height: 1.7;
  }
`;

export const Figure = styled.div`
  position: relative;
  margin: 0;
`;

/** Points are placed in the picture's own (physical) frame: the layer is LTR whatever the page. */
export const Layer = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  position: absolute;
  inset: 0;
`;

export const Spot = styled.li`
  position: absolute;
  inset-inline-start: var(--x);
  inset-block-start: var(--y);
  translate: -50% -50%;
`;

export const SpotButton = styled.button`
  display: grid;
  place-items: center;
  inline-size: 44px;
  block-size: 44px;
  border-radius: 50%;
  border: 2px solid #ffffff;
  background: rgb(0 0 0 / 0.55);
  color: #ffffff;
  cursor: pointer;
  box-shadow: 0 0 0 6px rgb(255 255 255 / 0.25), 0 4px 16px rgb(0 0 0 / 0.35);
  transition: transform var(--lux-duration-base) var(--lux-easing-standard);

  svg {
    inline-size: 18px;
    block-size: 18px;
    transition: transform var(--lux-duration-base) var(--lux-easing-standard);
  }
  &:hover {
    transform: scale(1.08);
  }
  &[aria-expanded='true'] {
    background: #ffffff;
    color: #1a1a1a;
  }
  &[aria-expanded='true'] svg {
    transform: rotate(45deg);
  }
  &:focus-visible {
    outline: 3px solid #ffffff;
    outline-offset: 3px;
  }

  @media (prefers-reduced-motion: no-preference) {
    &[aria-expanded='false'] {
      animation: lux-hotspot-pulse 2.4s var(--lux-easing-standard) 3;
    }
  }
  @keyframes lux-hotspot-pulse {
    50% {
      box-shadow: 0 0 0 12px rgb(255 255 255 / 0.1), 0 4px 16px rgb(0 0 0 / 0.35);
    }
  }
`;

/**
 * The opened point's text: under the picture on phones, beside its point from 768 px (the side with room,
 * from cardPlacement), in the page's direction.
 */
export const Card = styled.div`
  margin-block-start: var(--lux-space-4);

  @media (min-width: 768px) {
    position: absolute;
    margin: 0;
    inline-size: min(22rem, 45%);
    z-index: var(--lux-z-raised);

    &[data-h='after'] {
      inset-inline-start: calc(var(--x) + 32px);
    }
    &[data-h='before'] {
      inset-inline-end: calc(100% - var(--x) + 32px);
    }
    &[data-v='below'] {
      inset-block-start: max(var(--lux-space-4), calc(var(--y) - 2rem));
    }
    &[data-v='above'] {
      inset-block-end: max(var(--lux-space-4), calc(100% - var(--y) - 2rem));
    }
  }
`;

/** The card's content, in the page's direction (the positioning shell above is in the picture's frame). */
export const CardBody = styled.div`
  position: relative;
  display: grid;
  gap: var(--lux-space-2);
  padding: var(--lux-space-5);
  padding-inline-end: var(--lux-space-8);
  background: var(--lux-color-surface-raised);
  color: var(--lux-color-text);
  border-radius: var(--lux-radius-m);
  box-shadow: 0 16px 40px var(--lux-color-shadow);

  p {
    margin: 0;
    line-height: 1.6;
  }
`;

export const CardFrame = styled.div`
  @media (min-width: 768px) {
    position: absolute;
    inset: 0;
    pointer-events: none;

    > * {
      pointer-events: auto;
    }
  }
`;

export const Close = styled.button`
  position: absolute;
  inset-block-start: var(--lux-space-2);
  inset-inline-end: var(--lux-space-2);
  display: grid;
  place-items: center;
  inline-size: 36px;
  block-size: 36px;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: inherit;
  cursor: pointer;

  svg {
    inline-size: 16px;
    block-size: 16px;
  }
`;
