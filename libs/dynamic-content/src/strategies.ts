import type { HttpGetRequest, HttpResponse } from './http';
import type { DynamicContentCondition } from './normalise';
import {
  externalStockPasses,
  offersPass,
  parseExternalStockList,
  parseOffersResponse,
  reffineListsFromResponse,
  reffinePasses,
  type ExternalStockList,
  type Offer,
  type ReffineLists,
} from './rules';
import type { DynamicContentSettings } from './settings';
import { urlBrandPasses, type PageLocation } from './url-brand';

/** Strategies whose data is fetched (once per page load). */
export const FETCHED_STRATEGY_KEYS = ['external_stock', 'offers', 'reffine'] as const;
export type FetchedStrategyKey = (typeof FETCHED_STRATEGY_KEYS)[number];
export const STRATEGY_KEYS = ['url_brand', ...FETCHED_STRATEGY_KEYS] as const;
export type StrategyKey = (typeof STRATEGY_KEYS)[number];

/** What a fetched strategy asks for: a GET, nothing (not configured: data stays absent), or a problem to log. */
export type StrategyRequest = { request: HttpGetRequest } | { skip: true; problem?: string };

interface FetchedStrategy<Data> {
  request(settings: DynamicContentSettings): StrategyRequest;
  parse(response: HttpResponse, settings: DynamicContentSettings): Data | null;
  passes(data: Data, condition: DynamicContentCondition): boolean;
}

function isHttpUrl(value: string): boolean {
  try {
    return /^https?:$/.test(new URL(value).protocol);
  } catch {
    return false;
  }
}

/**
 * B§8 Reffine: the listing config is a JSON object of CMS name → listing uuid. `null` when missing
 * or invalid (any entry that is not a non-empty uuid-like string makes it invalid).
 */
export function parseReffineListings(raw: string): Record<string, string> | null {
  try {
    const parsed: unknown = JSON.parse(raw);
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return null;
    const entries = Object.entries(parsed as Record<string, unknown>);
    if (entries.length === 0) return null;
    const ok = entries.every(([name, uuid]) => name.trim() !== '' && typeof uuid === 'string' && /^[A-Za-z0-9_-]+$/.test(uuid));
    return ok ? Object.fromEntries(entries.map(([name, uuid]) => [name.trim(), uuid as string])) : null;
  } catch {
    return null;
  }
}

const externalStock: FetchedStrategy<ExternalStockList> = {
  request: ({ externalStock: { url, apiKey } }) =>
    isHttpUrl(url) ? { request: { url, ...(apiKey ? { headers: { 'x-api-key': apiKey } } : {}) } } : { skip: true },
  parse: (response) => (response.status >= 200 && response.status < 300 ? parseExternalStockList(response.body) : null),
  passes: (list, condition) => externalStockPasses(list, condition.value),
};

const offers: FetchedStrategy<readonly Offer[]> = {
  request: ({ offersUrl }) => (isHttpUrl(offersUrl) ? { request: { url: offersUrl } } : { skip: true }),
  parse: (response) => (response.status >= 200 && response.status < 300 ? parseOffersResponse(response.body) : null),
  passes: (list, condition) => offersPass(list, condition.value),
};

const reffine: FetchedStrategy<ReffineLists> = {
  request: ({ reffine: { apiUrl, listings } }) => {
    if (!isHttpUrl(apiUrl)) return { skip: true, problem: `API_URL ${JSON.stringify(apiUrl)} not set or invalid` };
    const parsed = parseReffineListings(listings);
    if (parsed === null) return { skip: true, problem: `Passed LISTINGS ${JSON.stringify(listings)} not set or invalid` };
    const uuids = [...new Set(Object.values(parsed))].map(encodeURIComponent).join(',');
    return { request: { url: `${apiUrl.replace(/\/+$/, '')}/public_api/dynamic_content/${uuids}` } };
  },
  // B§7: only a 200 counts; anything else leaves the data absent (content shown).
  parse: (response, settings) =>
    response.status === 200 ? reffineListsFromResponse(response.body, parseReffineListings(settings.reffine.listings) ?? {}) : null,
  passes: (lists, condition) => reffinePasses(lists, condition.value),
};

/** The fetched strategies by key; a missing one fails to compile. */
export const fetchedStrategies = { external_stock: externalStock, offers, reffine } as const satisfies {
  [K in FetchedStrategyKey]: FetchedStrategy<NonNullable<StrategyData[K]>>;
};

/** Maps the CMS spelling (`URL brand`, `external-stock`, `Reffine`) to a key; `null` when unknown. */
export function parseStrategyKey(value: unknown): StrategyKey | null {
  if (typeof value !== 'string') return null;
  const squashed = value.trim().toLowerCase().replace(/[\s_-]+/g, '');
  return STRATEGY_KEYS.find((key) => key.replace(/_/g, '') === squashed) ?? null;
}

/** Data each strategy judges by; `null` (or missing) = absent. */
export interface StrategyData {
  external_stock?: ExternalStockList | null;
  offers?: readonly Offer[] | null;
  reffine?: ReffineLists | null;
}

/**
 * Whether a condition passes with the data at hand. Absent data passes (B§4: content shows), and so
 * does an unknown strategy key (nothing to judge by). URL brand needs the page location.
 */
export function conditionPasses(
  condition: DynamicContentCondition,
  data: StrategyData,
  location: PageLocation | null,
  settings: DynamicContentSettings,
): boolean {
  const key = parseStrategyKey(condition.key);
  if (key === null) return true;
  if (key === 'url_brand') return location === null || urlBrandPasses(condition.value, location, settings.urlBrand);
  const value = data[key];
  if (value === null || value === undefined) return true;
  return (fetchedStrategies[key] as FetchedStrategy<unknown>).passes(value, condition);
}
