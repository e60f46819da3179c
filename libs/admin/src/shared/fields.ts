/** Kinds of input a record form renders. */
export type FieldKind = 'text' | 'email' | 'tel' | 'password' | 'number' | 'textarea' | 'checkbox' | 'checkboxes' | 'select' | 'list';

/** One field of a record form, named as the API names the attribute (so `source.pointer` finds it). */
export interface FieldDef {
  name: string;
  label: string;
  kind?: FieldKind;
  required?: boolean;
  description?: string;
  /** Choices of a `select`. */
  options?: ReadonlyArray<{ id: string; label: string }>;
  /** A `select` whose ids are numbers in the API (`http_code`). */
  numeric?: boolean;
  /** Shown but not editable. */
  readOnly?: boolean;
}

export type FormValues = Record<string, string | boolean>;

/** The form's text state of a record (numbers and lists as text, booleans as booleans). */
export function formValuesOf(record: Record<string, unknown> | null, fields: readonly FieldDef[]): FormValues {
  const values: FormValues = {};
  for (const field of fields) {
    const value = record?.[field.name];
    if (field.kind === 'checkbox') values[field.name] = value === undefined ? true : Boolean(value);
    else if (Array.isArray(value)) values[field.name] = value.join(field.kind === 'checkboxes' ? ',' : ', ');
    else values[field.name] = value === null || value === undefined ? '' : String(value);
  }
  return values;
}

/**
 * The API body of a form's values, or the fields it refuses before sending: numbers must parse
 * (blank is null), required text must not be blank, lists are split on commas.
 */
export function bodyOfFormValues(
  values: FormValues,
  fields: readonly FieldDef[],
  messages: { required: string; invalidNumber: string },
): { body: Record<string, unknown>; errors: Record<string, string> } {
  const body: Record<string, unknown> = {};
  const errors: Record<string, string> = {};
  for (const field of fields) {
    if (field.readOnly) continue;
    const value = values[field.name];
    if (field.kind === 'checkbox') {
      body[field.name] = Boolean(value);
      continue;
    }
    if (field.kind === 'checkboxes') {
      body[field.name] = typeof value === 'string' ? value.split(',').filter(Boolean) : [];
      continue;
    }
    const text = typeof value === 'string' ? value.trim() : '';
    if (field.required && text === '') {
      errors[field.name] = messages.required;
      continue;
    }
    if (field.kind === 'number') {
      const number = text === '' ? null : Number(text.replace(',', '.'));
      if (number !== null && !Number.isFinite(number)) errors[field.name] = messages.invalidNumber;
      else body[field.name] = number;
    } else if (field.kind === 'select' && field.numeric) {
      body[field.name] = Number(text);
    } else if (field.kind === 'list') {
      body[field.name] = text.split(',').map((item) => item.trim()).filter(Boolean);
    } else if (field.kind === 'password' && text === '') {
      // A blank password on an edit means "leave it".
    } else {
      body[field.name] = text;
    }
  }
  return { body, errors };
}
