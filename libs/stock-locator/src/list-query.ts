/** Sorting, paging and the whole list query (A§9 limits and sorting options). */
import { normaliseFilterValues, type FilterValues, type RangeDefaults } from './filters';

/** A§9: the nine sorting options, in the order the sort menu lists them. */
export const SORT_OPTIONS = [
  'productionYearAsc',
  'productionYearDesc',
  'createdAtAsc',
  'createdAtDesc',
  'mileageAsc',
  'mileageDesc',
  'priceAsc',
  'priceDesc',
  'status',
] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];

/**
 * The spec lists the options but names no default; newest listings first is the usual stock-search
 * default and keeps fresh stock visible. Recorded in the README as a decision.
 */
export const DEFAULT_SORT: SortOption = 'createdAtDesc';

export const isSortOption = (value: unknown): value is SortOption =>
  typeof value === 'string' && (SORT_OPTIONS as readonly string[]).includes(value);

/** A§9: a listing request carries 1 to 12 items; 6 similar vehicles at most. */
export const listingLimits = { minItems: 1, maxItems: 12, defaultItems: 12, similarVehicles: 6 } as const;

/** Whole number from a number or a digits-only string; anything else is null. */
function wholeNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) ? value : null;
  if (typeof value === 'string' && /^\s*\d{1,16}\s*$/.test(value)) {
    const n = Number(value);
    return Number.isSafeInteger(n) ? n : null;
  }
  return null;
}

/** Items per page clamped to 1–12 (A§9); unreadable input gives the default 12. */
export function normaliseItems(value: unknown): number {
  const n = wholeNumber(value);
  if (n === null) return listingLimits.defaultItems;
  return Math.min(listingLimits.maxItems, Math.max(listingLimits.minItems, n));
}

/** True when `value` is a whole number 1–12: what the API accepts without a 400 (A§9). */
export function isValidItems(value: unknown): boolean {
  const n = wholeNumber(value);
  return n !== null && n >= listingLimits.minItems && n <= listingLimits.maxItems;
}

/** A page number ≥ 1; unreadable or below 1 gives page 1. */
export function normalisePage(value: unknown): number {
  const n = wholeNumber(value);
  return n !== null && n >= 1 ? n : 1;
}

export const normaliseSort = (value: unknown): SortOption => (isSortOption(value) ? value : DEFAULT_SORT);

/** Everything that decides which vehicles the list shows. */
export interface ListQuery {
  readonly filters: FilterValues;
  readonly sort: SortOption;
  /** 1-based. With load-more, the last page loaded. */
  readonly page: number;
  readonly items: number;
}

export const defaultListQuery: ListQuery = Object.freeze({
  filters: Object.freeze({}),
  sort: DEFAULT_SORT,
  page: 1,
  items: listingLimits.defaultItems,
});

export function normaliseListQuery(query: unknown, defaults: RangeDefaults = {}): ListQuery {
  const raw = typeof query === 'object' && query !== null ? (query as Record<string, unknown>) : {};
  return {
    filters: normaliseFilterValues(raw['filters'], defaults),
    sort: normaliseSort(raw['sort']),
    page: normalisePage(raw['page']),
    items: normaliseItems(raw['items']),
  };
}

/** Number of pages for a total (at least 1, so "page 1 of 1" for an empty list). */
export const pageCount = (total: number, items: number): number =>
  Math.max(1, Math.ceil(Math.max(0, total) / normaliseItems(items)));

/** Load-more is offered while fewer vehicles are shown than the total. */
export const canLoadMore = (shown: number, total: number): boolean => shown < total;
