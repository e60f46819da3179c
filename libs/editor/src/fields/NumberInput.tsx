import { useState } from 'react';
import { TextField } from '@lux/ui';
import { errorProps, useEditor } from '../context';

const parse = (text: string): number | null | undefined => {
  if (text.trim() === '') return null;
  const number = Number(text.trim());
  return Number.isFinite(number) ? number : undefined;
};

const show = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/**
 * A number or nothing (null). What the editor types is kept as text until it is a number, so a
 * half-typed "-" or "1e" is not thrown away; only a number or an empty field reaches the instance.
 */
export function NumberInput({
  label,
  description,
  value,
  onChange,
  messages,
}: {
  label: string;
  description: string | undefined;
  value: unknown;
  onChange: (value: number | null) => void;
  messages: readonly string[];
}) {
  const { strings } = useEditor();
  const [draft, setDraft] = useState({ text: show(value), from: value });
  let text = draft.text;
  // A new value from outside (undo, another instance) replaces what was being typed.
  if (draft.from !== value && parse(draft.text) !== value) {
    text = show(value);
    setDraft({ text, from: value });
  }
  const local = parse(text) === undefined ? [strings.invalidNumber] : [];
  return (
    <TextField
      label={label}
      description={description}
      inputMode="decimal"
      value={text}
      onChange={(next) => {
        const number = parse(next);
        setDraft({ text: next, from: number === undefined ? value : number });
        if (number !== undefined) onChange(number);
      }}
      {...errorProps([...local, ...messages])}
    />
  );
}
