import styled from 'styled-components';

export const Viewer = styled.div`
  display: grid;
  gap: var(--lux-space-4);
`;

export const Stage = styled.div`
  position: relative;
  aspect-ratio: 4 / 3;
  overflow: hidden;
  border-radius: var(--lux-radius-s);
  cursor: grab;
  touch-action: pan-y pinch-zoom;
  user-select: none;
  -webkit-user-select: none;
  background: var(--lux-color-surface-raised);

  @media (min-width: 768px) {
    aspect-ratio: 16 / 9;
  }
  &[data-dragging='true'] {
    cursor: grabbing;
  }
  &:focus-visible {
    outline: var(--lux-focus-width) solid var(--lux-color-focus);
    outline-offset: var(--lux-focus-offset);
  }
`;

/** Two copies side by side, laid out physically, so a turn past 360° joins up without a seam jump. */
export const Track = styled.div`
  position: absolute;
  inset-block: 0;
  inset-inline-start: 0;
  display: flex;
  block-size: 100%;
  will-change: transform;
`;

/** Each copy is 1.5 stage widths (8 : 3 against the 16 : 9 stage), so there is always room to look round. */
export const Copy = styled.div`
  block-size: 100%;
  aspect-ratio: 8 / 3;
  flex: none;

  picture,
  img {
    display: block;
    inline-size: 100%;
    block-size: 100%;
    object-fit: cover;
    pointer-events: none;
    -webkit-user-drag: none;
  }
`;

export const Controls = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: var(--lux-space-4);
`;

export const Hint = styled.p`
  margin: 0;
  color: var(--lux-color-text-muted);
  font-size: var(--lux-font-size-small);
  letter-spacing: 0.04em;
`;

export const PlayButton = styled.button`
  display: inline-grid;
  place-items: center;
  inline-size: 44px;
  block-size: 44px;
  border: 1px solid currentColor;
  border-radius: 50%;
  background: transparent;
  color: inherit;
  cursor: pointer;

  svg {
    inline-size: 16px;
    block-size: 16px;
  }
`;
