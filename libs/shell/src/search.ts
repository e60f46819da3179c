/**
 * The search popup (A§2, A§4): a query typed in a combobox is searched after 250 ms of quiet, a newer
 * query aborts the request of an older one and only the latest answer is shown. The options are the
 * results (models first, then pages) or, before a query is long enough, the recent searches; arrow
 * keys move the active option and Enter opens it. Recent searches live in localStorage.
 */
import { attach, combine, createEffect, createEvent, createStore, sample } from 'effector';
import { debounce } from 'patronum';
import {
  disabledSearch,
  fetchSearch,
  recentSearchesFromJson,
  recentSearchesStorageKey,
  withRecentSearch,
  type SearchConfig,
  type SearchRequest,
  type SearchResponse,
  type SearchResult,
} from './search-api';
import { searchLimits, searchQueryProblem, type SearchQueryProblem } from './search-text';
import { warningLoggedFx } from './logging';

export type SearchStatus = 'idle' | 'loading' | 'done' | 'error';
export type SearchOption = { kind: 'result'; result: SearchResult } | { kind: 'recent'; query: string };
export type SearchGroupKind = 'model' | 'page' | 'recent';
/** Options in display order, grouped; `index` is the option's place in `$searchOptions`. */
export type SearchGroup = { kind: SearchGroupKind; options: Array<{ index: number; option: SearchOption }> };
export type SearchMove = 'next' | 'previous' | 'first' | 'last';

/** The answer on screen and the query it answered (highlights use that query, not the one being typed). */
export type SearchAnswer = { query: string; response: SearchResponse };

// ---- Effects (swap their handlers in tests, stories and on the server) ----------------------------

/** The request to the content service through the site's origin. */
export const searchRequestFx = createEffect<SearchRequest & { endpoint: string }, SearchResponse>(({ endpoint, ...request }) =>
  fetchSearch(endpoint, request),
);

const storage = (): Storage | undefined => (typeof window === 'undefined' ? undefined : window.localStorage);

/** Recent searches from localStorage (none on the server). */
export const recentSearchesReadFx = createEffect<void, string[]>(() =>
  recentSearchesFromJson(storage()?.getItem(recentSearchesStorageKey) ?? null),
);
/** Stores the recent searches; an empty list removes the key. */
export const recentSearchesWrittenFx = createEffect<readonly string[], void>((recent) => {
  const store = storage();
  if (recent.length === 0) store?.removeItem(recentSearchesStorageKey);
  else store?.setItem(recentSearchesStorageKey, JSON.stringify(recent));
});

// ---- Events ----------------------------------------------------------------------------------------

/** The site read `search.popup.enabled` (see `searchConfigFromSettings`). */
export const searchConfigured = createEvent<SearchConfig>();
/** The visitor opened the popup (the header button), optionally with a query (the footer's search bar). */
export const searchOpened = createEvent<string | void>();
/** Escape, the close button, or a result was opened. */
export const searchClosed = createEvent();
export const searchQueryChanged = createEvent<string>();
/** Arrow keys (next, previous), Home and End in the list. */
export const searchActiveMoved = createEvent<SearchMove>();
/** The pointer moved over an option. */
export const searchActiveSet = createEvent<number>();
/** Enter or a click: the given option, else the active one, else the first. */
export const searchOptionChosen = createEvent<number | void>();
/** "Try again" after an error. */
export const searchRetried = createEvent();
export const recentSearchesCleared = createEvent();
/** The site followed `$searchNavigation`. */
export const searchNavigationHandled = createEvent();

// ---- Stores ----------------------------------------------------------------------------------------

export const $searchConfig = createStore<SearchConfig>(disabledSearch, { sid: 'shell/search/$config' }).on(
  searchConfigured,
  (_, config) => config,
);
export const $searchEnabled = $searchConfig.map((config) => config.enabled);
export const $searchOpen = createStore(false, { sid: 'shell/search/$open' });
export const $searchQuery = createStore('', { sid: 'shell/search/$query' });
export const $searchQueryProblem = $searchQuery.map<SearchQueryProblem | null>((query) => searchQueryProblem(query));
export const $searchStatus = createStore<SearchStatus>('idle', { sid: 'shell/search/$status' });
export const $searchAnswer = createStore<SearchAnswer | null>(null, { sid: 'shell/search/$answer' });
export const $searchActiveIndex = createStore(-1, { sid: 'shell/search/$activeIndex' });
export const $recentSearches = createStore<readonly string[]>([], { sid: 'shell/search/$recent', serialize: 'ignore' });
/** Where the visitor chose to go; the site navigates and calls `searchNavigationHandled`. */
export const $searchNavigation = createStore<string | null>(null, { sid: 'shell/search/$navigation', serialize: 'ignore' });
/** Quiet time before a typed query is searched; tests set 0. */
export const $searchDebounceMs = createStore<number>(searchLimits.debounceMs, { sid: 'shell/search/$debounceMs', serialize: 'ignore' });

const $inFlight = createStore<AbortController | null>(null, { sid: 'shell/search/$inFlight', serialize: 'ignore' });
/** The request whose answer is awaited; any other answer is stale. */
const $awaited = createStore<string | null>(null, { sid: 'shell/search/$awaited', serialize: 'ignore' });

const byType = (answer: SearchAnswer | null, type: SearchResult['type']): SearchOption[] =>
  (answer?.response.results ?? []).filter((result) => result.type === type).map((result) => ({ kind: 'result', result }));

/** What the list shows: results (models, then pages) once a query counts, else the recent searches. */
export const $searchGroups = combine($searchStatus, $searchAnswer, $recentSearches, (status, answer, recent): SearchGroup[] => {
  const groups: Array<[SearchGroupKind, SearchOption[]]> =
    status === 'idle'
      ? [['recent', recent.map((query) => ({ kind: 'recent', query }))]]
      : [
          ['model', byType(answer, 'model')],
          ['page', byType(answer, 'page')],
        ];
  let index = 0;
  return groups
    .filter(([, options]) => options.length > 0)
    .map(([kind, options]) => ({ kind, options: options.map((option) => ({ index: index++, option })) }));
});
/** The options in list order: what arrow keys walk through. */
export const $searchOptions = $searchGroups.map((groups) => groups.flatMap((group) => group.options.map(({ option }) => option)));

// ---- Opening and closing -----------------------------------------------------------------------------

const openAccepted = sample({ clock: searchOpened, source: $searchEnabled, filter: Boolean, fn: (_, query) => (typeof query === 'string' ? query : '') });
sample({ clock: openAccepted, fn: () => true, target: $searchOpen });
sample({ clock: openAccepted, target: recentSearchesReadFx });
sample({ clock: recentSearchesReadFx.doneData, target: $recentSearches });

const abortFx = attach({ source: $inFlight, effect: (controller) => controller?.abort() });
const stopped = createEvent();
sample({ clock: stopped, target: abortFx });
$inFlight.on(abortFx.done, () => null);
$awaited.on(stopped, () => null);

sample({ clock: searchClosed, source: $searchOpen, filter: Boolean, fn: () => false, target: [$searchOpen, stopped] });
$searchQuery.on(searchClosed, () => '');
$searchStatus.on(searchClosed, () => 'idle');
$searchAnswer.on(searchClosed, () => null);
$searchActiveIndex.on(searchClosed, () => -1);

// ---- Typing, debouncing and requesting -------------------------------------------------------------

/** The query changed by typing (debounced) or by choosing (searched at once). */
const queryEdited = createEvent<string>();
const queryPicked = createEvent<string>();
sample({ clock: searchQueryChanged, target: queryEdited });
sample({ clock: openAccepted, filter: (query) => query.trim() !== '', target: queryPicked });
sample({ clock: [queryEdited, queryPicked], target: [$searchQuery, stopped] });
sample({ clock: [queryEdited, queryPicked], fn: () => -1, target: $searchActiveIndex });
sample({ clock: [queryEdited, queryPicked], fn: (query): SearchStatus => (searchQueryProblem(query) === null ? 'loading' : 'idle'), target: $searchStatus });

const requestWanted = createEvent();
debounce({ source: queryEdited, timeout: $searchDebounceMs, target: requestWanted });
sample({ clock: [queryPicked, searchRetried], target: requestWanted });
sample({ clock: searchRetried, source: $searchQuery, filter: (query) => searchQueryProblem(query) === null, fn: (): SearchStatus => 'loading', target: $searchStatus });

type Prepared = { controller: AbortController; request: SearchRequest & { endpoint: string } };
const requestStartedFx = attach({
  source: $inFlight,
  effect: (previous, request: SearchRequest & { endpoint: string }): Prepared => {
    previous?.abort();
    const controller = new AbortController();
    return { controller, request: { ...request, signal: controller.signal } };
  },
});
const keyOf = (request: SearchRequest) => `${request.locale}\n${request.items}\n${request.query}`;

sample({
  clock: requestWanted,
  source: { open: $searchOpen, query: $searchQuery, config: $searchConfig },
  filter: ({ open, query }) => open && searchQueryProblem(query) === null,
  fn: ({ query, config }) => ({ query: query.trim(), locale: config.locale, items: config.items, endpoint: config.endpoint }),
  target: requestStartedFx,
});
sample({ clock: requestStartedFx.doneData, fn: ({ controller }) => controller, target: $inFlight });
sample({ clock: requestStartedFx.doneData, fn: ({ request }) => keyOf(request), target: $awaited });
sample({ clock: requestStartedFx.doneData, fn: ({ request }) => request, target: searchRequestFx });

const answered = sample({
  clock: searchRequestFx.done,
  source: $awaited,
  filter: (awaited, { params }) => awaited === keyOf(params),
  fn: (_, { params, result }): SearchAnswer => ({ query: params.query, response: result }),
});
sample({ clock: answered, target: $searchAnswer });
sample({ clock: answered, fn: (): SearchStatus => 'done', target: $searchStatus });
sample({ clock: answered, fn: () => -1, target: $searchActiveIndex });

const isAbort = (error: unknown) => error instanceof Error && error.name === 'AbortError';
const failed = sample({
  clock: searchRequestFx.fail,
  source: $awaited,
  filter: (awaited, { params, error }) => awaited === keyOf(params) && !isAbort(error),
  fn: (_, fail) => fail,
});
sample({ clock: failed, fn: (): SearchStatus => 'error', target: $searchStatus });
sample({ clock: failed, fn: () => null, target: $searchAnswer });
sample({
  clock: failed,
  fn: ({ error }) => ({ message: 'Search request failed', details: { reason: error instanceof Error ? error.message : 'unknown' } }),
  target: warningLoggedFx,
});
sample({ clock: [answered, failed], fn: () => null, target: [$inFlight, $awaited] });

// ---- Keyboard and choosing -------------------------------------------------------------------------

/** The next active index for a key: wraps around; with no option active, Up goes to the last. */
export function movedIndex(active: number, count: number, move: SearchMove): number {
  if (count === 0) return -1;
  switch (move) {
    case 'first':
      return 0;
    case 'last':
      return count - 1;
    case 'next':
      return active < 0 || active >= count - 1 ? 0 : active + 1;
    case 'previous':
      return active <= 0 ? count - 1 : active - 1;
  }
}

sample({
  clock: searchActiveMoved,
  source: { active: $searchActiveIndex, options: $searchOptions },
  fn: ({ active, options }, move) => movedIndex(active, options.length, move),
  target: $searchActiveIndex,
});
sample({
  clock: searchActiveSet,
  source: $searchOptions,
  filter: (options, index) => Number.isInteger(index) && index >= 0 && index < options.length,
  fn: (_, index) => index,
  target: $searchActiveIndex,
});
// The list changed under the active option (recent searches cleared, results replaced).
sample({ clock: $searchOptions, fn: () => -1, target: $searchActiveIndex });

const picked = sample({
  clock: searchOptionChosen,
  source: { options: $searchOptions, active: $searchActiveIndex },
  fn: ({ options, active }, index): SearchOption | null => options[typeof index === 'number' ? index : Math.max(active, 0)] ?? null,
});
const chosen = sample({ clock: picked, filter: (option): option is SearchOption => option !== null });

sample({ clock: chosen, filter: (option) => option.kind === 'recent', fn: (option) => (option.kind === 'recent' ? option.query : ''), target: queryPicked });

const resultOpened = sample({
  clock: chosen,
  source: $searchAnswer,
  filter: (answer, option) => answer !== null && option.kind === 'result',
  fn: (answer, option) => ({ query: answer?.query ?? '', href: option.kind === 'result' ? option.result.href : '' }),
});
sample({ clock: resultOpened, source: $recentSearches, fn: (recent, { query }) => withRecentSearch(recent, query), target: [$recentSearches, recentSearchesWrittenFx] });
sample({ clock: resultOpened, fn: ({ href }) => href, target: $searchNavigation });
sample({ clock: resultOpened, target: searchClosed });
$searchNavigation.on(searchNavigationHandled, () => null);

sample({ clock: recentSearchesCleared, fn: (): string[] => [], target: [$recentSearches, recentSearchesWrittenFx] });

sample({
  clock: [recentSearchesReadFx.fail, recentSearchesWrittenFx.fail],
  fn: ({ error }) => ({ message: 'Recent searches storage failed', details: { reason: error instanceof Error ? error.message : 'unknown' } }),
  target: warningLoggedFx,
});
