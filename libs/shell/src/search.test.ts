import { allSettled, fork, type Scope } from 'effector';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { warningLoggedFx } from './logging';
import {
  $recentSearches,
  $searchActiveIndex,
  $searchAnswer,
  $searchDebounceMs,
  $searchGroups,
  $searchNavigation,
  $searchOpen,
  $searchOptions,
  $searchQuery,
  $searchStatus,
  movedIndex,
  recentSearchesCleared,
  recentSearchesReadFx,
  recentSearchesWrittenFx,
  searchActiveMoved,
  searchActiveSet,
  searchClosed,
  searchConfigured,
  searchNavigationHandled,
  searchOpened,
  searchOptionChosen,
  searchQueryChanged,
  searchRequestFx,
  searchRetried,
} from './search';
import { disabledSearch, type SearchResponse, type SearchResult } from './search-api';

const result = (type: SearchResult['type'], id: string, title: string, path: string): SearchResult => ({
  type,
  id,
  title,
  path,
  href: path,
  excerpt: '',
});
const defender: SearchResponse = {
  results: [result('page', '3', 'דיפנדר', '/models/defender'), result('model', 'defender-90', 'דיפנדר 90', '/models/defender'), result('model', 'defender-110', 'דיפנדר 110', '/models/defender')],
  total: 3,
};

type Request = { query: string; locale: string; items: number; endpoint: string; signal?: AbortSignal };

/** A request handler that answers from `answers` (by query), honouring aborts. */
function server(answers: Record<string, SearchResponse | Error> = {}, delayMs = 0) {
  const requests: Request[] = [];
  const handler = vi.fn(
    (request: Request) =>
      new Promise<SearchResponse>((resolve, reject) => {
        requests.push(request);
        const timer = setTimeout(() => {
          const answer = answers[request.query] ?? { results: [], total: 0 };
          if (answer instanceof Error) reject(answer);
          else resolve(answer);
        }, delayMs);
        request.signal?.addEventListener('abort', () => {
          clearTimeout(timer);
          reject(new DOMException('The operation was aborted.', 'AbortError'));
        });
      }),
  );
  return { handler, requests };
}

async function setup(options: { answers?: Record<string, SearchResponse | Error>; recent?: string[]; debounceMs?: number; delayMs?: number; enabled?: boolean } = {}) {
  const api = server(options.answers, options.delayMs);
  const written = vi.fn();
  const warned = vi.fn();
  const scope = fork({
    values: [[$searchDebounceMs, options.debounceMs ?? 0]],
    handlers: [
      [searchRequestFx, api.handler],
      [recentSearchesReadFx, () => options.recent ?? []],
      [recentSearchesWrittenFx, written],
      [warningLoggedFx, warned],
    ],
  });
  await allSettled(searchConfigured, { scope, params: { ...disabledSearch, enabled: options.enabled ?? true, locale: 'he' } });
  await allSettled(searchOpened, { scope, params: undefined });
  return { scope, ...api, written, warned };
}

const type = (scope: Scope, query: string) => allSettled(searchQueryChanged, { scope, params: query });

afterEach(() => vi.useRealTimers());

describe('search popup model (A§2)', () => {
  it('stays closed unless search.popup.enabled said so', async () => {
    const { scope } = await setup({ enabled: false });
    expect(scope.getState($searchOpen)).toBe(false);
  });

  it('opens with the recent searches as options', async () => {
    const { scope } = await setup({ recent: ['דיפנדר', 'Range Rover'] });
    expect(scope.getState($searchOpen)).toBe(true);
    expect(scope.getState($searchGroups)).toEqual([
      { kind: 'recent', options: [{ index: 0, option: { kind: 'recent', query: 'דיפנדר' } }, { index: 1, option: { kind: 'recent', query: 'Range Rover' } }] },
    ]);
  });

  it('does not search fewer than 2 characters', async () => {
    const { scope, requests } = await setup();
    await type(scope, 'ד');
    await type(scope, '  \u200f');
    expect(scope.getState($searchStatus)).toBe('idle');
    expect(requests).toEqual([]);
  });

  it('searches once after 250 ms of quiet, with the trimmed query, locale and items', async () => {
    vi.useFakeTimers();
    const { scope, requests } = await setup({ answers: { דיפנדר: defender }, debounceMs: 250 });
    for (const query of ['די', 'דיפ', 'דיפנ', ' דיפנדר ']) void type(scope, query);
    expect(scope.getState($searchStatus)).toBe('loading');
    await vi.advanceTimersByTimeAsync(249);
    expect(requests).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(requests).toEqual([expect.objectContaining({ query: 'דיפנדר', locale: 'he', items: 8, endpoint: '/api/content/public_api/search' })]);
    await vi.runAllTimersAsync();
    expect(scope.getState($searchStatus)).toBe('done');
    // Models first, then pages; indexes run across the groups.
    expect(scope.getState($searchGroups).map((group) => [group.kind, group.options.map(({ index }) => index)])).toEqual([
      ['model', [0, 1]],
      ['page', [2]],
    ]);
    expect(scope.getState($searchAnswer)?.query).toBe('דיפנדר');
  });

  it('aborts the request of an older query and shows only the latest answer', async () => {
    const { scope, requests } = await setup({ answers: { דיפנדר: defender, דיסקברי: { results: [], total: 0 } }, delayMs: 30 });
    const first = type(scope, 'דיפנדר');
    await new Promise((resolve) => setTimeout(resolve, 5));
    await Promise.all([first, type(scope, 'דיסקברי')]);
    expect(requests.map((request) => request.query)).toEqual(['דיפנדר', 'דיסקברי']);
    expect(requests[0]?.signal?.aborted).toBe(true);
    expect(scope.getState($searchStatus)).toBe('done');
    expect(scope.getState($searchAnswer)).toEqual({ query: 'דיסקברי', response: { results: [], total: 0 } });
  });

  it('shows an error, logs it, and tries again on request', async () => {
    const answers: Record<string, SearchResponse | Error> = { דיפנדר: new Error('Search failed with status 502') };
    const { scope, requests, warned } = await setup({ answers });
    await type(scope, 'דיפנדר');
    expect(scope.getState($searchStatus)).toBe('error');
    expect(warned).toHaveBeenCalledWith({ message: 'Search request failed', details: { reason: 'Search failed with status 502' } });
    answers['דיפנדר'] = defender;
    await allSettled(searchRetried, { scope });
    expect(requests).toHaveLength(2);
    expect(scope.getState($searchStatus)).toBe('done');
  });

  it('moves the active option with the arrow keys, wrapping, and resets it on new results', async () => {
    const { scope } = await setup({ answers: { דיפנדר: defender } });
    await type(scope, 'דיפנדר');
    expect(scope.getState($searchActiveIndex)).toBe(-1);
    await allSettled(searchActiveMoved, { scope, params: 'next' });
    expect(scope.getState($searchActiveIndex)).toBe(0);
    await allSettled(searchActiveMoved, { scope, params: 'previous' });
    expect(scope.getState($searchActiveIndex)).toBe(2);
    await allSettled(searchActiveMoved, { scope, params: 'next' });
    expect(scope.getState($searchActiveIndex)).toBe(0);
    await allSettled(searchActiveMoved, { scope, params: 'last' });
    expect(scope.getState($searchActiveIndex)).toBe(2);
    await allSettled(searchActiveSet, { scope, params: 7 });
    expect(scope.getState($searchActiveIndex)).toBe(2);
    await allSettled(searchActiveSet, { scope, params: 1 });
    expect(scope.getState($searchActiveIndex)).toBe(1);
    await type(scope, 'דיפנדר 1');
    expect(scope.getState($searchActiveIndex)).toBe(-1);
  });

  it('opens the chosen result: navigation requested, popup closed, query remembered', async () => {
    const { scope, written } = await setup({ answers: { דיפנדר: defender }, recent: ['Range'] });
    await type(scope, 'דיפנדר');
    await allSettled(searchActiveMoved, { scope, params: 'last' });
    await allSettled(searchOptionChosen, { scope, params: undefined });
    expect(scope.getState($searchNavigation)).toBe('/models/defender');
    expect(scope.getState($searchOpen)).toBe(false);
    expect(scope.getState($searchQuery)).toBe('');
    expect(scope.getState($recentSearches)).toEqual(['דיפנדר', 'Range']);
    expect(written).toHaveBeenCalledWith(['דיפנדר', 'Range']);
    await allSettled(searchNavigationHandled, { scope });
    expect(scope.getState($searchNavigation)).toBeNull();
  });

  it('opens the first option on Enter when none is active', async () => {
    const { scope } = await setup({ answers: { דיפנדר: defender } });
    await type(scope, 'דיפנדר');
    await allSettled(searchOptionChosen, { scope, params: undefined });
    expect(scope.getState($searchNavigation)).toBe('/models/defender');
  });

  it('searches a chosen recent search at once, without the debounce', async () => {
    const { scope, requests } = await setup({ answers: { דיפנדר: defender }, recent: ['דיפנדר'], debounceMs: 10_000 });
    await allSettled(searchOptionChosen, { scope, params: 0 });
    expect(requests).toHaveLength(1);
    expect(scope.getState($searchQuery)).toBe('דיפנדר');
    expect(scope.getState($searchOptions)).toHaveLength(3);
  });

  it('opens with a query from the footer search bar and searches it at once', async () => {
    const { scope, requests } = await setup({ answers: { דיפנדר: defender }, debounceMs: 10_000 });
    await allSettled(searchClosed, { scope });
    await allSettled(searchOpened, { scope, params: 'דיפנדר' });
    expect(requests).toHaveLength(1);
    expect(scope.getState($searchStatus)).toBe('done');
  });

  it('clears the recent searches', async () => {
    const { scope, written } = await setup({ recent: ['a1', 'b2'] });
    await allSettled(recentSearchesCleared, { scope });
    expect(scope.getState($searchOptions)).toEqual([]);
    expect(written).toHaveBeenCalledWith([]);
  });

  it('closing forgets the query and aborts the request in flight', async () => {
    const { scope, requests } = await setup({ delayMs: 1000 });
    const typing = type(scope, 'דיפנדר');
    await new Promise((resolve) => setTimeout(resolve, 5));
    await allSettled(searchClosed, { scope });
    await typing;
    expect(requests[0]?.signal?.aborted).toBe(true);
    expect(scope.getState($searchStatus)).toBe('idle');
    expect(scope.getState($searchAnswer)).toBeNull();
  });

  it('logs storage failures and carries on', async () => {
    const warned = vi.fn();
    const scope = fork({
      handlers: [
        [recentSearchesReadFx, () => Promise.reject(new Error('SecurityError'))],
        [warningLoggedFx, warned],
      ],
    });
    await allSettled(searchConfigured, { scope, params: { ...disabledSearch, enabled: true } });
    await allSettled(searchOpened, { scope, params: undefined });
    expect(scope.getState($searchOpen)).toBe(true);
    expect(warned).toHaveBeenCalledWith({ message: 'Recent searches storage failed', details: { reason: 'SecurityError' } });
  });
});

describe('movedIndex', () => {
  it('has no active option in an empty list', () => {
    expect(movedIndex(-1, 0, 'next')).toBe(-1);
    expect(movedIndex(-1, 3, 'previous')).toBe(2);
    expect(movedIndex(2, 3, 'next')).toBe(0);
    expect(movedIndex(1, 3, 'first')).toBe(0);
  });
});
