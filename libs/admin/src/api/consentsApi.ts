import { apiParamsOfListQuery, parseListQuery } from '../model/listQuery';
import { consentsListSpec } from '../model/specs';

/**
 * The browser's link to the consent records CSV for a list URL's search: the same filters and sort the
 * table shows, every page. Through the site's proxy (a plain GET: the session cookie suffices).
 */
export function consentsExportHref(search: string | URLSearchParams): string {
  const api = apiParamsOfListQuery(parseListQuery(new URLSearchParams(search), consentsListSpec), consentsListSpec);
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(api)) if (name.startsWith('filter[') || name === 'sort') params.set(name, value);
  const query = params.toString();
  return `/admin/api/forms/consents/export.csv${query ? `?${query}` : ''}`;
}
