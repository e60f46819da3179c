import { useId, type ReactNode } from 'react';
import styled from 'styled-components';

export interface Choice {
  value: string;
  label: string;
}

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--lux-space-1);

  & > label {
    font-weight: var(--lux-font-weight-bold);
    line-height: 1.3;
  }
`;

const NativeSelect = styled.select`
  box-sizing: border-box;
  min-block-size: 3rem;
  padding-block: var(--lux-space-2);
  padding-inline: var(--lux-space-3);
  border: var(--lux-control-border-width, 1px) solid var(--lux-color-border);
  border-radius: var(--lux-radius-s);
  background-color: var(--lux-color-bg);
  color: var(--lux-color-text);
  font: inherit;
  text-align: start;

  &:hover {
    border-color: var(--lux-color-text);
  }
  &:focus-visible {
    outline: var(--lux-focus-width) solid var(--lux-color-focus);
    outline-offset: var(--lux-focus-offset);
  }
  &[aria-invalid='true'] {
    border-color: var(--lux-color-danger);
  }
`;

const Help = styled.span`
  color: var(--lux-color-text-muted);
  font-size: var(--lux-font-size-small);
`;

const Error = styled.span`
  color: var(--lux-color-danger);
  font-size: var(--lux-font-size-small);
`;

/**
 * A choice among a field's options, as a native `<select>`. A block form holds hundreds of selects
 * (every link has four); the platform's select keeps that form light to render and is fully keyboard
 * and screen-reader accessible, in either direction. A value not among the options shows as unset.
 */
export function OptionSelect({
  label,
  value,
  choices,
  onChange,
  description,
  messages = [],
}: {
  label: ReactNode;
  value: string | undefined;
  choices: readonly Choice[];
  onChange: (value: string) => void;
  description?: ReactNode;
  messages?: readonly string[];
}) {
  const id = useId();
  const known = value !== undefined && choices.some((choice) => choice.value === value);
  const describedBy = [description ? `${id}-help` : null, messages.length > 0 ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <Stack>
      <label htmlFor={id}>{label}</label>
      <NativeSelect
        id={id}
        value={known ? value : UNSET}
        onChange={(event) => {
          if (event.target.value !== UNSET) onChange(event.target.value);
        }}
        aria-invalid={messages.length > 0 || undefined}
        aria-describedby={describedBy || undefined}
      >
        {known ? null : <option value={UNSET} disabled>{value === undefined ? '—' : `${value} ?`}</option>}
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </NativeSelect>
      {description ? <Help id={`${id}-help`}>{description}</Help> : null}
      {messages.length > 0 ? <Error id={`${id}-error`}>{messages.join(' · ')}</Error> : null}
    </Stack>
  );
}

// Shown only when the stored value is none of the options; never written back.
const UNSET = '\u0000unset';
