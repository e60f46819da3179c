import { mixed, object, ValidationError, type AnySchema, type ObjectSchema } from 'yup';
import {
  CHOICE_FIELD_TYPES,
  isBooleanField,
  type FieldDefinition,
  type FieldValue,
  type FormDefinition,
  type FormLocale,
  type FormValues,
} from './definition';
import { leadMessages, type LeadMessages } from './messages';

/**
 * One yup schema per form and locale, used by the browser (the form model) and by the API (before it
 * stores a lead), so both accept and reject the same leads with the same messages.
 */
export type LeadSchema = ObjectSchema<FormValues>;

/** Caps for fields without a `max` rule, so the API never stores an unbounded text. */
export const DEFAULT_MAX_LENGTH = { textarea: 5000, other: 500 } as const;

/** Key of an error that belongs to the whole lead (the body is not an object, unknown keys in strict mode). */
export const FORM_ERROR_KEY = '_form';

/** The yup test names (`ValidationError.type`), in the order an error is chosen when several fail. */
export const LEAD_RULES = ['invalid', 'required', 'max', 'min', 'size', 'email', 'phone_il', 'option', 'date'] as const;
export type LeadRule = (typeof LEAD_RULES)[number];

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;
/** Israeli mobile: 05X-XXXXXXX, with or without dashes or spaces, or +972 5X… */
export const PHONE_IL_PATTERN = /^(?:0|\+972[- ]?)5\d[- ]?\d{3}[- ]?\d{4}$/;
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

const TRUE_STRINGS = new Set(['true', 'on', '1', 'yes']);
const FALSE_STRINGS = new Set(['', 'false', 'off', '0', 'no']);

/**
 * Brings a raw value (a browser value, a JSON body, a query string) to the field's type. Text is trimmed;
 * numbers become text; `'on'`/`'true'`/`'1'` tick a box. Anything else is left as is and fails `invalid`.
 */
export function normaliseFieldValue(field: FieldDefinition, raw: unknown): unknown {
  if (isBooleanField(field)) {
    if (raw === undefined || raw === null || raw === false || raw === 0) return false;
    if (raw === true || raw === 1) return true;
    if (typeof raw === 'string') {
      const text = raw.trim().toLowerCase();
      if (TRUE_STRINGS.has(text)) return true;
      if (FALSE_STRINGS.has(text)) return false;
    }
    return raw;
  }
  if (raw === undefined || raw === null) return '';
  if (typeof raw === 'string') return raw.trim();
  if (typeof raw === 'number' && Number.isFinite(raw)) return String(raw);
  return raw;
}

/** Length in characters (code points), so an emoji or a combined letter counts once per code point. */
const length = (text: string): number => [...text].length;

const isValidDate = (text: string): boolean => {
  const match = DATE_PATTERN.exec(text);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
};

/** A string test that passes for an empty or non-string value (those are `required`'s and `invalid`'s job). */
const filled = (check: (text: string) => boolean) => (value: unknown) =>
  typeof value !== 'string' || value === '' || check(value);

function fieldSchema(field: FieldDefinition, m: LeadMessages): AnySchema {
  const rules = field.rules ?? {};
  // A missing key skips transforms in yup and takes the default, so the default is the empty value.
  const base = mixed<FieldValue>()
    .default(isBooleanField(field) ? false : '')
    .transform((_value: unknown, original: unknown) => normaliseFieldValue(field, original))
    .test('invalid', m.invalid, (value) => typeof value === (isBooleanField(field) ? 'boolean' : 'string'));

  if (isBooleanField(field)) {
    const message = field.type === 'consent' ? m.consent : m.required;
    return rules.required ? base.test('required', message, (value) => value !== false) : base;
  }

  let schema = base;
  if (rules.required) schema = schema.test('required', m.required, (value) => typeof value !== 'string' || value !== '');
  const max = rules.max ?? (field.type === 'textarea' ? DEFAULT_MAX_LENGTH.textarea : DEFAULT_MAX_LENGTH.other);
  schema = schema.test('max', m.max(max), filled((text) => length(text) <= max));
  const { min, size } = rules;
  if (min !== undefined) schema = schema.test('min', m.min(min), filled((text) => length(text) >= min));
  if (size !== undefined) schema = schema.test('size', m.size(size), filled((text) => length(text) === size));
  if (field.type === 'email' || rules.pattern === 'email') {
    schema = schema.test('email', m.email, filled((text) => EMAIL_PATTERN.test(text)));
  }
  if (field.type === 'tel' || rules.pattern === 'phone_il') {
    schema = schema.test('phone_il', m.phone, filled((text) => PHONE_IL_PATTERN.test(text)));
  }
  if (CHOICE_FIELD_TYPES.includes(field.type)) {
    const values = new Set((field.options ?? []).map((option) => option.value));
    schema = schema.test('option', m.option, filled((text) => values.has(text)));
  }
  if (field.type === 'date') schema = schema.test('date', m.date, filled(isValidDate));
  return schema;
}

/**
 * Keeps only the body's own keys that are fields. yup 1.7 looks each body key up in its field map with
 * `fields[key]`, so a key like `__proto__`, `constructor` or `toString` finds an inherited member and
 * throws a TypeError instead of a ValidationError; picking first keeps the schema total.
 */
const ownDefinedKeys = (ids: readonly string[]) => (value: unknown) => {
  if (Object.prototype.toString.call(value) !== '[object Object]') return value;
  const body = value as Record<string, unknown>;
  return Object.fromEntries(ids.filter((id) => Object.hasOwn(body, id)).map((id) => [id, body[id]]));
};

/**
 * The lead schema of a form. Casting trims text, turns box values into booleans, fills missing fields
 * with '' / false and strips keys the form does not define (so the API stores only defined fields);
 * with `strict: true` unknown keys are rejected instead. Hidden fields are part of the lead.
 */
export function buildLeadSchema(definition: FormDefinition, locale: FormLocale): LeadSchema {
  const m = leadMessages[locale] ?? leadMessages.en;
  const shape = Object.fromEntries(definition.fields.map((field) => [field.id, fieldSchema(field, m)]));
  const ids = Object.keys(shape);
  return object(shape)
    .transform(ownDefinedKeys(ids))
    .noUnknown(true, m.unknown)
    .typeError(m.invalid)
    .nonNullable(m.invalid) as unknown as LeadSchema;
}

export type LeadValidation =
  | { ok: true; values: FormValues }
  | { ok: false; errors: Readonly<Record<string, string>> };

const rank = (error: ValidationError): number => {
  const i = LEAD_RULES.indexOf(error.type as LeadRule);
  return i === -1 ? LEAD_RULES.length : i;
};

/** One message per field (the first failing rule in `LEAD_RULES` order); whole-lead errors under `_form`. */
export function errorsByField(error: ValidationError): Record<string, string> {
  const errors: Record<string, string> = {};
  const all = error.inner.length > 0 ? error.inner : [error];
  for (const item of [...all].sort((a, b) => rank(a) - rank(b))) {
    const key = item.path && item.path !== '' ? item.path : FORM_ERROR_KEY;
    errors[key] ??= item.message;
  }
  return errors;
}

/**
 * Validates a lead and never throws: the cleaned values (unknown keys stripped) or one message per
 * field. The API and the form model both call this with the same schema.
 */
export function validateLead(schema: LeadSchema, input: unknown): LeadValidation {
  try {
    const values = schema.validateSync(input, { abortEarly: false, stripUnknown: true }) as FormValues;
    return { ok: true, values };
  } catch (error) {
    if (ValidationError.isError(error)) return { ok: false, errors: errorsByField(error) };
    // Not a validation failure (a bug): reject without echoing internals to a visitor.
    return { ok: false, errors: { [FORM_ERROR_KEY]: 'The lead could not be validated' } };
  }
}
