import styled from 'styled-components';

export const Layout = styled.div`
  display: grid;
  gap: var(--lux-space-6);
  padding-block: clamp(3rem, 7vw, 6rem);

  @media (min-width: 1024px) {
    &[data-sidebar='true'] {
      grid-template-columns: minmax(0, 1fr) minmax(0, 2fr);
      align-items: center;
      gap: var(--lux-space-8);
    }
  }
`;

export const Copy = styled.div`
  display: grid;
  gap: var(--lux-space-4);
  max-inline-size: 48rem;
  text-align: start;
  line-height: 1.7;
`;

/** Both images share one box; horizontal drags move the handle, vertical ones still scroll the page. */
export const Stage = styled.div`
  position: relative;
  overflow: hidden;
  touch-action: pan-y;
  user-select: none;
  cursor: ew-resize;

  img {
    pointer-events: none;
  }
`;

export const BeforeLayer = styled.div`
  position: absolute;
  inset: 0;

  picture,
  img {
    block-size: 100%;
  }
`;

export const Label = styled.span`
  position: absolute;
  inset-block-start: var(--lux-space-4);
  padding-block: var(--lux-space-1);
  padding-inline: var(--lux-space-3);
  background-color: rgb(0 0 0 / 0.72);
  color: #fff;
  font-size: var(--lux-font-size-small);
  letter-spacing: 0.06em;
  text-transform: uppercase;
  pointer-events: none;

  &[data-side='before'] {
    inset-inline-start: var(--lux-space-4);
  }
  &[data-side='after'] {
    inset-inline-end: var(--lux-space-4);
  }
`;

/** The divider line, and on it the handle, which is the slider itself. */
export const Divider = styled.div`
  position: absolute;
  inset-block: 0;
  inline-size: 2px;
  margin-inline-start: -1px;
  background-color: #fff;
  box-shadow: 0 0 0 1px rgb(0 0 0 / 0.25);
  pointer-events: none;
`;

export const Handle = styled.div`
  position: absolute;
  /* Centred on the 2px divider with insets only, so it mirrors with the direction by itself. */
  inset-block-start: calc(50% - 24px);
  inset-inline-start: -23px;
  display: inline-grid;
  place-items: center;
  inline-size: 48px;
  block-size: 48px;
  border-radius: 50%;
  background-color: #fff;
  color: #1a1a1a;
  box-shadow: 0 4px 16px rgb(0 0 0 / 0.35);
  pointer-events: auto;
  cursor: ew-resize;

  &:focus-visible {
    outline: 3px solid #1a1a1a;
    outline-offset: 2px;
    box-shadow: 0 0 0 7px #fff;
  }
  svg {
    inline-size: 24px;
    block-size: 24px;
  }
`;
