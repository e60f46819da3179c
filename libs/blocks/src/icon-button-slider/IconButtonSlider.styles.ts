import styled, { css } from 'styled-components';

export const Section = styled.div`
  display: grid;
  gap: var(--lux-space-6);
  padding-block: clamp(2.5rem, 6vw, 4.5rem);
`;

const tile = css`
  display: grid;
  justify-items: center;
  align-content: center;
  gap: var(--lux-space-3);
  inline-size: 100%;
  min-block-size: 9rem;
  padding-block: var(--lux-space-5);
  padding-inline: var(--lux-space-3);
  border: 1px solid color-mix(in srgb, var(--lux-color-text) 18%, transparent);
  background: var(--lux-color-bg);
  color: var(--lux-color-text);
  font: inherit;
  text-align: center;
  text-decoration: none;

  [data-slider-theme='all-white-theme'] & {
    background: #fff;
  }

  svg {
    inline-size: 32px;
    block-size: 32px;
  }
  svg[data-mirrored='true'] {
    transform: scaleX(-1);
  }
`;

/** An interactive tile (link or form button): the whole tile is the target. */
export const TileAction = styled.a`
  ${tile}
  cursor: pointer;
  transition:
    border-color var(--lux-duration-base) var(--lux-easing-standard),
    background-color var(--lux-duration-base) var(--lux-easing-standard);

  &:hover {
    border-color: currentColor;
  }
  &:focus-visible {
    outline: var(--lux-focus-width) solid var(--lux-color-focus);
    outline-offset: calc(var(--lux-focus-width) * -1);
  }
`;

/** A tile whose link is not shown (B§5): icon and label, not a control. */
export const TileStatic = styled.div`
  ${tile}
`;

export const Label = styled.span`
  font-size: 0.9375rem;
  font-weight: var(--lux-font-weight-bold);
  letter-spacing: 0.02em;
`;

export const VisuallyHidden = styled.span`
  position: absolute;
  inline-size: 1px;
  block-size: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;
