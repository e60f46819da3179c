import type { SortDescriptor } from 'react-aria-components';

/** How one list screen pages, sorts and filters: URL names and what the API calls them. */
export interface ListSpec {
  /** Names the model's stores (`admin/{name}/…` sids). */
  name: string;
  /** Columns the API sorts by (`sort=col` or `sort=-col`). */
  sortable: readonly string[];
  /** The sort when the URL names none, in the API's form (`key`, `-at`). */
  defaultSort?: string;
  /** URL parameter → the API's filter (`q` → `key_cont` sends `filter[key_cont]`). */
  filters: Readonly<Record<string, string>>;
  /** Rows per page (the API allows up to 100). */
  items?: number;
}

/** What the URL says about a list. */
export interface ListQuery {
  page: number;
  /** `col` or `-col`; null: the API's default order. */
  sort: string | null;
  /** By URL parameter; blank values are left out. */
  filters: Record<string, string>;
}

export const DEFAULT_ITEMS = 25;

/** Reads a list's state from the URL; anything it does not know or allow is ignored. */
export function parseListQuery(params: URLSearchParams, spec: ListSpec): ListQuery {
  const page = Number.parseInt(params.get('page') ?? '', 10);
  const sortParam = params.get('sort') ?? spec.defaultSort ?? null;
  const sort = sortParam !== null && spec.sortable.includes(sortParam.replace(/^-/, '')) ? sortParam : (spec.defaultSort ?? null);
  const filters: Record<string, string> = {};
  for (const name of Object.keys(spec.filters)) {
    const value = params.get(name)?.trim();
    if (value) filters[name] = value;
  }
  return { page: Number.isFinite(page) && page > 0 ? page : 1, sort, filters };
}

/** The URL's search for a list state, without its defaults (`page=2&sort=-key&q=meta`). */
export function searchOfListQuery(query: ListQuery, spec: ListSpec): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query.filters)) if (value) params.set(name, value);
  if (query.sort !== null && query.sort !== (spec.defaultSort ?? null)) params.set('sort', query.sort);
  if (query.page > 1) params.set('page', String(query.page));
  return params.toString();
}

/** The API's query for a list state: `page`, `items`, `sort`, `filter[…]`. */
export function apiParamsOfListQuery(query: ListQuery, spec: ListSpec): Record<string, string> {
  const params: Record<string, string> = { page: String(query.page), items: String(spec.items ?? DEFAULT_ITEMS) };
  if (query.sort !== null) params['sort'] = query.sort;
  for (const [name, value] of Object.entries(query.filters)) {
    const apiName = spec.filters[name];
    if (apiName && value) params[`filter[${apiName}]`] = value;
  }
  return params;
}

/** The table's sort descriptor for `col`/`-col`. */
export function sortDescriptorOf(sort: string | null): SortDescriptor | undefined {
  if (sort === null) return undefined;
  return sort.startsWith('-') ? { column: sort.slice(1), direction: 'descending' } : { column: sort, direction: 'ascending' };
}

/** `col`/`-col` for the table's sort descriptor. */
export function sortOfDescriptor(descriptor: SortDescriptor): string {
  return `${descriptor.direction === 'descending' ? '-' : ''}${String(descriptor.column)}`;
}
