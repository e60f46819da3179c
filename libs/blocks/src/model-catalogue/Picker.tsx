import { useId, type ChangeEvent } from 'react';
import styled from 'styled-components';

export const Field = styled.div`
  display: grid;
  gap: var(--lux-space-2);
  min-inline-size: min(100%, 20rem);

  label {
    font-size: var(--lux-font-size-small);
    font-weight: var(--lux-font-weight-bold);
    letter-spacing: 0.06em;
    text-transform: uppercase;
  }
`;

/** A native select, styled: the platform's keyboard and screen-reader behaviour, a chevron on the end side. */
export const Select = styled.select`
  appearance: none;
  inline-size: 100%;
  min-block-size: 3rem;
  padding-block: 0.625rem;
  padding-inline: var(--lux-space-4) 2.75rem;
  border: var(--lux-control-border-width) solid var(--lux-color-border);
  border-radius: var(--lux-radius-none);
  background: var(--lux-color-bg);
  color: var(--lux-color-text);
  font: inherit;
  cursor: pointer;

  &:focus-visible {
    outline: var(--lux-focus-width) solid var(--lux-color-focus);
    outline-offset: var(--lux-focus-offset);
  }
`;

const Control = styled.div`
  position: relative;

  svg {
    position: absolute;
    inset-block-start: 50%;
    inset-inline-end: 1rem;
    inline-size: 1rem;
    block-size: 1rem;
    translate: 0 -50%;
    pointer-events: none;
  }
`;

export interface PickerOption {
  value: string;
  label: string;
  /** Options with a group are listed under it (optgroup), in order of first appearance. */
  group?: string;
  /** Listed but not choosable (chosen in another picker, say). */
  disabled?: boolean;
}

export interface PickerProps {
  label: string;
  value: string;
  options: readonly PickerOption[];
  onChange: (value: string) => void;
  /** A first, unselectable option that says what to do. */
  placeholder?: string;
  /** A first option with the value '' that stands for "none" (an optional choice). */
  none?: string;
  name?: string;
  className?: string;
}

/** A labelled select of catalogue models; options sharing a group become an optgroup. */
export function Picker({ label, value, options, onChange, placeholder, none, name, className }: PickerProps) {
  const id = useId();
  const groups = [...new Set(options.map((option) => option.group ?? ''))];
  const grouped = groups.length > 1 || groups[0] !== '';
  const render = (option: PickerOption) => (
    <option key={option.value} value={option.value} disabled={option.disabled}>
      {option.label}
    </option>
  );
  return (
    <Field className={className}>
      <label htmlFor={id}>{label}</label>
      <Control>
        <Select
          id={id}
          name={name}
          value={value}
          onChange={(event: ChangeEvent<HTMLSelectElement>) => onChange(event.target.value)}
        >
          {placeholder && !none && (
            <option value="" disabled>
              {placeholder}
            </option>
          )}
          {none && <option value="">{none}</option>}
          {grouped
            ? groups.map((group) => (
                <optgroup key={group} label={group}>
                  {options.filter((option) => (option.group ?? '') === group).map(render)}
                </optgroup>
              ))
            : options.map(render)}
        </Select>
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M5 9l7 7 7-7" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </Control>
    </Field>
  );
}
