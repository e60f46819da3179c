import styled from 'styled-components';
import { Label, Slider, SliderOutput, SliderThumb, SliderTrack } from 'react-aria-components';

const Root = styled(Slider)`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 0.5rem 1rem;
  align-items: baseline;

  .label {
    font-weight: var(--lux-font-weight-bold);
  }
  .output {
    font-variant-numeric: tabular-nums;
  }
`;

const Track = styled(SliderTrack)`
  grid-column: 1 / -1;
  position: relative;
  block-size: 2.75rem;

  &::before {
    content: '';
    position: absolute;
    inset-inline: 0;
    inset-block-start: 50%;
    block-size: 0.25rem;
    translate: 0 -50%;
    border-radius: 0.125rem;
    background: var(--lux-color-border);
  }
`;

const Fill = styled.span`
  position: absolute;
  inset-inline-start: 0;
  inset-block-start: 50%;
  block-size: 0.25rem;
  translate: 0 -50%;
  border-radius: 0.125rem;
  background: var(--lux-color-text);
`;

// react-aria places the thumb (left/right from the direction) and centres it with a transform.
const Thumb = styled(SliderThumb)`
  inset-block-start: 50%;
  inline-size: 1.5rem;
  block-size: 1.5rem;
  border: 0.1875rem solid var(--lux-color-bg);
  border-radius: 50%;
  background: var(--lux-color-text);
  box-shadow: 0 0 0 1px var(--lux-color-text);
  cursor: grab;

  &[data-dragging] {
    cursor: grabbing;
  }
  &[data-focus-visible] {
    outline: var(--lux-focus-width) solid var(--lux-color-focus);
    outline-offset: var(--lux-focus-offset);
  }
`;

export interface RangeSliderProps {
  /** Visible label, which is also the slider's accessible name. */
  label: string;
  value: number;
  min: number;
  max: number;
  step: number;
  /** How the value is written (output and aria-valuetext), e.g. `{style: 'unit', unit: 'year'}`. */
  formatOptions: Intl.NumberFormatOptions;
  onChange(value: number): void;
}

/**
 * A single-thumb slider (react-aria Slider): arrows move one step, Page Up/Down bigger steps, Home/End
 * to the ends. The direction comes from the locale (UiProvider's I18nProvider): under RTL the minimum
 * is on the right, ArrowLeft increases, and the fill grows from the inline start.
 */
export function RangeSlider({ label, value, min, max, step, formatOptions, onChange }: RangeSliderProps) {
  return (
    <Root
      value={value}
      minValue={min}
      maxValue={max}
      step={step}
      formatOptions={formatOptions}
      onChange={(next) => onChange(Array.isArray(next) ? (next[0] ?? value) : next)}
    >
      <Label className="label">{label}</Label>
      <SliderOutput className="output" />
      <Track>
        {({ state }) => (
          <>
            <Fill style={{ inlineSize: `${state.getThumbPercent(0) * 100}%` }} aria-hidden="true" />
            <Thumb />
          </>
        )}
      </Track>
    </Root>
  );
}
