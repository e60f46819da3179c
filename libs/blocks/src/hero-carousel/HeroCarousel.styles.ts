import styled, { keyframes } from 'styled-components';
import { RichText } from '../shared/RichText';

export const Root = styled.div`
  position: relative;
  padding-block-end: var(--lux-space-5);

  /* The shared Carousel's controls sit under the slides, inside the page margins. */
  [aria-roledescription] > div:last-child:not(:first-child) {
    inline-size: 100%;
    max-inline-size: var(--lux-container-max);
    margin-inline: auto;
    padding-inline: var(--lux-container-padding);
  }
`;

/** Phones: picture, then copy on the theme. From 768 px the copy lies over the picture on a scrim. */
export const Stage = styled.div`
  display: grid;
  grid-template-areas: 'media' 'copy';

  @media (min-width: 768px) {
    grid-template-areas: 'stack';
    min-block-size: clamp(28rem, 46vw, 44rem);
  }
`;

export const Media = styled.div`
  grid-area: media;
  position: relative;
  overflow: hidden;

  img,
  video {
    display: block;
    inline-size: 100%;
    block-size: 100%;
    object-fit: cover;
  }

  video {
    position: absolute;
    inset: 0;
  }

  @media (min-width: 768px) {
    grid-area: stack;
  }
`;

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
  align-items: end;
  padding-block: var(--lux-space-6) var(--lux-space-5);
  background: var(--lux-color-bg);

  @media (min-width: 768px) {
    grid-area: stack;
    z-index: 1;
    padding-block: var(--lux-space-9);
    /* Angle per direction in a custom property: the RTL plugin cannot flip gradients. */
    --scrim-angle: 90deg;
    &:dir(rtl) {
      --scrim-angle: 270deg;
    }
    background: linear-gradient(
      var(--scrim-angle),
      color-mix(in srgb, var(--lux-color-bg) 90%, transparent) 0%,
      color-mix(in srgb, var(--lux-color-bg) 84%, transparent) 52%,
      transparent 86%
    );
  }
`;

export const Copy = styled.div`
  display: grid;
  gap: var(--lux-space-4);
  max-inline-size: 36rem;
  text-align: start;

  @media (min-width: 768px) {
    max-inline-size: min(34rem, 48vw);
  }
`;

export const Eyebrow = styled.p`
  margin: 0;
  font-size: var(--lux-font-size-small);
  letter-spacing: 0.12em;
  text-transform: uppercase;

  &[data-banner='true'] {
    justify-self: start;
    padding-block: var(--lux-space-1);
    padding-inline: var(--lux-space-3);
    background: var(--lux-color-accent);
    color: var(--lux-color-on-accent);
    letter-spacing: 0.06em;
    font-weight: var(--lux-font-weight-bold);
  }
`;

export const Lead = styled(RichText)`
  font-size: clamp(1rem, 1.3vw, 1.2rem);
  line-height: 1.6;
`;

export const Price = styled.p`
  margin: 0;
  font-size: 1.25rem;
  font-weight: var(--lux-font-weight-bold);
  font-variant-numeric: tabular-nums;
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--lux-space-3);
  padding-block-start: var(--lux-space-2);
`;

export const Disclaimer = styled(RichText)`
  font-size: 0.8125rem;
  line-height: 1.5;
`;

/** Pause and play toggles: round, 44 px, on the theme so they stay legible over any photo. */
export const Toggle = styled.button`
  display: inline-grid;
  place-items: center;
  inline-size: 44px;
  block-size: 44px;
  border: 1px solid currentColor;
  border-radius: 50%;
  background: var(--lux-color-bg);
  color: var(--lux-color-text);
  cursor: pointer;

  svg {
    inline-size: 16px;
    block-size: 16px;
  }
  &:focus-visible {
    outline: var(--lux-focus-width) solid var(--lux-color-focus);
    outline-offset: var(--lux-focus-offset);
  }
`;

export const VideoToggle = styled(Toggle)`
  position: absolute;
  inset-block-end: var(--lux-space-4);
  inset-inline-end: var(--lux-space-4);
  z-index: 2;
`;

/** The slideshow toggle sits at the inline end of the slide area, above the carousel's own controls. */
export const SlidesToggle = styled(Toggle)`
  position: absolute;
  inset-block-start: var(--lux-space-4);
  inset-inline-end: var(--lux-space-4);
  z-index: 3;
`;

const fill = keyframes`
  from {
    inline-size: 0;
  }
  to {
    inline-size: 100%;
  }
`;

/** The autoplay timer: a line that fills over the slide's duration (decorative, the toggle is the control). */
export const Timer = styled.div`
  block-size: 2px;
  margin-block-end: var(--lux-space-3);
  background: color-mix(in srgb, var(--lux-color-text) 25%, transparent);
  overflow: hidden;

  &::after {
    content: '';
    display: block;
    block-size: 100%;
    background: var(--lux-color-text);
    animation: ${fill} var(--slide-duration, 6000ms) linear forwards;
  }
  &[data-paused='true']::after {
    animation-play-state: paused;
  }
`;
