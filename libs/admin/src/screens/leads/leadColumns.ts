import { TEXT_FIELD_TYPES, type FieldDefinition } from '@lux/forms-client';
import type { AdminLocale } from '../../i18n/strings';
import type { FormRecord } from '../../api/types';

/** A field of a form as the back office shows it: its id and its label in the screen's language. */
export interface ShownField {
  id: string;
  label: string;
}

const fallbackIds = ['name', 'full_name', 'first_name', 'email', 'phone'];

function fieldsOf(form: Pick<FormRecord, 'definition'>): FieldDefinition[] {
  const fields = (form.definition as { fields?: unknown }).fields;
  return Array.isArray(fields) ? (fields.filter((field) => typeof field === 'object' && field !== null && 'id' in field) as FieldDefinition[]) : [];
}

const labelOf = (field: FieldDefinition, locale: AdminLocale) =>
  (typeof field.label === 'object' && field.label !== null ? field.label[locale] || field.label.he || field.label.en : '') || field.id;

/** Every field of the form, in order, labelled; keys of the lead not in the definition come after. */
export function shownFields(form: Pick<FormRecord, 'definition'>, locale: AdminLocale, data: Record<string, unknown> = {}): ShownField[] {
  const known = fieldsOf(form).map((field) => ({ id: field.id, label: labelOf(field, locale) }));
  const extra = Object.keys(data)
    .filter((key) => !known.some((field) => field.id === key))
    .map((key) => ({ id: key, label: key }));
  return [...known, ...extra];
}

/** The leads table's columns after id and time: the form's first three text fields (name, e-mail, phone). */
export function leadListFields(form: Pick<FormRecord, 'definition'>, locale: AdminLocale): ShownField[] {
  const text = fieldsOf(form).filter((field) => TEXT_FIELD_TYPES.includes(field.type) && field.type !== 'textarea' && field.type !== 'hidden');
  if (text.length > 0) return text.slice(0, 3).map((field) => ({ id: field.id, label: labelOf(field, locale) }));
  return fallbackIds.slice(0, 3).map((id) => ({ id, label: id }));
}

/** A lead's value as text: booleans in words, everything else as given. */
export function valueText(value: unknown, words: { yes: string; no: string; empty: string }): string {
  if (value === true) return words.yes;
  if (value === false) return words.no;
  if (value === null || value === undefined || value === '') return words.empty;
  return typeof value === 'string' ? value : JSON.stringify(value);
}
