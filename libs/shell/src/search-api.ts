import { isSettingOn, localisedPath, type Locale, type Settings } from '@lux/content';
import { foldSearchText, searchLimits } from './search-text';
import { asRecord, field, list } from './values';

/** What a search result points at: a model of the catalogue or a content page. */
export const searchResultTypes = ['model', 'page'] as const;
export type SearchResultType = (typeof searchResultTypes)[number];

/** One result of `GET /content/public_api/search`, read into the site's shape. */
export interface SearchResult {
  readonly type: SearchResultType;
  readonly id: string;
  readonly title: string;
  /** The content path (`/models/defender`), as the content service knows it. */
  readonly path: string;
  /** Where the site links: the path in the visitor's locale (`/en/models/defender`). */
  readonly href: string;
  readonly excerpt: string;
}

export interface SearchResponse {
  readonly results: readonly SearchResult[];
  /** Matches in all, of which `results` are the best ranked. */
  readonly total: number;
}

export interface SearchRequest {
  readonly query: string;
  readonly locale: Locale;
  readonly items: number;
  /** Aborts the request when a newer query supersedes it. */
  readonly signal?: AbortSignal;
}

/** The search popup's settings (A§2): shown only when `search.popup.enabled` is "true". */
export interface SearchConfig {
  readonly enabled: boolean;
  readonly locale: Locale;
  /** The site-origin proxy of the content service's search (`/api/content/public_api/search`). */
  readonly endpoint: string;
  readonly items: number;
}

export const defaultSearchEndpoint = '/api/content/public_api/search';

export const disabledSearch: SearchConfig = {
  enabled: false,
  locale: 'he',
  endpoint: defaultSearchEndpoint,
  items: searchLimits.defaultItems,
};

/** A§2: the popup is on only when `search.popup.enabled` is the string "true". */
export function searchConfigFromSettings(settings: Settings, locale: Locale): SearchConfig {
  return { ...disabledSearch, enabled: isSettingOn(settings, 'search.popup.enabled'), locale };
}

const safePath = (value: unknown): string | null =>
  // Only site paths: a result can never send the visitor to another origin or run script.
  typeof value === 'string' && /^\/(?![/\\])[^\s]*$/u.test(value) ? value : null;

/**
 * Reads the service's `{ data: [{ type, id, attributes: { title, path, excerpt } }], meta: { total } }`.
 * Malformed items are dropped; a body that is not that envelope throws, so the popup shows its error.
 */
export function searchResponseFromBody(body: unknown, locale: Locale): SearchResponse {
  const root = asRecord(body);
  const data = field(root, 'data');
  if (!Array.isArray(data)) throw new Error('Unexpected search response');
  const results: SearchResult[] = [];
  for (const item of list(data)) {
    const record = asRecord(item);
    const attributes = asRecord(field(record, 'attributes'));
    const type = field(record, 'type');
    const id = field(record, 'id');
    const title = field(attributes, 'title');
    const path = safePath(field(attributes, 'path'));
    const excerpt = field(attributes, 'excerpt');
    if (!searchResultTypes.includes(type as SearchResultType) || typeof id !== 'string' || typeof title !== 'string' || title.trim() === '' || path === null) continue;
    results.push({
      type: type as SearchResultType,
      id,
      title,
      path,
      href: localisedPath(locale, path),
      excerpt: typeof excerpt === 'string' ? excerpt : '',
    });
  }
  const total = field(asRecord(field(root, 'meta')), 'total');
  return { results, total: typeof total === 'number' && Number.isSafeInteger(total) && total >= results.length ? total : results.length };
}

/** The browser's request to the site-origin proxy; any non-2xx answer is an error. */
export async function fetchSearch(endpoint: string, request: SearchRequest): Promise<SearchResponse> {
  const params = new URLSearchParams({ q: request.query.trim(), locale: request.locale, items: String(request.items) });
  const response = await fetch(`${endpoint}?${params.toString()}`, {
    headers: { accept: 'application/json' },
    ...(request.signal ? { signal: request.signal } : {}),
  });
  if (!response.ok) throw new Error(`Search failed with status ${response.status}`);
  return searchResponseFromBody(await response.json(), request.locale);
}

// ---- Recent searches -----------------------------------------------------------------------------

export const recentSearchesStorageKey = 'lux.search.recent';

/** Reads the stored list: strings only, trimmed, distinct by folded text, at most five. */
export function recentSearchesFromJson(raw: string | null): string[] {
  if (raw === null || raw.trim() === '') return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return [];
  }
  const kept: string[] = [];
  const seen = new Set<string>();
  for (const item of list(parsed)) {
    if (typeof item !== 'string') continue;
    const trimmed = item.trim().slice(0, searchLimits.maxQueryLength);
    const key = foldSearchText(trimmed);
    if (key === '' || seen.has(key)) continue;
    seen.add(key);
    kept.push(trimmed);
  }
  return kept.slice(0, searchLimits.recentSearches);
}

/** The list with `query` first, an earlier copy (same folded text) removed, cut to five. */
export function withRecentSearch(recent: readonly string[], query: string): string[] {
  const trimmed = query.trim().slice(0, searchLimits.maxQueryLength);
  const key = foldSearchText(trimmed);
  if (key === '') return [...recent];
  return [trimmed, ...recent.filter((item) => foldSearchText(item) !== key)].slice(0, searchLimits.recentSearches);
}
