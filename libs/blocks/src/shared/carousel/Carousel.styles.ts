import styled from 'styled-components';

export const Region = styled.section`
  display: grid;
  gap: 1rem;
`;

export const Viewport = styled.div`
  overflow: hidden;
  border-radius: 2px;

  &:focus-visible {
    outline: 3px solid var(--lux-color-focus, #0a5fff);
    outline-offset: 3px;
  }
`;

/** Slides sit in a flex row; `--per-view` slides fill the viewport (1 on phones unless set otherwise). */
export const Track = styled.div`
  display: flex;
  touch-action: pan-y pinch-zoom;
  margin-inline-start: calc(var(--gap, 1rem) * -1);
`;

export const Slide = styled.div`
  flex: 0 0 calc(100% / var(--per-view-sm, 1));
  min-inline-size: 0;
  padding-inline-start: var(--gap, 1rem);

  @media (min-width: 768px) {
    flex-basis: calc(100% / var(--per-view-md, var(--per-view-sm, 1)));
  }
  @media (min-width: 1024px) {
    flex-basis: calc(100% / var(--per-view-lg, var(--per-view-md, var(--per-view-sm, 1))));
  }
`;

export const Controls = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
`;

export const Arrows = styled.div`
  display: flex;
  gap: 0.5rem;
`;

export const Arrow = styled.button`
  display: inline-grid;
  place-items: center;
  inline-size: 44px;
  block-size: 44px;
  border: 1px solid currentColor;
  border-radius: 50%;
  background: transparent;
  color: inherit;
  cursor: pointer;

  &:disabled {
    opacity: 0.35;
    cursor: default;
  }
  &:focus-visible {
    outline: 3px solid var(--lux-color-focus, #0a5fff);
    outline-offset: 2px;
  }
  svg {
    inline-size: 18px;
    block-size: 18px;
  }
  /* Arrows point along the reading direction: mirrored under RTL. */
  &:dir(rtl) svg {
    transform: scaleX(-1);
  }
`;

export const Dots = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem;
`;

export const Dot = styled.button`
  inline-size: 24px;
  block-size: 24px;
  display: inline-grid;
  place-items: center;
  border: 0;
  background: transparent;
  cursor: pointer;
  color: inherit;

  &::before {
    content: '';
    inline-size: 10px;
    block-size: 10px;
    border-radius: 50%;
    border: 1px solid currentColor;
  }
  &[aria-current='true']::before {
    background: currentColor;
  }
  &:focus-visible {
    outline: 3px solid var(--lux-color-focus, #0a5fff);
    outline-offset: 1px;
  }
`;

export const Status = styled.p`
  margin: 0;
  font-variant-numeric: tabular-nums;
`;
