import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formColumns,
  initialValues,
  isFormDefinition,
  resolveFormLocale,
  validateFormDefinition,
  type FormDefinition,
} from './definition';
import { contactFormDefinition, minimalFormDefinition } from './testing';

const label = { he: 'שם', en: 'Name' };
const withField = (field: Record<string, unknown>) => ({ fields: [{ id: 'name', type: 'text', label, ...field }] });

describe('validateFormDefinition', () => {
  it('accepts the fixtures', () => {
    expect(validateFormDefinition(contactFormDefinition)).toEqual([]);
    expect(validateFormDefinition(minimalFormDefinition)).toEqual([]);
    expect(isFormDefinition(JSON.parse(JSON.stringify(contactFormDefinition)))).toBe(true);
  });

  it.each([
    ['not an object', null, 'definition must be an object'],
    ['no fields', {}, 'fields must be an array'],
    ['empty fields', { fields: [] }, 'fields must hold at least one field'],
    ['unknown property', { ...minimalFormDefinition, submit: 'x' }, 'definition.submit is not a known property'],
    ['bad layout', { ...minimalFormDefinition, layout: { columns: 3 } }, 'layout.columns must be 1 or 2'],
    ['id not snake_case', withField({ id: 'firstName' }), 'fields[0].id must be a snake_case name (a-z, 0-9, _)'],
    ['id clashing with Object.prototype', withField({ id: 'constructor' }), 'fields[0].id must be a snake_case name (a-z, 0-9, _)'],
    ['unknown type', withField({ type: 'file' }), 'fields[0] (name).type must be one of'],
    ['label without Hebrew', withField({ label: { en: 'Name' } }), 'fields[0] (name).label must be { he: string, en: string }'],
    ['bad placeholder', withField({ placeholder: 'x' }), 'fields[0] (name).placeholder must be { he: string, en: string }'],
    ['bad width', withField({ width: 'third' }), 'fields[0] (name).width must be full or half'],
    ['select without options', withField({ type: 'select' }), 'fields[0] (name) (select) needs at least one option'],
    ['radio with empty options', withField({ type: 'radio', options: [] }), 'fields[0] (name) (radio) needs at least one option'],
    ['option without value', withField({ type: 'select', options: [{ value: '', label }] }), 'fields[0] (name).options[0].value must be a non-empty string'],
    ['repeated option', withField({ type: 'select', options: [{ value: 'a', label }, { value: 'a', label }] }), 'fields[0] (name).options[1].value "a" is repeated'],
    ['options on a text field', withField({ options: [{ value: 'a', label }] }), 'fields[0] (name).options are only for select and radio fields'],
    ['unknown rule', withField({ rules: { regex: '.*' } }), 'fields[0] (name).rules.regex is not a known rule'],
    ['required not boolean', withField({ rules: { required: 'yes' } }), 'fields[0] (name).rules.required must be a boolean'],
    ['negative min', withField({ rules: { min: -1 } }), 'fields[0] (name).rules.min must be a whole number ≥ 0'],
    ['fractional max', withField({ rules: { max: 2.5 } }), 'fields[0] (name).rules.max must be a whole number ≥ 0'],
    ['max zero', withField({ rules: { max: 0 } }), 'fields[0] (name).rules.max must be at least 1'],
    ['min over max', withField({ rules: { min: 5, max: 3 } }), 'fields[0] (name).rules.min is greater than max'],
    ['size under min', withField({ rules: { min: 5, size: 3 } }), 'fields[0] (name).rules.size is less than min'],
    ['size over max', withField({ rules: { max: 5, size: 9 } }), 'fields[0] (name).rules.size is greater than max'],
    ['length rule on a checkbox', withField({ type: 'checkbox', rules: { max: 5 } }), 'fields[0] (name).rules.max does not apply to a checkbox field'],
    ['unknown pattern', withField({ rules: { pattern: 'zip' } }), 'fields[0] (name).rules.pattern must be one of phone_il, email'],
    ['pattern on a select', withField({ type: 'select', options: [{ value: 'a', label }], rules: { pattern: 'email' } }), 'fields[0] (name).rules.pattern does not apply to a select field'],
    ['consent with a default', withField({ type: 'consent', defaultValue: true }), 'consent must be given by the visitor'],
    ['checkbox default not boolean', withField({ type: 'checkbox', defaultValue: 'on' }), 'fields[0] (name).defaultValue must be a boolean'],
    ['text default not string', withField({ defaultValue: 3 }), 'fields[0] (name).defaultValue must be a string'],
    ['select default not an option', withField({ type: 'select', options: [{ value: 'a', label }], defaultValue: 'b' }), 'is not one of the options'],
  ])('reports %s', (_case, definition, problem) => {
    const problems = validateFormDefinition(definition);
    expect(problems.some((p) => p.includes(problem))).toBe(true);
    expect(isFormDefinition(definition)).toBe(false);
  });

  it('reports a repeated id', () => {
    const definition = { fields: [minimalFormDefinition.fields[0], minimalFormDefinition.fields[0]] };
    expect(validateFormDefinition(definition)).toEqual(['fields[1] (full_name).id is repeated']);
  });

  it('never throws', () => {
    fc.assert(fc.property(fc.anything({ withNullPrototype: true, withBoxedValues: true }), (value) => {
      expect(Array.isArray(validateFormDefinition(value))).toBe(true);
      expect(Array.isArray(validateFormDefinition({ fields: [value] }))).toBe(true);
    }));
  });
});

describe('initialValues', () => {
  it('starts text empty, boxes unticked, and uses defaults', () => {
    const values = initialValues(contactFormDefinition);
    expect(values).toMatchObject({ first_name: '', contact_time: 'morning', newsletter: false, privacy: false, utm_source: '' });
    expect(Object.keys(values)).toHaveLength(contactFormDefinition.fields.length);
  });
});

describe('formColumns', () => {
  const one: FormDefinition = { ...minimalFormDefinition, layout: { columns: 1 } };
  const cases: [FormDefinition, Parameters<typeof formColumns>[1], 1 | 2][] = [
    [contactFormDefinition, undefined, 2],
    [minimalFormDefinition, undefined, 1],
    [one, { layout: 'double_column' }, 2],
    [one, { hasTwoColumns: true }, 2],
    [contactFormDefinition, { layout: 'single_column' }, 1],
  ];
  it.each(cases)('case %#', (definition, override, columns) => {
    expect(formColumns(definition, override)).toBe(columns);
  });
});

describe('resolveFormLocale', () => {
  it.each([
    ['he', 'he'],
    ['he-IL', 'he'],
    ['HE', 'he'],
    ['en', 'en'],
    ['ar', 'en'],
    [undefined, 'en'],
    ['hebrew', 'en'],
  ])('%s → %s', (input, locale) => {
    expect(resolveFormLocale(input)).toBe(locale);
  });
});
