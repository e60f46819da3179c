import {
  buildLeadSchema,
  FORM_ERROR_KEY,
  leadMessages,
  type FormDefinition,
  type FormLocale,
  type FormValues,
  validateFormDefinition,
  validateLead,
} from '@lux/forms-client';
import type { FastifyReply } from 'fastify';
import { errorBody } from '../../http/errors.js';

/**
 * The one place the API meets libs/forms-client: a definition is checked with the same code the back
 * office runs, and a lead with the same yup schema the browser runs (B§5), so they cannot disagree.
 */

type Source = { pointer?: string; parameter?: string };
export interface Problem {
  detail: string;
  source?: Source;
}

const MAX_PROBLEMS = 50;

/** Several errors in one envelope (a form with three bad fields gets three). */
export function sendProblems(reply: FastifyReply, status: number, problems: readonly Problem[]) {
  const errors = problems.slice(0, MAX_PROBLEMS).flatMap((p) => errorBody(status, p.detail, p.source).errors);
  return reply.code(status).type('application/json; charset=utf-8').send({ errors });
}

const escapePointer = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');

/** validateFormDefinition's problems, each pointing into the body where it can (`fields[2]…` → `/definition/fields/2`). */
export function definitionProblems(definition: unknown, at = '/definition'): Problem[] {
  return validateFormDefinition(definition).map((detail) => {
    const field = /^fields\[(\d+)\]/.exec(detail);
    const pointer = field ? `${at}/fields/${field[1]}` : detail.startsWith('layout') ? `${at}/layout` : at;
    return { detail: `definition: ${detail}`, source: { pointer } };
  });
}

export const asDefinition = (value: unknown) => value as unknown as FormDefinition;

// NUL is exactly what this looks for.
// eslint-disable-next-line no-control-regex
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * The pointer of the first string (or key) in a JSON value that jsonb refuses: NUL, or half of a
 * surrogate pair. Checked before a write, so such input is a 400 instead of a database error.
 */
export function unstorableAt(value: unknown, at = ''): string | null {
  if (typeof value === 'string') return UNSTORABLE.test(value) ? at || '/' : null;
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const found = unstorableAt(item, `${at}/${i}`);
      if (found) return found;
    }
    return null;
  }
  if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      const where = `${at}/${escapePointer(key)}`;
      if (UNSTORABLE.test(key)) return where;
      const found = unstorableAt(item, where);
      if (found) return found;
    }
  }
  return null;
}

export const UNSTORABLE_DETAIL = 'This text holds a NUL character or half of a surrogate pair, which cannot be stored.';

export type LeadCheck = { ok: true; value: FormValues } | { ok: false; problems: Problem[] };

/**
 * Validates a lead's answers with the form's own schema: unknown keys are dropped, and every failing
 * field gets its own error pointing at `/data/<fieldId>`. Messages are in the visitor's locale.
 */
export function checkLead(definition: unknown, locale: FormLocale, data: unknown): LeadCheck {
  const result = validateLead(buildLeadSchema(asDefinition(definition), locale), data);
  if (result.ok) {
    const bad = unstorableAt(result.values, '/data');
    if (!bad) return { ok: true, value: result.values };
    return { ok: false, problems: [{ detail: leadMessages[locale].invalid, source: { pointer: bad } }] };
  }
  return {
    ok: false,
    problems: Object.entries(result.errors).map(([field, message]) => ({
      detail: message,
      source: { pointer: field === FORM_ERROR_KEY ? '/data' : `/data/${escapePointer(field)}` },
    })),
  };
}

/** The fields holding an e-mail address, and a phone number, by their type. */
export function contactFieldIds(definition: unknown) {
  const fields = Array.isArray((definition as { fields?: unknown })?.fields)
    ? ((definition as { fields: Array<{ id?: unknown; type?: unknown }> }).fields)
    : [];
  const ids = (type: string) => fields.filter((f) => f.type === type && typeof f.id === 'string').map((f) => f.id as string);
  return { email: ids('email'), phone: ids('tel') };
}

export const normaliseEmail = (value: unknown) => (typeof value === 'string' ? value.trim().toLowerCase() : '');
/** Digits only, with Israel's +972 written as the leading 0 people type: 050-1234567 ≡ +972 50 123 4567. */
export const normalisePhone = (value: unknown) =>
  typeof value === 'string' ? value.replace(/[^0-9]/g, '').replace(/^972/, '0') : '';
