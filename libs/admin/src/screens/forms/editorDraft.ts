import {
  CHOICE_FIELD_TYPES,
  FIELD_PATTERNS,
  FIELD_TYPES,
  TEXT_FIELD_TYPES,
  validateFormDefinition,
  type FieldType,
} from '@lux/forms-client';
import type { FormBodyOut } from '../../api/formsApi';
import type { ConfirmationsSetting, FormRecord, IntegrationsSetting, ThankYouSetting } from '../../api/types';

/** One option of a select or radio field, as edited. */
export interface OptionDraft {
  key: string;
  value: string;
  he: string;
  en: string;
}

/** One field as edited: rules and lengths as text (so a half-typed number is not lost). */
export interface FieldDraft {
  /** Stable across reorders, for React keys and focus; never sent. */
  key: string;
  id: string;
  type: FieldType;
  labelHe: string;
  labelEn: string;
  required: boolean;
  min: string;
  max: string;
  size: string;
  pattern: string;
  width: '' | 'full' | 'half';
  defaultValue: string;
  checkedByDefault: boolean;
  options: OptionDraft[];
  /** What the editor does not show (placeholder…), kept as it was. */
  rest: Record<string, unknown>;
}

export interface FormDraft {
  name: string;
  type: string;
  locale: string;
  columns: 1 | 2;
  fields: FieldDraft[];
  thankYou: ThankYouSetting;
  recipients: string;
  subject: string;
  confirmations: ConfirmationsSetting;
  integrations: IntegrationsSetting;
}

let counter = 0;
/** A key no other field or option of this session has. */
export const newKey = (prefix = 'f') => `${prefix}${++counter}`;

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const numberText = (value: unknown) => (typeof value === 'number' ? String(value) : '');
const record = (value: unknown): Record<string, unknown> => (typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {});

function fieldDraftOf(raw: unknown): FieldDraft {
  const { id, type, label, rules, width, defaultValue, options, ...rest } = record(raw);
  const labels = record(label);
  const ruleSet = record(rules);
  return {
    key: newKey(),
    id: text(id),
    type: FIELD_TYPES.includes(type as FieldType) ? (type as FieldType) : 'text',
    labelHe: text(labels['he']),
    labelEn: text(labels['en']),
    required: ruleSet['required'] === true,
    min: numberText(ruleSet['min']),
    max: numberText(ruleSet['max']),
    size: numberText(ruleSet['size']),
    pattern: text(ruleSet['pattern']),
    width: width === 'full' || width === 'half' ? width : '',
    defaultValue: text(defaultValue),
    checkedByDefault: defaultValue === true,
    options: Array.isArray(options)
      ? options.map((option) => {
          const o = record(option);
          const l = record(o['label']);
          return { key: newKey('o'), value: text(o['value']), he: text(l['he']), en: text(l['en']) };
        })
      : [],
    rest,
  };
}

/** A new text field, named so that the form stays valid once it has a label. */
export function newField(existing: readonly FieldDraft[]): FieldDraft {
  let n = existing.length + 1;
  while (existing.some((field) => field.id === `field_${n}`)) n++;
  return fieldDraftOf({ id: `field_${n}`, type: 'text', label: { he: '', en: '' } });
}

export const newOption = (): OptionDraft => ({ key: newKey('o'), value: '', he: '', en: '' });

/** The editor's state of a stored form. */
export function draftOf(form: FormRecord): FormDraft {
  const definition = record(form.definition);
  const layout = record(definition['layout']);
  return {
    name: form.name ?? '',
    type: form.type,
    locale: form.locale,
    columns: layout['columns'] === 2 ? 2 : 1,
    fields: Array.isArray(definition['fields']) ? definition['fields'].map(fieldDraftOf) : [],
    thankYou: { ...form.thank_you },
    recipients: (form.notifications?.recipients ?? []).join(', '),
    subject: form.notifications?.subject ?? '',
    confirmations: { enabled: false, subject: '', subject_en: '', body: '', body_en: '', ...form.confirmations },
    integrations: { crm: { enabled: false, system: 'webhook', ...form.integrations?.crm } },
  };
}

/** `fields.<key>.<part>` — the name of a field editor's control, for errors beside it. */
export const controlName = (field: Pick<FieldDraft, 'key'>, part: string) => `fields.${field.key}.${part}`;

const WHOLE = /^\d+$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface DraftCheck {
  body: FormBodyOut;
  /** Errors by control name, shown beside the control. */
  errors: Record<string, string>;
  /** validateFormDefinition's problems, by field key (`''`: the form as a whole). */
  problems: Record<string, string[]>;
}

/**
 * The API body of a draft, checked as the API will check it: lengths must be whole numbers, recipients
 * e-mail addresses, and the definition must pass forms-client's `validateFormDefinition`.
 */
export function checkDraft(draft: FormDraft, messages: { invalidNumber: string; invalidEmail: (value: string) => string; required: string }): DraftCheck {
  const errors: Record<string, string> = {};
  const fields = draft.fields.map((field) => {
    const rules: Record<string, unknown> = {};
    if (field.required) rules['required'] = true;
    for (const rule of ['min', 'max', 'size'] as const) {
      const value = field[rule].trim();
      if (value === '' || !TEXT_FIELD_TYPES.includes(field.type)) continue;
      if (WHOLE.test(value)) rules[rule] = Number(value);
      else errors[controlName(field, rule)] = messages.invalidNumber;
    }
    if (field.pattern && TEXT_FIELD_TYPES.includes(field.type) && (FIELD_PATTERNS as readonly string[]).includes(field.pattern)) rules['pattern'] = field.pattern;
    const out: Record<string, unknown> = { ...field.rest, id: field.id.trim(), type: field.type, label: { he: field.labelHe, en: field.labelEn } };
    if (Object.keys(rules).length > 0) out['rules'] = rules;
    if (field.width) out['width'] = field.width;
    if (CHOICE_FIELD_TYPES.includes(field.type)) {
      out['options'] = field.options.map((option) => ({ value: option.value.trim(), label: { he: option.he, en: option.en } }));
    }
    if (field.type === 'checkbox' && field.checkedByDefault) out['defaultValue'] = true;
    else if (field.type !== 'checkbox' && field.type !== 'consent' && field.defaultValue !== '') out['defaultValue'] = field.defaultValue;
    return out;
  });
  const definition: Record<string, unknown> = { fields, layout: { columns: draft.columns } };
  const problems: Record<string, string[]> = {};
  for (const problem of validateFormDefinition(definition)) {
    const index = /^fields\[(\d+)\]/.exec(problem)?.[1];
    const key = index === undefined ? '' : (draft.fields[Number(index)]?.key ?? '');
    (problems[key] ??= []).push(problem);
  }
  const recipients = draft.recipients
    .split(/[,\s;]+/)
    .map((item) => item.trim())
    .filter(Boolean);
  const bad = recipients.find((item) => !EMAIL.test(item));
  if (bad) errors['notifications.recipients'] = messages.invalidEmail(bad);
  if (draft.name.trim() === '') errors['name'] = messages.required;
  return {
    body: {
      name: draft.name.trim(),
      type: draft.type.trim(),
      locale: draft.locale,
      definition,
      thank_you: draft.thankYou,
      notifications: { recipients, subject: draft.subject },
      confirmations: draft.confirmations,
      integrations: draft.integrations,
    },
    errors,
    problems,
  };
}

/** The fields with one moved by `delta` places (−1 up, +1 down); unchanged at the ends. */
export function moved<T>(items: readonly T[], index: number, delta: number): T[] {
  const target = index + delta;
  if (target < 0 || target >= items.length) return [...items];
  const next = [...items];
  const [item] = next.splice(index, 1);
  next.splice(target, 0, item!);
  return next;
}

/** The smallest valid definition a new form starts with. */
export const starterDefinition = {
  fields: [
    { id: 'full_name', type: 'text', label: { he: 'שם מלא', en: 'Full name' }, rules: { required: true, max: 100 } },
    { id: 'email', type: 'email', label: { he: 'דוא״ל', en: 'E-mail' }, rules: { required: true, pattern: 'email' } },
    { id: 'phone', type: 'tel', label: { he: 'טלפון', en: 'Phone' }, rules: { required: true, pattern: 'phone_il' } },
  ],
  layout: { columns: 1 },
};
