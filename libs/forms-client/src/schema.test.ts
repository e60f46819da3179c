import { ValidationError } from 'yup';
import { describe, expect, it } from 'vitest';
import type { FieldDefinition, FormDefinition } from './definition';
import { buildLeadSchema, DEFAULT_MAX_LENGTH, FORM_ERROR_KEY, validateLead } from './schema';
import { contactFormDefinition, validContactValues } from './testing';

const label = { he: 'שדה', en: 'Field' };
const one = (field: Omit<FieldDefinition, 'id' | 'label'>): FormDefinition => ({ fields: [{ id: 'f', label, ...field }] });
const options = [
  { value: 'a', label: { he: 'א', en: 'A' } },
  { value: 'b', label: { he: 'ב', en: 'B' } },
];

/** [case, field, value, Hebrew message, English message] — a message of null means the value passes. */
const table: [string, Omit<FieldDefinition, 'id' | 'label'>, unknown, string | null, string | null][] = [
  ['required: empty', { type: 'text', rules: { required: true } }, '', 'שדה חובה', 'This field is required'],
  ['required: spaces only', { type: 'text', rules: { required: true } }, '   ', 'שדה חובה', 'This field is required'],
  ['required: missing', { type: 'text', rules: { required: true } }, undefined, 'שדה חובה', 'This field is required'],
  ['required: null', { type: 'textarea', rules: { required: true } }, null, 'שדה חובה', 'This field is required'],
  ['required: filled', { type: 'text', rules: { required: true } }, 'x', null, null],
  ['optional: empty passes every rule', { type: 'text', rules: { min: 3, size: 5, max: 9 } }, '', null, null],
  ['min: too short', { type: 'text', rules: { min: 3 } }, 'ab', 'יש להזין לפחות 3 תווים', 'Enter at least 3 characters'],
  ['min: exactly', { type: 'text', rules: { min: 3 } }, 'abc', null, null],
  ['min: Hebrew letters count once', { type: 'text', rules: { min: 3 } }, 'דנה', null, null],
  ['min: counts after trimming', { type: 'text', rules: { min: 3 } }, '  ab  ', 'יש להזין לפחות 3 תווים', 'Enter at least 3 characters'],
  ['size: shorter', { type: 'text', rules: { size: 9 } }, '12345678', 'יש להזין בדיוק 9 תווים', 'Enter exactly 9 characters'],
  ['size: longer', { type: 'text', rules: { size: 9 } }, '1234567890', 'יש להזין בדיוק 9 תווים', 'Enter exactly 9 characters'],
  ['size: exact', { type: 'text', rules: { size: 9 } }, '123456789', null, null],
  ['max: over', { type: 'textarea', rules: { max: 5 } }, '123456', 'חריגה ממגבלת התווים', 'Character limit exceeded'],
  ['max: at the limit', { type: 'textarea', rules: { max: 5 } }, '12345', null, null],
  ['max: an emoji is one character', { type: 'text', rules: { max: 2 } }, '🚗🚙', null, null],
  ['max: default cap for text', { type: 'text' }, 'x'.repeat(DEFAULT_MAX_LENGTH.other + 1), 'חריגה ממגבלת התווים', 'Character limit exceeded'],
  ['max: default cap for textarea', { type: 'textarea' }, 'x'.repeat(DEFAULT_MAX_LENGTH.textarea), null, null],
  ['max wins over email', { type: 'email', rules: { max: 5 } }, 'not-an-email', 'חריגה ממגבלת התווים', 'Character limit exceeded'],
  ['email: bad', { type: 'email' }, 'dana@', 'כתובת הדוא"ל אינה תקינה', 'Enter a valid email address'],
  ['email: no dot in domain', { type: 'email' }, 'dana@localhost', 'כתובת הדוא"ל אינה תקינה', 'Enter a valid email address'],
  ['email: good', { type: 'email' }, 'dana@example.co.il', null, null],
  ['email pattern on a text field', { type: 'text', rules: { pattern: 'email' } }, 'a b@c.d', 'כתובת הדוא"ל אינה תקינה', 'Enter a valid email address'],
  ['phone: with dash', { type: 'tel' }, '050-1234567', null, null],
  ['phone: without dash', { type: 'tel' }, '0521234567', null, null],
  ['phone: +972', { type: 'tel' }, '+972501234567', null, null],
  ['phone: +972 with dashes', { type: 'tel' }, '+972-50-123-4567', null, null],
  ['phone: a number from a JSON body', { type: 'tel' }, 521234567, 'מספר הטלפון אינו תקין (לדוגמה 050-1234567)', 'Enter a valid phone number (for example 050-1234567)'],
  ['phone: landline', { type: 'tel' }, '03-1234567', 'מספר הטלפון אינו תקין (לדוגמה 050-1234567)', 'Enter a valid phone number (for example 050-1234567)'],
  ['phone: too short', { type: 'tel' }, '050-123456', 'מספר הטלפון אינו תקין (לדוגמה 050-1234567)', 'Enter a valid phone number (for example 050-1234567)'],
  ['phone pattern on a text field', { type: 'text', rules: { pattern: 'phone_il' } }, '12', 'מספר הטלפון אינו תקין (לדוגמה 050-1234567)', 'Enter a valid phone number (for example 050-1234567)'],
  ['select: an option', { type: 'select', options }, 'b', null, null],
  ['select: not an option', { type: 'select', options }, 'c', 'יש לבחור אחת מהאפשרויות', 'Choose one of the options'],
  ['radio: required and empty', { type: 'radio', options, rules: { required: true } }, '', 'שדה חובה', 'This field is required'],
  ['date: valid', { type: 'date' }, '2026-02-28', null, null],
  ['date: 30 February', { type: 'date' }, '2026-02-30', 'התאריך אינו תקין', 'Enter a valid date'],
  ['date: other format', { type: 'date' }, '28/02/2026', 'התאריך אינו תקין', 'Enter a valid date'],
  ['checkbox: required and unticked', { type: 'checkbox', rules: { required: true } }, false, 'שדה חובה', 'This field is required'],
  ['checkbox: "on" ticks it', { type: 'checkbox', rules: { required: true } }, 'on', null, null],
  ['consent: required and missing', { type: 'consent', rules: { required: true } }, undefined, 'יש לאשר כדי להמשיך', 'Please confirm to continue'],
  ['consent: ticked', { type: 'consent', rules: { required: true } }, true, null, null],
  ['consent: not a box value', { type: 'consent' }, 'maybe', 'הערך אינו תקין', 'This value is not valid'],
  ['text: an object', { type: 'text', rules: { required: true } }, { a: 1 }, 'הערך אינו תקין', 'This value is not valid'],
  ['text: an array', { type: 'text' }, ['a'], 'הערך אינו תקין', 'This value is not valid'],
  ['hidden: rules apply', { type: 'hidden', rules: { max: 3 } }, 'abcd', 'חריגה ממגבלת התווים', 'Character limit exceeded'],
];

describe('buildLeadSchema: the rules of B§5 in Hebrew and English', () => {
  it.each(table)('%s', (_case, field, value, he, en) => {
    const definition = one(field);
    for (const [locale, message] of [['he', he], ['en', en]] as const) {
      const result = validateLead(buildLeadSchema(definition, locale), { f: value });
      expect(result.ok ? null : result.errors.f).toBe(message);
    }
  });
});

describe('buildLeadSchema: the lead as stored', () => {
  const schema = buildLeadSchema(contactFormDefinition, 'he');

  it('accepts a valid lead and returns every defined field', () => {
    const result = validateLead(schema, validContactValues);
    expect(result).toEqual({ ok: true, values: validContactValues });
  });

  it('strips fields the form does not define and keeps hidden ones', () => {
    const result = validateLead(schema, {
      ...validContactValues,
      utm_source: 'google',
      is_admin: true,
      'g-recaptcha-response': 'token',
      ...(JSON.parse('{"__proto__": {"polluted": true}}') as object),
    });
    expect(result.ok && result.values).toEqual({ ...validContactValues, utm_source: 'google' });
    expect(result.ok && Object.hasOwn(result.values, '__proto__')).toBe(false);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it.each(['__proto__', 'constructor', 'toString', 'hasOwnProperty'])(
    'rejects or strips a body key named %s instead of crashing (yup looks keys up on a plain object)',
    (key) => {
      const body = { ...validContactValues, ...(JSON.parse(`{"${key}": {"x": 1}}`) as object) };
      expect(validateLead(schema, body)).toEqual({ ok: true, values: validContactValues });
      expect(() => schema.validateSync(body, { strict: true })).toThrow(ValidationError);
    },
  );

  it('trims text and casts box values', () => {
    const result = validateLead(schema, { ...validContactValues, first_name: '  דנה  ', newsletter: 'on', privacy: 'true' });
    expect(result.ok && result.values).toMatchObject({ first_name: 'דנה', newsletter: true, privacy: true });
  });

  it('gives one message per field, all fields at once', () => {
    const result = validateLead(buildLeadSchema(contactFormDefinition, 'en'), {});
    expect(result).toEqual({
      ok: false,
      errors: {
        first_name: 'This field is required',
        last_name: 'This field is required',
        email: 'This field is required',
        phone: 'This field is required',
        privacy: 'Please confirm to continue',
      },
    });
  });

  it.each([[null], ['text'], [42], [[validContactValues]]])('rejects a body that is not an object (%j)', (body) => {
    const result = validateLead(schema, body);
    expect(result).toEqual({ ok: false, errors: { [FORM_ERROR_KEY]: 'הערך אינו תקין' } });
  });

  it('rejects unknown keys in strict validation, for callers that want to refuse rather than strip', () => {
    const strict = buildLeadSchema(contactFormDefinition, 'en');
    expect(() => strict.validateSync({ ...validContactValues, extra: 'x' }, { strict: true })).toThrow(ValidationError);
  });

  it('is an ordinary yup schema (the API may call validate itself)', async () => {
    await expect(schema.validate({ ...validContactValues, email: 'x' })).rejects.toThrow('כתובת הדוא"ל אינה תקינה');
    await expect(schema.isValid(validContactValues)).resolves.toBe(true);
  });
});
