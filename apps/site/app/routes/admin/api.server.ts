import { data, redirect } from 'react-router';
import { localeFromPath, localisedPath } from '@lux/content';
import { listRequestOf, listResultOf, type ResourceName } from '@lux/admin';
import { adminApiFetch, type AdminService } from '../../auth/admin-proxy.server';
import { signInLocation } from '../../auth/guard.server';
import { logger } from '../../lib/logger.server';

/**
 * A back-office list for the page's URL: its page, sort and filters become the API's `page`, `sort` and
 * `filter[…]`, fetched server-side with the user's token. 401 → sign in again; 403 → no access.
 */
export async function loadList<N extends ResourceName>(request: Request, name: N, requestId: string) {
  const url = new URL(request.url);
  const { service, path } = listRequestOf(name, url.searchParams);
  const response = await adminApiFetch(request, service, path, { headers: { 'x-request-id': requestId } });
  if (response.status === 401) throw redirect(signInLocation(request));
  if (response.status === 403) throw redirect(localisedPath(localeFromPath(url.pathname).locale, '/no-access'));
  if (!response.ok) {
    logger.warn({ status: response.status, service, path, requestId }, 'admin: list fetch failed');
    // A bad filter in the URL (400) is the visitor's; anything else is ours.
    throw data(null, { status: response.status === 400 ? 400 : 502 });
  }
  return listResultOf(name, await response.json());
}

/** What a read does with a 404 (a missing row) and a 403 (a panel the user may not see): fail the page, or null. */
export interface Absent {
  missing?: 'throw' | 'null';
  forbidden?: 'throw' | 'null';
}

/**
 * One back-office read with the user's token: 401 → sign in again, 403 → no access, 404 → a 404 page (or
 * null when the caller expects either), 400 → the visitor's bad query, anything else → 502.
 */
export async function readAdmin(request: Request, service: AdminService, path: string, requestId: string, absent: Absent = {}): Promise<unknown> {
  const response = await adminApiFetch(request, service, path, { headers: { 'x-request-id': requestId } });
  if (response.status === 401) throw redirect(signInLocation(request));
  if (response.status === 403) {
    if (absent.forbidden === 'null') return null;
    throw redirect(localisedPath(localeFromPath(new URL(request.url).pathname).locale, '/no-access'));
  }
  if (response.status === 404) {
    if (absent.missing === 'null') return null;
    throw data(null, { status: 404 });
  }
  if (!response.ok) {
    logger.warn({ status: response.status, service, path: path.split('?')[0], requestId }, 'admin: fetch failed');
    throw data(null, { status: response.status === 400 ? 400 : 502 });
  }
  return response.json();
}

