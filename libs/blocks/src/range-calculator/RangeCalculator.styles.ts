import { Slider } from 'react-aria-components';
import styled from 'styled-components';

export const Section = styled.div`
  display: grid;
  gap: var(--lux-space-6);
  padding-block: clamp(3rem, 7vw, 6rem);
`;

export const Intro = styled.div`
  display: grid;
  gap: var(--lux-space-4);
  max-inline-size: 48rem;
  text-align: start;
  line-height: 1.7;
`;

export const Layout = styled.div`
  display: grid;
  gap: var(--lux-space-7);
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 22rem), 1fr));
  align-items: start;
`;

export const Controls = styled.div`
  display: grid;
  gap: var(--lux-space-5);
`;

export const SliderField = styled(Slider)`
  display: grid;
  gap: var(--lux-space-2);

  [data-slider-header] {
    display: flex;
    justify-content: space-between;
    gap: var(--lux-space-3);
    font-weight: var(--lux-font-weight-bold);
  }
  output {
    font-variant-numeric: tabular-nums;
    font-weight: var(--lux-font-weight-regular);
  }
  .react-aria-SliderTrack {
    position: relative;
    block-size: 2.75rem;
    inline-size: 100%;
  }
  .react-aria-SliderTrack::before {
    content: '';
    position: absolute;
    inset-inline: 0;
    inset-block-start: 50%;
    block-size: 4px;
    transform: translateY(-50%);
    background: var(--lux-color-border);
  }
  .react-aria-SliderThumb {
    inset-block-start: 50%;
    inline-size: 1.5rem;
    block-size: 1.5rem;
    border-radius: var(--lux-radius-pill);
    border: 2px solid var(--lux-color-bg);
    background: var(--lux-color-accent);
    box-shadow: 0 0 0 1px var(--lux-color-accent);
    cursor: grab;
  }
  .react-aria-SliderThumb[data-dragging] {
    cursor: grabbing;
  }
  .react-aria-SliderThumb[data-focus-visible] {
    outline: var(--lux-focus-width, 3px) solid var(--lux-color-focus);
    outline-offset: var(--lux-focus-offset, 2px);
  }
`;

export const Fill = styled.span`
  position: absolute;
  inset-inline-start: 0;
  inset-block-start: 50%;
  block-size: 4px;
  transform: translateY(-50%);
  background: var(--lux-color-accent);
`;

export const Result = styled.div`
  display: grid;
  gap: var(--lux-space-4);
  padding: var(--lux-space-6);
  border: 1px solid var(--lux-color-border);
  background: var(--lux-color-surface-raised);
`;

export const Headline = styled.p`
  margin: 0;
  display: grid;
  gap: var(--lux-space-1);

  [data-figure] {
    font-size: var(--lux-font-size-heading-l);
    line-height: var(--lux-line-height-heading);
    font-weight: var(--lux-font-weight-bold);
    font-variant-numeric: tabular-nums;
  }
`;

export const Bar = styled.div`
  display: grid;
  gap: var(--lux-space-1);

  [data-track] {
    position: relative;
    block-size: 0.5rem;
    background: var(--lux-color-border);
  }
  [data-fill] {
    position: absolute;
    inset-inline-start: 0;
    inset-block: 0;
    background: var(--lux-color-accent);
  }
  [data-ends] {
    display: flex;
    justify-content: space-between;
    font-size: var(--lux-font-size-small);
    color: var(--lux-color-text-muted);
  }
`;

export const ModelList = styled.ul`
  display: grid;
  gap: var(--lux-space-3);
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: grid;
    gap: var(--lux-space-1);
    padding-inline-start: var(--lux-space-3);
    border-inline-start: 4px solid transparent;
  }
  li[aria-current='true'] {
    border-inline-start-color: var(--lux-color-accent);
  }
  [data-row] {
    display: flex;
    justify-content: space-between;
    gap: var(--lux-space-3);
  }
  [data-note] {
    font-size: var(--lux-font-size-small);
    color: var(--lux-color-text-muted);
  }
`;

export const Note = styled.p`
  margin: 0;
  font-size: var(--lux-font-size-small);
  color: var(--lux-color-text-muted);
`;

export const Problem = styled.div`
  display: grid;
  gap: var(--lux-space-3);
  justify-items: start;
  padding: var(--lux-space-5);
  border: 1px solid var(--lux-color-border);

  p {
    margin: 0;
  }
`;
