/**
 * A form's definition: the JSON the back office edits and the forms service stores in
 * `forms.definition` (B§3.5). Everything else in this lib (schema, prefill, model) is derived from it.
 */

export const FORM_LOCALES = ['he', 'en'] as const;
export type FormLocale = (typeof FORM_LOCALES)[number];

export const FIELD_TYPES = [
  'text',
  'email',
  'tel',
  'textarea',
  'select',
  'radio',
  'checkbox',
  'date',
  'hidden',
  'consent',
] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

/** Types whose value is a boolean (ticked or not); every other type holds a string. */
export const BOOLEAN_FIELD_TYPES: readonly FieldType[] = ['checkbox', 'consent'];
/** Types whose value must be one of the field's options. */
export const CHOICE_FIELD_TYPES: readonly FieldType[] = ['select', 'radio'];
/** Types the length rules (`min`, `size`, `max`) and `pattern` apply to. */
export const TEXT_FIELD_TYPES: readonly FieldType[] = ['text', 'email', 'tel', 'textarea', 'hidden'];

export const FIELD_PATTERNS = ['phone_il', 'email'] as const;
export type FieldPattern = (typeof FIELD_PATTERNS)[number];

export interface LocalisedText {
  he: string;
  en: string;
}

export interface FieldOption {
  value: string;
  label: LocalisedText;
}

/**
 * The rules of B§5. Lengths count characters (code points) of the trimmed value and apply only to a
 * non-empty value (an empty optional field is valid): `min` at least, `max` at most ("Character limit
 * exceeded"), `size` exactly that many (Laravel's meaning for strings; there are no file fields here).
 */
export interface FieldRules {
  required?: boolean;
  min?: number;
  size?: number;
  max?: number;
  pattern?: FieldPattern;
}

export type FieldValue = string | boolean;

export interface FieldDefinition {
  /** snake_case, unique in the form; the key of the value in the lead. */
  id: string;
  type: FieldType;
  label: LocalisedText;
  placeholder?: LocalisedText;
  /** Required for `select` and `radio`. */
  options?: readonly FieldOption[];
  rules?: FieldRules;
  width?: 'full' | 'half';
  /** A string, or a boolean for `checkbox` (never for `consent`: consent is given by the visitor). */
  defaultValue?: FieldValue;
}

export interface FormLayout {
  columns: 1 | 2;
}

export interface FormDefinition {
  fields: readonly FieldDefinition[];
  layout?: FormLayout;
}

/** A lead's values, keyed by field id. */
export type FormValues = Record<string, FieldValue>;

export const FIELD_ID_PATTERN = /^[a-z][a-z0-9]*(?:_[a-z0-9]+)*$/;
/** snake_case names that would clash with Object.prototype when values are plain objects. */
const RESERVED_IDS = new Set(['constructor', 'prototype', 'to_string', 'value_of', 'has_own_property']);

export function isBooleanField(field: FieldDefinition): boolean {
  return BOOLEAN_FIELD_TYPES.includes(field.type);
}

/** A field's value before the visitor touches it: its default, or '' / false. */
export function emptyValue(field: FieldDefinition): FieldValue {
  if (isBooleanField(field)) return field.type === 'checkbox' && field.defaultValue === true;
  return typeof field.defaultValue === 'string' ? field.defaultValue : '';
}

/** The values a fresh form starts with. */
export function initialValues(definition: FormDefinition): FormValues {
  return Object.fromEntries(definition.fields.map((field) => [field.id, emptyValue(field)]));
}

/**
 * The column count of a form: the modal form popup's `double_column` layout (A§4) and the form block's
 * `has_two_columns` (B§3.3) win over the definition's own layout.
 */
export function formColumns(definition: FormDefinition, override?: { layout?: unknown; hasTwoColumns?: unknown }): 1 | 2 {
  if (override?.layout === 'double_column' || override?.hasTwoColumns === true) return 2;
  if (override?.layout === 'single_column') return 1;
  return definition.layout?.columns === 2 ? 2 : 1;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isLengthRule = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0;

function checkText(value: unknown, where: string, problems: string[], optional = false): void {
  if (value === undefined && optional) return;
  if (!isRecord(value) || typeof value.he !== 'string' || typeof value.en !== 'string') {
    problems.push(`${where} must be { he: string, en: string }`);
  }
}

function checkRules(field: Record<string, unknown>, where: string, problems: string[]): void {
  const rules = field.rules;
  if (rules === undefined) return;
  if (!isRecord(rules)) {
    problems.push(`${where}.rules must be an object`);
    return;
  }
  for (const key of Object.keys(rules)) {
    if (!['required', 'min', 'size', 'max', 'pattern'].includes(key)) problems.push(`${where}.rules.${key} is not a known rule`);
  }
  if (rules.required !== undefined && typeof rules.required !== 'boolean') problems.push(`${where}.rules.required must be a boolean`);
  const type = field.type as FieldType;
  const lengths = (['min', 'size', 'max'] as const).filter((rule) => rules[rule] !== undefined);
  for (const rule of lengths) {
    if (!isLengthRule(rules[rule])) problems.push(`${where}.rules.${rule} must be a whole number ≥ 0`);
    else if (!TEXT_FIELD_TYPES.includes(type)) problems.push(`${where}.rules.${rule} does not apply to a ${type} field`);
  }
  const { min, size, max } = rules;
  if (isLengthRule(max) && max === 0) problems.push(`${where}.rules.max must be at least 1`);
  if (isLengthRule(min) && isLengthRule(max) && min > max) problems.push(`${where}.rules.min is greater than max`);
  if (isLengthRule(size) && isLengthRule(min) && size < min) problems.push(`${where}.rules.size is less than min`);
  if (isLengthRule(size) && isLengthRule(max) && size > max) problems.push(`${where}.rules.size is greater than max`);
  if (rules.pattern !== undefined) {
    if (!FIELD_PATTERNS.includes(rules.pattern as FieldPattern)) problems.push(`${where}.rules.pattern must be one of ${FIELD_PATTERNS.join(', ')}`);
    else if (!TEXT_FIELD_TYPES.includes(type)) problems.push(`${where}.rules.pattern does not apply to a ${type} field`);
  }
}

function checkOptions(field: Record<string, unknown>, where: string, problems: string[]): void {
  const type = field.type as FieldType;
  if (!CHOICE_FIELD_TYPES.includes(type)) {
    if (field.options !== undefined) problems.push(`${where}.options are only for select and radio fields`);
    return;
  }
  if (!Array.isArray(field.options) || field.options.length === 0) {
    problems.push(`${where} (${type}) needs at least one option`);
    return;
  }
  const seen = new Set<string>();
  field.options.forEach((option: unknown, i) => {
    const at = `${where}.options[${i}]`;
    if (!isRecord(option) || typeof option.value !== 'string' || option.value === '') {
      problems.push(`${at}.value must be a non-empty string`);
      return;
    }
    if (seen.has(option.value)) problems.push(`${at}.value "${option.value}" is repeated`);
    seen.add(option.value);
    checkText(option.label, `${at}.label`, problems);
  });
}

function checkDefault(field: Record<string, unknown>, where: string, problems: string[]): void {
  const value = field.defaultValue;
  if (value === undefined) return;
  const type = field.type as FieldType;
  if (type === 'consent') problems.push(`${where}.defaultValue is not allowed: consent must be given by the visitor`);
  else if (type === 'checkbox') {
    if (typeof value !== 'boolean') problems.push(`${where}.defaultValue must be a boolean`);
  } else if (typeof value !== 'string') problems.push(`${where}.defaultValue must be a string`);
  else if (CHOICE_FIELD_TYPES.includes(type) && value !== '' && Array.isArray(field.options)) {
    const values = field.options.map((option: unknown) => (isRecord(option) ? option.value : undefined));
    if (!values.includes(value)) problems.push(`${where}.defaultValue "${value}" is not one of the options`);
  }
}

/**
 * Checks a definition received as JSON (the API validates with it before storing; the back office shows
 * the problems). Returns readable problems; an empty list means the value is a valid `FormDefinition`.
 * Never throws.
 */
export function validateFormDefinition(definition: unknown): string[] {
  const problems: string[] = [];
  if (!isRecord(definition)) return ['definition must be an object'];
  for (const key of Object.keys(definition)) {
    if (key !== 'fields' && key !== 'layout') problems.push(`definition.${key} is not a known property`);
  }
  if (definition.layout !== undefined) {
    const layout = definition.layout;
    if (!isRecord(layout) || (layout.columns !== 1 && layout.columns !== 2)) problems.push('layout.columns must be 1 or 2');
  }
  if (!Array.isArray(definition.fields)) return [...problems, 'fields must be an array'];
  if (definition.fields.length === 0) problems.push('fields must hold at least one field');
  const ids = new Set<string>();
  definition.fields.forEach((field: unknown, i) => {
    let where = `fields[${i}]`;
    if (!isRecord(field)) {
      problems.push(`${where} must be an object`);
      return;
    }
    if (typeof field.id !== 'string' || !FIELD_ID_PATTERN.test(field.id) || RESERVED_IDS.has(field.id)) {
      problems.push(`${where}.id must be a snake_case name (a-z, 0-9, _)`);
    } else {
      where = `fields[${i}] (${field.id})`;
      if (ids.has(field.id)) problems.push(`${where}.id is repeated`);
      ids.add(field.id);
    }
    if (!FIELD_TYPES.includes(field.type as FieldType)) {
      problems.push(`${where}.type must be one of ${FIELD_TYPES.join(', ')}`);
      return;
    }
    checkText(field.label, `${where}.label`, problems);
    checkText(field.placeholder, `${where}.placeholder`, problems, true);
    if (field.width !== undefined && field.width !== 'full' && field.width !== 'half') problems.push(`${where}.width must be full or half`);
    checkOptions(field, where, problems);
    checkRules(field, where, problems);
    checkDefault(field, where, problems);
  });
  return problems;
}

/** Type guard over `validateFormDefinition`. */
export function isFormDefinition(definition: unknown): definition is FormDefinition {
  return validateFormDefinition(definition).length === 0;
}

/** 'he', 'he-IL' → 'he'; anything else → 'en' (the spec's default locale, B§9). */
export function resolveFormLocale(locale: unknown): FormLocale {
  return typeof locale === 'string' && /^he(?:[-_]|$)/i.test(locale) ? 'he' : 'en';
}
