/**
 * The vehicle list: filters, sorting, paging, load-more, URL and session sync (A§5, A§7, A§9).
 *
 * Filter changes update `$listQuery` at once (the UI reflects them) and reload the list after
 * `$filterDebounceMs` of quiet (patronum `debounce`), so dragging a range slider makes one request.
 * Sort, page and items reload at once. Out-of-order responses are ignored: only the response to the
 * latest request is applied.
 */
import { attach, combine, createEvent, createStore, sample } from 'effector';
import { debounce } from 'patronum';
import { listingApiQuery } from '../api-query';
import type { FacetValue, ListingResponse, QueryParam, RangeFacet, Vehicle } from '../contract';
import {
  normaliseCheckboxValues,
  normaliseFilterValues,
  normaliseRange,
  toggleCheckboxValue,
  type CheckboxFilterKey,
  type FilterValues,
  type RangeDefaults,
  type RangeFilterKey,
} from '../filters';
import {
  canLoadMore,
  defaultListQuery,
  normaliseItems,
  normalisePage,
  normaliseSort,
  type ListQuery,
} from '../list-query';
import { normalisePostcodeSearch, sameSearchFields, type PostcodeSearchData } from '../postcode';
import { hasStockParams, stockStateFromSearch, stockStateToSearch, VEHICLE_LIST_SESSION_KEY, type StockUrlState } from '../url';
import {
  $brandKey,
  $listing,
  $listShown,
  $postcodeSearch,
  $stockApi,
  listReloadRequested,
  storageReadFx,
  storageWrittenFx,
} from './shared';

export interface StockLocatorOpenedParams {
  /** `ci_key_list` of the block. */
  readonly listing: string;
  /** `sl_key_brand` of the block; '' or absent for every brand. */
  readonly brand?: string;
  /** The page URL's query string (`location.search` or the loader's `url.search`). */
  readonly search?: string;
}

/** The stock locator block mounted (server loader or browser). */
export const stockLocatorOpened = createEvent<StockLocatorOpenedParams>();
/** The URL's query changed by navigation (back/forward): the URL is the truth. */
export const urlChanged = createEvent<string>();
/** Internal: state restored from the URL or the session copy. The postcode model listens too. */
export const stockStateRestored = createEvent<StockUrlState>();

export const checkboxFilterToggled = createEvent<{ filter: CheckboxFilterKey; value: string }>();
export const checkboxFilterSet = createEvent<{ filter: CheckboxFilterKey; values: readonly string[] }>();
export const rangeFilterChanged = createEvent<{ filter: RangeFilterKey; from: number | null; to: number | null }>();
export const filterCleared = createEvent<CheckboxFilterKey | RangeFilterKey>();
/** The "Reset Filter" button (A§8 default label): every filter off; sort and items kept. */
export const filtersReset = createEvent();
export const sortChanged = createEvent<string>();
export const pageChanged = createEvent<number>();
export const itemsChanged = createEvent<number>();
export const loadMoreRequested = createEvent();
/** Default bounds of range filters (config or an unfiltered response); known keys are kept. */
export const rangeDefaultsReceived = createEvent<RangeDefaults>();

export const $listQuery = createStore<ListQuery>(defaultListQuery, { sid: 'stock-locator/$listQuery' });
export const $rangeDefaults = createStore<RangeDefaults>({}, { sid: 'stock-locator/$rangeDefaults' });
export const $vehicles = createStore<readonly Vehicle[]>([], { sid: 'stock-locator/$vehicles' });
export const $total = createStore(0, { sid: 'stock-locator/$total' });
/** Per checkbox filter, its values with counts under the other active filters ("Defender (12)"). */
export const $facets = createStore<Readonly<Record<string, readonly FacetValue[]>>>({}, { sid: 'stock-locator/$facets' });
/** Per range filter, its bounds under the other active filters. */
export const $ranges = createStore<Readonly<Record<string, RangeFacet>>>({}, { sid: 'stock-locator/$ranges' });
export const $listError = createStore<string | null>(null, { sid: 'stock-locator/$listError' });
/** Quiet time before a filter change reloads the list; tests set 0. */
export const $filterDebounceMs = createStore(300, { sid: 'stock-locator/$filterDebounceMs', serialize: 'ignore' });

/** The URL query string (no `?`) of the current state; the site mirrors it with `replace`. */
export const $urlSearch = combine($listQuery, $postcodeSearch, $rangeDefaults, (query, search, defaults) =>
  stockStateToSearch({ query, search }, defaults),
);
export const $canLoadMore = combine($vehicles, $total, (vehicles, total) => canLoadMore(vehicles.length, total));

type Mode = 'replace' | 'append';
interface ListRequest {
  readonly listing: string;
  readonly params: readonly QueryParam[];
  readonly mode: Mode;
  readonly key: string;
}

export const fetchVehicleListFx = attach({
  source: $stockApi,
  effect: (api, request: ListRequest): Promise<ListingResponse> => api.listVehicles(request.listing, request.params),
});
export const $listLoading = fetchVehicleListFx.pending;

/** Key of the latest request; a response to any other is stale and dropped. */
const $latestRequestKey = createStore('', { sid: 'stock-locator/$latestRequestKey', serialize: 'ignore' });
const listRequested = createEvent<Mode>();
const filtersChanged = createEvent();
const queryUpdated = createEvent<ListQuery>();

const requestOf = (mode: Mode, listing: string, brand: string, query: ListQuery, search: PostcodeSearchData, rangeDefaults: RangeDefaults): ListRequest => {
  const params = listingApiQuery(query, { brand, dealerCodes: search.dealerCodes, rangeDefaults });
  return { listing, params, mode, key: `${mode} ${listing} ${new URLSearchParams(params.map(([k, v]) => [k, v])).toString()}` };
};

const requestMade = sample({
  clock: listRequested,
  source: { listing: $listing, brand: $brandKey, query: $listQuery, search: $postcodeSearch, defaults: $rangeDefaults },
  filter: ({ listing }) => listing !== '',
  fn: ({ listing, brand, query, search, defaults }, mode) => requestOf(mode, listing, brand, query, search, defaults),
});
sample({ clock: requestMade, fn: (request) => request.key, target: $latestRequestKey });
sample({ clock: requestMade, target: fetchVehicleListFx });

const fresh = sample({
  clock: fetchVehicleListFx.done,
  source: $latestRequestKey,
  filter: (latest, { params }) => params.key === latest,
  fn: (_, { params, result }) => ({ mode: params.mode, result }),
});
sample({
  clock: fresh,
  source: $vehicles,
  fn: (vehicles, { mode, result }) => {
    if (mode === 'replace') return result.data;
    const seen = new Set(vehicles.map((v) => v.id));
    return [...vehicles, ...result.data.filter((v) => !seen.has(v.id))];
  },
  target: $vehicles,
});
sample({ clock: fresh, fn: ({ result }) => result.meta.total, target: $total });
sample({ clock: fresh, fn: ({ result }) => result.meta.facets, target: $facets });
sample({ clock: fresh, fn: ({ result }) => result.meta.ranges ?? {}, target: $ranges });
sample({ clock: fresh, fn: () => true, target: $listShown });
sample({ clock: fresh, fn: () => null, target: $listError });
sample({
  clock: fresh,
  source: $rangeDefaults,
  // The first bounds seen for a range become its default; later (filtered) bounds do not move it.
  fn: (defaults, { result }) => ({ ...(result.meta.ranges ?? {}), ...defaults }) as RangeDefaults,
  target: $rangeDefaults,
});
sample({
  clock: fetchVehicleListFx.fail,
  source: $latestRequestKey,
  filter: (latest, { params }) => params.key === latest,
  fn: (_, { error }) => (error instanceof Error ? error.message : 'Stock list request failed'),
  target: $listError,
});

sample({
  clock: rangeDefaultsReceived,
  source: $rangeDefaults,
  fn: (current, received) => ({ ...normaliseDefaults(received), ...current }) as RangeDefaults,
  target: $rangeDefaults,
});

function normaliseDefaults(value: RangeDefaults): RangeDefaults {
  const out: Record<string, { min: number; max: number }> = {};
  for (const [key, bounds] of Object.entries(value ?? {})) {
    if (bounds && Number.isSafeInteger(bounds.min) && Number.isSafeInteger(bounds.max) && bounds.min >= 0 && bounds.min <= bounds.max)
      out[key] = { min: bounds.min, max: bounds.max };
  }
  return out as RangeDefaults;
}

// ---- filter, sort and paging changes -------------------------------------------------------------

const withFilters = (query: ListQuery, filters: FilterValues, defaults: RangeDefaults): ListQuery => ({
  ...query,
  filters: normaliseFilterValues(filters, defaults),
  page: 1,
});

sample({
  clock: checkboxFilterToggled,
  source: { query: $listQuery, defaults: $rangeDefaults },
  fn: ({ query, defaults }, { filter, value }) =>
    withFilters(query, { ...query.filters, [filter]: toggleCheckboxValue(query.filters[filter] ?? [], value) }, defaults),
  target: [queryUpdated, filtersChanged],
});
sample({
  clock: checkboxFilterSet,
  source: { query: $listQuery, defaults: $rangeDefaults },
  fn: ({ query, defaults }, { filter, values }) =>
    withFilters(query, { ...query.filters, [filter]: normaliseCheckboxValues(values) }, defaults),
  target: [queryUpdated, filtersChanged],
});
sample({
  clock: rangeFilterChanged,
  source: { query: $listQuery, defaults: $rangeDefaults },
  fn: ({ query, defaults }, { filter, from, to }) =>
    withFilters(query, { ...query.filters, [filter]: normaliseRange({ from, to }, defaults[filter]) }, defaults),
  target: [queryUpdated, filtersChanged],
});
sample({
  clock: filterCleared,
  source: { query: $listQuery, defaults: $rangeDefaults },
  fn: ({ query, defaults }, filter) => {
    const filters: Record<string, unknown> = { ...query.filters };
    delete filters[filter];
    return withFilters(query, filters as FilterValues, defaults);
  },
  target: [queryUpdated, filtersChanged],
});
sample({
  clock: filtersReset,
  source: $listQuery,
  fn: (query): ListQuery => ({ ...query, filters: {}, page: 1 }),
  target: [queryUpdated, filtersChanged],
});

sample({ clock: queryUpdated, target: $listQuery });
debounce({ source: filtersChanged, timeout: $filterDebounceMs, target: listRequested.prepend(() => 'replace' as const) });

sample({
  clock: sortChanged,
  source: $listQuery,
  fn: (query, sort): ListQuery => ({ ...query, sort: normaliseSort(sort), page: 1 }),
  target: [$listQuery, listRequested.prepend(() => 'replace' as const)],
});
sample({
  clock: itemsChanged,
  source: $listQuery,
  fn: (query, items): ListQuery => ({ ...query, items: normaliseItems(items), page: 1 }),
  target: [$listQuery, listRequested.prepend(() => 'replace' as const)],
});
sample({
  clock: pageChanged,
  source: $listQuery,
  fn: (query, page): ListQuery => ({ ...query, page: normalisePage(page) }),
  target: [$listQuery, listRequested.prepend(() => 'replace' as const)],
});
const nextPage = sample({
  clock: loadMoreRequested,
  source: { query: $listQuery, canLoad: $canLoadMore, loading: $listLoading },
  filter: ({ canLoad, loading }) => canLoad && !loading,
  fn: ({ query }): ListQuery => ({ ...query, page: query.page + 1 }),
});
sample({ clock: nextPage, target: [$listQuery, listRequested.prepend(() => 'append' as const)] });

sample({
  clock: listReloadRequested,
  source: $listQuery,
  fn: (query): ListQuery => ({ ...query, page: 1 }),
  target: [$listQuery, listRequested.prepend(() => 'replace' as const)],
});

// ---- opening, URL and session ---------------------------------------------------------------------

const opened = sample({
  clock: stockLocatorOpened,
  fn: ({ listing, brand, search }) => ({ listing: listing.trim(), brand: (brand ?? '').trim(), search: search ?? '' }),
});
sample({ clock: opened, fn: ({ listing }) => listing, target: $listing });
sample({ clock: opened, fn: ({ brand }) => brand, target: $brandKey });

// The URL wins; with no stock parameter in it, the session copy (A§9) restores the last search.
const restoreFromSession = sample({ clock: opened, filter: ({ search }) => !hasStockParams(search) });
sample({
  clock: opened,
  source: $rangeDefaults,
  filter: (_, { search }) => hasStockParams(search),
  fn: (defaults, { search }) => stockStateFromSearch(search, defaults),
  target: stockStateRestored,
});
const readSessionFx = attach({
  effect: storageReadFx,
  mapParams: () => ({ kind: 'sessionStorage' as const, key: VEHICLE_LIST_SESSION_KEY }),
});
sample({ clock: restoreFromSession, target: readSessionFx });
sample({
  clock: readSessionFx.doneData,
  source: $rangeDefaults,
  fn: (defaults, stored) => stockStateFromSearch(stored ?? '', defaults),
  target: stockStateRestored,
});
// An unreadable session copy is logged (shared.ts) and the list opens with the defaults.
sample({ clock: readSessionFx.fail, fn: (): StockUrlState => ({ query: defaultListQuery, search: normalisePostcodeSearch({}) }), target: stockStateRestored });

sample({
  clock: urlChanged,
  source: { defaults: $rangeDefaults, current: $urlSearch },
  filter: ({ current, defaults }, search) => stockStateToSearch(stockStateFromSearch(search, defaults), defaults) !== current,
  fn: ({ defaults }, search) => stockStateFromSearch(search, defaults),
  target: stockStateRestored,
});
// Dealer codes are not in the URL: they are kept while the search fields are unchanged, else dropped
// until the postcode model resolves the search again.
const restored = sample({
  clock: stockStateRestored,
  source: $postcodeSearch,
  fn: (current, state) => ({ query: state.query, search: sameSearchFields(current, state.search) ? current : state.search }),
});
sample({ clock: restored, fn: (state) => state.query, target: $listQuery });
sample({ clock: restored, fn: (state) => state.search, target: $postcodeSearch });
sample({ clock: restored, target: listRequested.prepend(() => 'replace' as const) });

/** Every change of the URL state is mirrored to the session key (A§9); an empty state removes it. */
sample({
  clock: $urlSearch.updates,
  fn: (search) => ({ kind: 'sessionStorage' as const, key: VEHICLE_LIST_SESSION_KEY, value: search === '' ? null : search }),
  target: storageWrittenFx,
});
