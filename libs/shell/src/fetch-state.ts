import { attach, createEffect, createEvent, createStore, sample, type Effect, type EventCallable, type StoreWritable } from 'effector';
import { shellTimings } from './constants';
import { fetchErrorMessage, settleAtLeast } from './settle';

/** A§4: how a route change relates to the last one, which decides what a component refetches. */
export type RouteChange = 'none' | 'route' | 'param' | 'query';

export interface RouteLocation {
  /** The route's pattern or id, e.g. `showroom/:slug` — the same id with other params is a param change. */
  route: string;
  params: Readonly<Record<string, string | undefined>>;
  /** The search string, with or without `?`. */
  search: string;
}

function sortedQuery(search: string): string {
  const params = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  return [...params.entries()]
    .sort(([a, av], [b, bv]) => (a === b ? av.localeCompare(bv) : a.localeCompare(b)))
    .map(([key, value]) => `${key}=${value}`)
    .join('&');
}

/**
 * Classifies a navigation (A§4): another route; the same route with other params; the same route and
 * params with another query (order of query parameters ignored); or nothing that matters.
 */
export function classifyRouteChange(previous: RouteLocation | null, next: RouteLocation): RouteChange {
  if (previous === null || previous.route !== next.route) return 'route';
  const keys = new Set([...Object.keys(previous.params), ...Object.keys(next.params)]);
  for (const key of keys) if (previous.params[key] !== next.params[key]) return 'param';
  return sortedQuery(previous.search) === sortedQuery(next.search) ? 'none' : 'query';
}

export interface ComponentFetch<P, R> {
  /** Starts a fetch; a newer one supersedes an older one still in flight (its result is ignored). */
  fetch: EventCallable<P>;
  $data: StoreWritable<R | null>;
  $pending: StoreWritable<boolean>;
  $error: StoreWritable<string | null>;
  /** When the last fetch settled (ms since the epoch), or null before the first. */
  $timestamp: StoreWritable<number | null>;
  /** The effect behind `fetch`: replace its handler per scope in tests. */
  requestFx: Effect<P, R>;
}

/**
 * A component's own data fetch (A§4): pending, error and timestamp, with the pending state held for at
 * least 200 ms (A§9) so a fast answer never flashes a spinner. Stores carry sids from `name`, so data
 * fetched on the server serialises into the page.
 */
export function createComponentFetch<P, R>(
  name: string,
  handler: (params: P) => Promise<R>,
  options: { minimumDelayMs?: number; now?: () => number } = {},
): ComponentFetch<P, R> {
  const minimum = options.minimumDelayMs ?? shellTimings.fetchMinimumDelayMs;
  const now = options.now ?? Date.now;
  const fetch = createEvent<P>();
  const requestFx = createEffect<P, R>(handler);
  const $generation = createStore(0, { sid: `fetch/${name}/$generation`, serialize: 'ignore' });
  const heldFx = attach({
    source: $generation,
    mapParams: (params: P, generation: number) => ({ params, generation }),
    // Failures are answers too: each carries its generation, so a stale one is ignored like a stale success.
    effect: createEffect(async ({ params, generation }: { params: P; generation: number }) => ({
      outcome: await settleAtLeast(requestFx(params), minimum),
      generation,
    })),
  });
  const $data = createStore<R | null>(null, { sid: `fetch/${name}/$data` });
  const $pending = createStore(false, { sid: `fetch/${name}/$pending` });
  const $error = createStore<string | null>(null, { sid: `fetch/${name}/$error` });
  const $timestamp = createStore<number | null>(null, { sid: `fetch/${name}/$timestamp` });

  sample({ clock: fetch, source: $generation, fn: (generation) => generation + 1, target: $generation });
  sample({ clock: fetch, target: heldFx });
  sample({ clock: fetch, fn: () => true, target: $pending });

  const answered = sample({
    clock: heldFx.doneData,
    source: $generation,
    filter: (generation, answer) => generation === answer.generation,
    fn: (_, answer) => answer.outcome,
  });
  const current = createEvent<R>();
  const failed = createEvent<string>();
  sample({
    clock: answered,
    target: current,
    filter: (outcome) => outcome.ok,
    fn: (outcome) => (outcome as { ok: true; result: R }).result,
  });
  sample({ clock: current, target: $data });
  sample({ clock: current, fn: (): string | null => null, target: $error });

  sample({
    clock: answered,
    target: failed,
    filter: (outcome) => !outcome.ok,
    fn: (outcome) => fetchErrorMessage((outcome as { ok: false; error: unknown }).error),
  });
  sample({ clock: failed, target: $error });

  const settled = createEvent();
  sample({ clock: [current, failed], fn: () => undefined, target: settled });
  sample({ clock: settled, fn: () => false, target: $pending });
  sample({ clock: settled, fn: (): number | null => now(), target: $timestamp });

  return { fetch, $data, $pending, $error, $timestamp, requestFx };
}
