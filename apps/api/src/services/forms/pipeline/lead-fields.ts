import { contactFieldIds } from '../definition.js';

/**
 * Reading well-known values out of a lead's free-form `data`. Forms name their fields as editors like
 * (email, e_mail, first_name, firstName…), so each value is looked up under its usual spellings.
 */

const ALIASES = {
  email: ['email', 'e_mail', 'mail', 'email_address'],
  firstName: ['first_name', 'firstname', 'firstName', 'given_name'],
  lastName: ['last_name', 'lastname', 'lastName', 'family_name', 'surname'],
  fullName: ['name', 'full_name', 'fullName', 'fullname'],
  phone: ['phone', 'phone_number', 'mobile', 'tel', 'telephone'],
  company: ['company', 'company_name', 'organisation', 'organization'],
} as const;

export type LeadField = keyof typeof ALIASES;

/** The first non-empty string value among the field's spellings (matched case-insensitively). */
export function leadValue(data: Record<string, unknown>, field: LeadField): string | undefined {
  const byLowerKey = new Map(Object.entries(data).map(([key, value]) => [key.toLowerCase(), value]));
  for (const alias of ALIASES[field]) {
    const value = byLowerKey.get(alias.toLowerCase());
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
    if (typeof value === 'number') return String(value);
  }
  return undefined;
}

/**
 * The visitor's e-mail address or phone: the form's own `email` / `tel` fields first (the definition
 * says which they are), then the usual key names for data that came without a definition.
 */
export function contactValue(definition: Record<string, unknown>, data: Record<string, unknown>, kind: 'email' | 'phone'): string | undefined {
  for (const id of contactFieldIds(definition)[kind]) {
    const value = data[id];
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
  }
  return leadValue(data, kind);
}

/** A value as one line of text: arrays joined, objects as JSON, nothing as an empty string. */
export function displayValue(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(displayValue).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  if (typeof value === 'boolean') return value ? '✓' : '✗';
  return String(value);
}

/** Field labels from the form definition (`fields: [{ id, label: { he, en } }]`), by field id. */
export function fieldLabels(definition: Record<string, unknown>, locale = 'he'): Map<string, string> {
  const labels = new Map<string, string>();
  const fields = definition['fields'];
  if (!Array.isArray(fields)) return labels;
  for (const field of fields as unknown[]) {
    if (!field || typeof field !== 'object') continue;
    const { id, name, label } = field as { id?: unknown; name?: unknown; label?: unknown };
    const key = typeof id === 'string' ? id : name;
    const localised = label && typeof label === 'object' ? (label as Record<string, unknown>) : {};
    const text = typeof label === 'string' ? label : (localised[locale] ?? localised['he']);
    if (typeof key === 'string' && typeof text === 'string' && text.trim() !== '') labels.set(key, text);
  }
  return labels;
}
