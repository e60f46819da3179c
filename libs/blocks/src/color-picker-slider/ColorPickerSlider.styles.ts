import styled from 'styled-components';
import { RichText } from '../shared/RichText';

export const Section = styled.div`
  display: grid;
  gap: clamp(1.5rem, 3vw, 2.5rem);
  padding-block: clamp(3rem, 7vw, 6rem);
`;

export const Intro = styled.div`
  display: grid;
  gap: var(--lux-space-4);
  max-inline-size: 48rem;
`;

export const Paragraph = styled(RichText)`
  line-height: 1.7;
  color: var(--lux-color-text-muted);
`;

/** The car pictures stacked in one box; the chosen one fades in over the last. */
export const Stage = styled.div`
  position: relative;
  display: grid;

  > [data-frame] {
    grid-area: 1 / 1;
    opacity: 0;
    transition: opacity var(--lux-duration-slow) var(--lux-easing-standard);
  }
  > [data-frame][data-active='true'] {
    opacity: 1;
  }
  @media (prefers-reduced-motion: reduce) {
    > [data-frame] {
      transition: none;
    }
  }
`;

export const Arrow = styled.button`
  position: absolute;
  inset-block-start: 50%;
  z-index: var(--lux-z-raised);
  display: inline-grid;
  place-items: center;
  inline-size: 48px;
  block-size: 48px;
  translate: 0 -50%;
  border: 1px solid var(--lux-color-border);
  border-radius: 50%;
  background: color-mix(in srgb, var(--lux-color-bg) 85%, transparent);
  color: var(--lux-color-text);
  cursor: pointer;

  &[data-side='start'] {
    inset-inline-start: var(--lux-space-4);
  }
  &[data-side='end'] {
    inset-inline-end: var(--lux-space-4);
  }
  &:focus-visible {
    outline: var(--lux-focus-width) solid var(--lux-color-focus);
    outline-offset: var(--lux-focus-offset);
  }
  svg {
    inline-size: 20px;
    block-size: 20px;
  }
  /* The icons point along the reading direction. */
  &:dir(rtl) svg {
    transform: scaleX(-1);
  }
`;

export const Caption = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: var(--lux-space-2) var(--lux-space-5);

  p {
    margin: 0;
  }
`;

export const ColourName = styled.p`
  font-size: var(--lux-font-size-heading-s);
  font-weight: 300;
  letter-spacing: 0.01em;
`;

export const Meta = styled.p`
  color: var(--lux-color-text-muted);
  font-variant-numeric: tabular-nums;
`;

export const Swatches = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-inline-size: 0;

  legend {
    margin-block-end: var(--lux-space-3);
    padding: 0;
    font-size: var(--lux-font-size-small);
    font-weight: var(--lux-font-weight-bold);
    letter-spacing: 0.08em;
    text-transform: uppercase;
  }
`;

export const SwatchList = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--lux-space-3);
`;

/** A round swatch over a visually hidden radio: the radio keeps the keyboard and the name. */
export const Swatch = styled.label`
  position: relative;
  display: inline-grid;
  place-items: center;
  inline-size: 48px;
  block-size: 48px;
  cursor: pointer;

  input {
    position: absolute;
    inset: 0;
    margin: 0;
    opacity: 0;
    cursor: pointer;
  }
  [data-chip] {
    display: block;
    inline-size: 36px;
    block-size: 36px;
    overflow: hidden;
    border-radius: 50%;
    box-shadow:
      inset 0 0 0 1px rgb(0 0 0 / 0.25),
      0 0 0 1px var(--lux-color-border);
  }
  [data-chip] img {
    inline-size: 100%;
    block-size: 100%;
    object-fit: cover;
  }
  input:checked + [data-chip] {
    box-shadow:
      inset 0 0 0 1px rgb(0 0 0 / 0.25),
      0 0 0 3px var(--lux-color-bg),
      0 0 0 5px var(--lux-color-text);
  }
  input:focus-visible + [data-chip] {
    outline: var(--lux-focus-width) solid var(--lux-color-focus);
    outline-offset: 6px;
  }
`;

export const VisuallyHidden = styled.span`
  position: absolute;
  inline-size: 1px;
  block-size: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;
