import styled from 'styled-components';

export const Viewer = styled.div`
  display: grid;
  gap: var(--lux-space-4);
`;

export const Stage = styled.div`
  position: relative;
  display: grid;
  overflow: hidden;
  border-radius: var(--lux-radius-s);
  cursor: grab;
  touch-action: pan-y pinch-zoom;
  user-select: none;
  -webkit-user-select: none;

  &[data-dragging='true'] {
    cursor: grabbing;
  }
  &:focus-visible {
    outline: var(--lux-focus-width) solid var(--lux-color-focus);
    outline-offset: var(--lux-focus-offset);
  }
  /* Every frame sits in the same cell; only the current one shows, so turning never waits on layout. */
  > * {
    grid-area: 1 / 1;
    opacity: 0;
  }
  > [data-current='true'] {
    opacity: 1;
  }
  img {
    pointer-events: none;
    -webkit-user-drag: none;
  }
`;

export const Hint = styled.p`
  margin: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  gap: var(--lux-space-2);
  color: var(--lux-color-text-muted);
  font-size: var(--lux-font-size-small);
  letter-spacing: 0.04em;

  svg {
    inline-size: 28px;
    block-size: 16px;
    flex: none;
  }
`;

/** The has_slider_with_handle control: a native range with a large round handle. */
export const Range = styled.input`
  inline-size: min(100%, 32rem);
  justify-self: center;
  min-block-size: 44px;
  accent-color: var(--lux-color-text);
  cursor: pointer;
`;
