import { data, redirect } from 'react-router';
import { localeFromPath, localisedPath } from '@lux/content';
import { recordOf, rowsOf, type ListResult } from '@lux/admin';
import { adminApiFetch } from '../../auth/admin-proxy.server';
import { signInLocation } from '../../auth/guard.server';
import { logger } from '../../lib/logger.server';

/** A route's numeric id (`formId`, `leadId`, `messageId`), or a 404 for anything else. */
export function idParam(value: string | undefined): string {
  if (value === undefined || !/^[1-9][0-9]{0,9}$/.test(value) || Number(value) > 2_147_483_647) throw data(null, { status: 404 });
  return value;
}

/**
 * One forms-service read for a back-office page, with the user's token: 401 → sign in again, 403 → no
 * access, 404 → a 404 page, 400 → the visitor's bad query, anything else → 502.
 */
async function forms(request: Request, path: string, requestId: string): Promise<unknown> {
  const response = await adminApiFetch(request, 'forms', path, { headers: { 'x-request-id': requestId } });
  if (response.status === 401) throw redirect(signInLocation(request));
  if (response.status === 403) throw redirect(localisedPath(localeFromPath(new URL(request.url).pathname).locale, '/no-access'));
  if (response.status === 404) throw data(null, { status: 404 });
  if (!response.ok) {
    logger.warn({ status: response.status, path: path.split('?')[0], requestId }, 'admin: forms fetch failed');
    throw data(null, { status: response.status === 400 ? 400 : 502 });
  }
  return response.json();
}

/** `{ data }` of a forms-service path as one row with a text id. */
export async function loadFormsRecord<T>(request: Request, path: string, requestId: string): Promise<T> {
  return recordOf<T>(await forms(request, path, requestId));
}

/** `{ data, meta }` of a forms-service list path as rows with text ids. */
export async function loadFormsList<T>(request: Request, path: string, requestId: string): Promise<ListResult<T>> {
  return rowsOf<T>(await forms(request, path, requestId));
}

/** `{ data: T[] }` without paging (a lead's deliveries). */
export async function loadFormsArray<T>(request: Request, path: string, requestId: string): Promise<T[]> {
  return ((await forms(request, path, requestId)) as { data: T[] }).data;
}
