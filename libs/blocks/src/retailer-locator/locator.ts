import {
  filterRetailers,
  postcodeOf,
  retailerSearchKind,
  sortByDistance,
  type GeoPoint,
  type Retailer,
} from '@lux/stock-locator';

/** The page's query parameter for the search, so a search survives a reload and works without scripts. */
export const QUERY_PARAM = 'q';

/** A postcode search's outcome (A§7 dealers endpoint with a postcode query). */
export interface PostcodeSearchResult {
  postcode: string;
  status: 'done' | 'failed';
  /** Nearest first, each with its distance from the postcode's area. */
  retailers: Retailer[];
  /** No retailer near the postcode: every retailer is listed instead. */
  fallback: boolean;
}

/** What the retailer locator's loader sends to the page (JSON-safe). */
export interface RetailerLocatorData {
  /** Every retailer of the dealers list (A§7 `/dealers?items=50`, brand filter, by name). */
  retailers: Retailer[];
  /** The search the page was opened with. */
  query: string;
  /** The outcome when that search was a postcode. */
  search: PostcodeSearchResult | null;
  /** The content-service path of the postcode search; null when no endpoint is set (A§8). */
  searchEndpoint: string | null;
  /** A§7 brand-name filter ('' for all). */
  brand: string;
}

/** Loader data as it arrives: anything else (a failed loader, an old shape) counts as none. */
export function locatorDataOf(data: unknown): RetailerLocatorData | null {
  if (typeof data !== 'object' || data === null) return null;
  const candidate = data as Partial<RetailerLocatorData>;
  return Array.isArray(candidate.retailers) && typeof candidate.query === 'string' ? (data as RetailerLocatorData) : null;
}

/**
 * The retailers to show: a postcode search's results, or the list filtered by the text, or the whole
 * list; nearest first once the visitor shared their position.
 */
export function visibleRetailers(
  all: readonly Retailer[],
  query: string,
  search: PostcodeSearchResult | null,
  origin: GeoPoint | null,
): Retailer[] {
  const kind = retailerSearchKind(query);
  const matching =
    kind === 'postcode' ? (search?.postcode === postcodeOf(query) ? search.retailers : [])
    : kind === 'text' ? filterRetailers(all, query)
    : [...all];
  return origin ? sortByDistance(matching, origin) : matching;
}

/** The page URL with the search in it (or without it when blank); other parameters are kept. */
export function urlWithQuery(href: string, query: string): string {
  const url = new URL(href);
  if (query) url.searchParams.set(QUERY_PARAM, query);
  else url.searchParams.delete(QUERY_PARAM);
  return `${url.pathname}${url.search}${url.hash}`;
}
