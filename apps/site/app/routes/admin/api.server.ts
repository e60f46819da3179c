import { data, redirect } from 'react-router';
import { localeFromPath, localisedPath } from '@lux/content';
import { listRequestOf, listResultOf, type ResourceName } from '@lux/admin';
import { adminApiFetch } from '../../auth/admin-proxy.server';
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
