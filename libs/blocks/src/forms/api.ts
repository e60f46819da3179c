import {
  isFormDefinition,
  type FormDefinition,
  type LeadSubmission,
} from '@lux/forms-client';

/**
 * The browser reaches the forms service through the site's own origin (apps/site/server.mjs proxies
 * `/api/forms/*` to FORMS_API_URL), so the CSP keeps connect-src 'self' and the service needs no CORS.
 */
export const FORMS_PROXY_PREFIX = '/api/forms';

/** A form as the forms service shows it to visitors (B§7 GET /forms/{id}). */
export interface PublicForm {
  id: number;
  type: string;
  locale: string;
  definition: FormDefinition;
  /** `settings/thank_you` as stored: `{ title, title_en, message, message_en, redirect_url }`. */
  thank_you: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The `data` of GET /forms/{id}, or null when it is not a renderable form. */
export function readPublicForm(value: unknown): PublicForm | null {
  if (!isRecord(value) || typeof value['id'] !== 'number' || !isFormDefinition(value['definition'])) return null;
  return {
    id: value['id'],
    type: typeof value['type'] === 'string' ? value['type'] : 'contact',
    locale: typeof value['locale'] === 'string' ? value['locale'] : 'he',
    definition: value['definition'],
    thank_you: value['thank_you'] ?? null,
  };
}

/** A form id as the CMS stores it (`form_id`, a link's `rdx_forms_form_id`): a positive whole number. */
export function formIdOf(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  return /^[1-9]\d{0,9}$/.test(text) ? Number(text) : null;
}

/** The form from the browser; rejects on any failure, resolves null when the form does not exist. */
export async function fetchPublicForm(formId: number, signal?: AbortSignal): Promise<PublicForm | null> {
  const response = await fetch(`${FORMS_PROXY_PREFIX}/forms/${formId}`, { headers: { accept: 'application/json' }, signal });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`The form could not be loaded (${response.status})`);
  const body: unknown = await response.json();
  const form = readPublicForm(isRecord(body) ? body['data'] : null);
  if (!form) throw new Error('The form service answered with a form that cannot be rendered');
  return form;
}

/** What goes with a lead besides the values (B§7 POST /forms/{id}/leads). */
export interface LeadExtras {
  /** The honeypot's content: empty from people, filled by bots (the service then drops the lead). */
  website: string;
}

/**
 * Sends a lead; resolves with the service's answer, rejects when it was not accepted (the form then
 * shows its error view with "Try again", keeping what was typed; the same idempotency key is reused).
 */
export async function sendLead(submission: LeadSubmission, extras: LeadExtras): Promise<unknown> {
  const sourceUrl = typeof window === 'undefined' ? undefined : window.location.href;
  const body = {
    data: submission.values,
    idempotency_key: submission.idempotencyKey,
    locale: submission.locale,
    ...(sourceUrl && /^https?:\/\//.test(sourceUrl) ? { source_url: sourceUrl.slice(0, 2000) } : {}),
    ...(extras.website ? { website: extras.website } : {}),
  };
  const response = await fetch(`${FORMS_PROXY_PREFIX}/forms/${submission.formId}/leads`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`The lead was not accepted (${response.status})`);
  return response.json().catch(() => null);
}
