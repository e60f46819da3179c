import { Label, Slider, SliderOutput, SliderThumb, SliderTrack } from 'react-aria-components';
import { Fill, SliderField } from './RangeCalculator.styles';

export interface RangeSliderProps {
  /** Visible label, which is also the thumb's accessible name. */
  label: string;
  value: number;
  minValue: number;
  maxValue: number;
  step: number;
  /** Formats the value shown beside the label and read out (aria-valuetext), e.g. km/h or °C. */
  formatOptions: Intl.NumberFormatOptions;
  onChange: (value: number) => void;
}

/**
 * A one-thumb react-aria Slider: arrow keys, Page Up/Down, Home/End; under RTL the track runs from
 * the right (the thumb's position and the arrow keys flip, from the locale's direction) and the fill
 * grows from the inline start.
 */
export function RangeSlider({ label, value, minValue, maxValue, step, formatOptions, onChange }: RangeSliderProps) {
  return (
    <SliderField value={value} minValue={minValue} maxValue={maxValue} step={step} formatOptions={formatOptions} onChange={(next) => onChange(Number(next))}>
      <div data-slider-header="">
        <Label>{label}</Label>
        <SliderOutput />
      </div>
      <SliderTrack>
        {({ state }) => (
          <>
            <Fill aria-hidden="true" style={{ inlineSize: `${state.getThumbPercent(0) * 100}%` }} />
            <SliderThumb />
          </>
        )}
      </SliderTrack>
    </SliderField>
  );
}

export { Slider };
