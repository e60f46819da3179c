/**
 * The site URL's query string ⇄ stock locator state. Pure and total: parsing never throws, whatever
 * the query holds, and `fromSearch(toSearch(s))` equals `s` for every normalised state (property
 * tested). The same string is what the session key `sl_vehicle_list_query_params` stores (A§9).
 *
 * Format (A§5, A§2): `models=Defender  Discovery` (checkbox values joined with a double space),
 * `mileage.from=1000&mileage.to=50000` (range bounds, only when not default), `sort`, `page`, `items`
 * (only when not default), then `_retailer`, `_state`, `_postcode`, `_locality`.
 */
import type { QueryParam } from './contract';
import {
  CHECKBOX_FILTER_KEYS,
  FILTER_KEYS,
  isCheckboxFilterKey,
  joinCheckboxValues,
  normaliseFilterValues,
  parseRangeNumber,
  splitCheckboxValues,
  type RangeDefaults,
} from './filters';
import {
  DEFAULT_SORT,
  defaultListQuery,
  listingLimits,
  normaliseItems,
  normaliseListQuery,
  normalisePage,
  normaliseSort,
  type ListQuery,
} from './list-query';
import {
  emptyPostcodeSearch,
  normalisePostcodeSearch,
  postcodeSearchFromParams,
  postcodeSearchToParams,
  type PostcodeSearchData,
} from './postcode';

/** What the URL holds. Dealer codes are not in the URL: they are found again from the search. */
export interface StockUrlState {
  readonly query: ListQuery;
  readonly search: PostcodeSearchData;
}

export const defaultStockUrlState: StockUrlState = Object.freeze({
  query: defaultListQuery,
  search: emptyPostcodeSearch,
});

/** A§9: session storage key of the vehicle list query parameters. */
export const VEHICLE_LIST_SESSION_KEY = 'sl_vehicle_list_query_params';

/** The URL parameters of a state, in a fixed order, defaults left out. */
export function stockStateToParams(state: StockUrlState, defaults: RangeDefaults = {}): QueryParam[] {
  const query = normaliseListQuery(state.query, defaults);
  const params: QueryParam[] = [];
  for (const key of FILTER_KEYS) {
    if (isCheckboxFilterKey(key)) {
      const values = query.filters[key];
      if (values && values.length > 0) params.push([key, joinCheckboxValues(values)]);
    } else {
      const range = query.filters[key];
      if (range?.from != null) params.push([`${key}.from`, String(range.from)]);
      if (range?.to != null) params.push([`${key}.to`, String(range.to)]);
    }
  }
  if (query.sort !== DEFAULT_SORT) params.push(['sort', query.sort]);
  if (query.page !== 1) params.push(['page', String(query.page)]);
  if (query.items !== listingLimits.defaultItems) params.push(['items', String(query.items)]);
  params.push(...postcodeSearchToParams({ ...normalisePostcodeSearch(state.search), dealerCodes: [] }));
  return params;
}

/** The query string (without `?`) of a state. */
export function stockStateToSearch(state: StockUrlState, defaults: RangeDefaults = {}): string {
  const search = new URLSearchParams();
  for (const [name, value] of stockStateToParams(state, defaults)) search.append(name, value);
  return search.toString();
}

function toParams(search: unknown): URLSearchParams {
  if (search instanceof URLSearchParams) return search;
  if (typeof search !== 'string') return new URLSearchParams();
  // A full URL or a path with a query: keep what follows the first '?', drop any hash.
  const query = search.includes('?') ? search.slice(search.indexOf('?') + 1) : search;
  const withoutHash = query.includes('#') ? query.slice(0, query.indexOf('#')) : query;
  return new URLSearchParams(withoutHash);
}

/**
 * Reads a query string (with or without `?`, or a URLSearchParams). Unknown parameters are ignored;
 * repeated checkbox parameters are merged; for a repeated range bound, sort, page or items the first
 * value counts. Never throws.
 */
export function stockStateFromSearch(search: unknown, defaults: RangeDefaults = {}): StockUrlState {
  const params = toParams(search);
  const filters: Record<string, unknown> = {};
  for (const key of CHECKBOX_FILTER_KEYS) {
    const values = params.getAll(key).flatMap(splitCheckboxValues);
    if (values.length > 0) filters[key] = values;
  }
  for (const key of FILTER_KEYS) {
    if (isCheckboxFilterKey(key)) continue;
    const from = parseRangeNumber(params.get(`${key}.from`));
    const to = parseRangeNumber(params.get(`${key}.to`));
    if (from !== null || to !== null) filters[key] = { from, to };
  }
  return {
    query: {
      filters: normaliseFilterValues(filters, defaults),
      sort: normaliseSort(params.get('sort')),
      page: normalisePage(params.get('page')),
      items: normaliseItems(params.get('items')),
    },
    search: postcodeSearchFromParams(params),
  };
}

/** True when the query string holds any stock locator parameter (else the session copy is used). */
export function hasStockParams(search: unknown): boolean {
  return stockStateToParams(stockStateFromSearch(search)).length > 0;
}
