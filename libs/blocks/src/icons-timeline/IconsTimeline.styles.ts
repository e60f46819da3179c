import styled from 'styled-components';

export const Section = styled.div`
  display: grid;
  gap: clamp(1.5rem, 4vw, 3rem);
  padding-block: clamp(3rem, 7vw, 6rem);
`;

/** The years on a line; it scrolls sideways (touch, trackpad) when there are more than fit. */
export const TabList = styled.div`
  position: relative;
  display: flex;
  overflow-x: auto;
  scrollbar-width: thin;
  scroll-snap-type: x proximity;
  padding-block: 0.25rem;
  /* Room for the selected dot, which grows, at the scroll edge. */
  padding-inline-start: 3px;

  &::before {
    content: '';
    position: absolute;
    inset-inline: 0;
    inset-block-start: calc(0.25rem + 0.5rem + 5px);
    block-size: 1px;
    min-inline-size: 100%;
    background: var(--lux-color-border);
  }
`;

export const Tab = styled.button`
  position: relative;
  flex: 1 0 7.5rem;
  display: grid;
  justify-items: start;
  gap: 0.35rem;
  padding-block: 0.5rem 0.75rem;
  padding-inline: 0 1rem;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  text-align: start;
  cursor: pointer;
  scroll-snap-align: start;

  &::before {
    content: '';
    inline-size: 11px;
    block-size: 11px;
    border-radius: 50%;
    border: 1px solid currentColor;
    background: var(--lux-color-bg);
    margin-block-end: 0.5rem;
    transition: transform var(--lux-duration-base, 200ms) var(--lux-easing-standard, ease);
  }
  &[aria-selected='true']::before {
    background: currentColor;
    transform: scale(1.3);
  }
  &:focus-visible {
    outline: var(--lux-focus-width, 3px) solid var(--lux-color-focus);
    outline-offset: -3px;
  }
  @media (prefers-reduced-motion: reduce) {
    &::before {
      transition: none;
    }
  }
`;

export const Year = styled.span`
  font-size: clamp(1.25rem, 2vw, 1.75rem);
  font-weight: 300;
  font-variant-numeric: tabular-nums;
  line-height: 1.1;

  [aria-selected='true'] > & {
    font-weight: var(--lux-font-weight-bold, 700);
  }
`;

export const Model = styled.span`
  font-size: var(--lux-font-size-small, 0.875rem);
  color: var(--lux-color-text-muted);
`;

export const Panel = styled.div`
  display: grid;
  &[hidden] {
    display: none;
  }
  gap: clamp(1.5rem, 4vw, 4rem);
  align-items: center;

  &:focus-visible {
    outline: var(--lux-focus-width, 3px) solid var(--lux-color-focus);
    outline-offset: 4px;
  }
  @media (min-width: 901px) {
    &[data-with-media='true'] {
      grid-template-columns: minmax(0, 7fr) minmax(0, 5fr);
    }
  }
`;

export const Media = styled.div`
  min-inline-size: 0;

  img {
    display: block;
    inline-size: 100%;
    block-size: auto;
  }
`;

export const Copy = styled.div`
  display: grid;
  gap: 1rem;
  max-inline-size: 36rem;

  > div {
    line-height: 1.7;
    color: var(--lux-color-text-muted);
  }
`;

export const PanelYear = styled.p`
  margin: 0;
  font-size: clamp(3rem, 7vw, 5.5rem);
  font-weight: 200;
  line-height: 1;
  font-variant-numeric: tabular-nums;
`;
