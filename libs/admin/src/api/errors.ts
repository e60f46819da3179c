import { isAxiosError } from 'axios';
import type { ApiErrorObject } from './types';

/** Field name → message, for react-aria's `Form validationErrors` (the field's `name`). */
export type FieldErrors = Record<string, string>;

/**
 * The field a JSON pointer names: `/data/attributes/value`, `/data/value`, `/value` and `/body/value`
 * all name `value`; nested pointers keep the rest joined by dots (`/contact/0/phone` → `contact.0.phone`).
 */
export function fieldOfPointer(pointer: string): string {
  const parts = pointer.split('/').filter(Boolean).map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'));
  while (parts.length > 1 && (parts[0] === 'data' || parts[0] === 'body' || parts[0] === 'attributes')) parts.shift();
  return parts.join('.');
}

/** An API refusal with its envelope: `fieldErrors` by field, `message` for a toast. */
export class AdminApiError extends Error {
  override readonly name = 'AdminApiError';
  constructor(
    readonly status: number,
    readonly errors: readonly ApiErrorObject[],
  ) {
    super(errors.map((error) => error.detail ?? error.title).filter(Boolean).join('; ') || `Request failed (${status})`);
  }

  /** Errors that name a field (`source.pointer` or a query `source.parameter`), by field. */
  get fieldErrors(): FieldErrors {
    const fields: FieldErrors = {};
    for (const error of this.errors) {
      const where = error.source?.pointer ?? error.source?.parameter;
      if (!where) continue;
      const field = error.source?.pointer ? fieldOfPointer(where) : where;
      const message = error.detail ?? error.title ?? '';
      fields[field] = fields[field] ? `${fields[field]} ${message}` : message;
    }
    return fields;
  }

  /** Errors that name no field: shown in a toast. */
  get generalErrors(): string[] {
    return this.errors.filter((error) => !error.source?.pointer && !error.source?.parameter).map((e) => e.detail ?? e.title ?? '');
  }
}

function isEnvelope(body: unknown): body is { errors: ApiErrorObject[] } {
  return typeof body === 'object' && body !== null && Array.isArray((body as { errors?: unknown }).errors);
}

/** Any failure of a call as an `AdminApiError` (a network failure is status 0). */
export function toAdminApiError(error: unknown): AdminApiError {
  if (error instanceof AdminApiError) return error;
  if (isAxiosError(error)) {
    const status = error.response?.status ?? 0;
    const body: unknown = error.response?.data;
    if (isEnvelope(body)) return new AdminApiError(status, body.errors);
    return new AdminApiError(status, [{ status, title: error.message }]);
  }
  return new AdminApiError(0, [{ title: error instanceof Error ? error.message : String(error) }]);
}
