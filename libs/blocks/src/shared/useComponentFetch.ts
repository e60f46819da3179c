import { useCallback, useEffect, useRef, useState, type DependencyList } from 'react';
import { fetchErrorMessage, settleAtLeast, shellTimings } from '@lux/shell';

export type ComponentFetchStatus = 'idle' | 'pending' | 'ready' | 'error';

export interface ComponentFetchState<R> {
  /** `idle`: nothing to fetch (no `load`); `pending` from the first frame of a fetch until it settles. */
  status: ComponentFetchStatus;
  /** The last answer (or the server's `initial`); kept while a newer fetch is pending or after it fails. */
  data: R | null;
  /** The last failure's message; cleared by the next success. */
  error: string | null;
  /** When the last fetch settled (ms since the epoch); null before the first and for server data. */
  timestamp: number | null;
  /** Fetches again (also over server data); does nothing while there is no `load`. */
  retry: () => void;
}

export interface ComponentFetchOptions<R> {
  /** Data the server already provided: shown as ready, and no fetch is made until `retry`. Keep it stable (memoise it). */
  initial?: R | null;
  /** Tests only; A§9's 200 ms otherwise. */
  minimumDelayMs?: number;
  /** The clock for `timestamp`. */
  now?: () => number;
}

interface Key<R> {
  deps: DependencyList;
  initial: R | null;
  enabled: boolean;
}

interface Internal<R> extends Omit<ComponentFetchState<R>, 'retry'> {
  key: Key<R>;
  /** Grows with every fetch started; an answer counts only while its fetch is the newest. */
  generation: number;
  /** The fetch the effect should run, or null when none should. */
  request: number | null;
}

const sameKey = <R>(a: Key<R>, b: Key<R>) =>
  a.initial === b.initial &&
  a.enabled === b.enabled &&
  a.deps.length === b.deps.length &&
  a.deps.every((dep, position) => Object.is(dep, b.deps[position]));

/** The state for a new key: server data as is, else a fetch (keeping the last data), else idle. */
function start<R>(key: Key<R>, previous: Internal<R> | null): Internal<R> {
  const generation = (previous?.generation ?? 0) + 1;
  if (key.initial !== null) {
    return { key, generation, request: null, status: 'ready', data: key.initial, error: null, timestamp: null };
  }
  return {
    key,
    generation,
    request: key.enabled ? generation : null,
    status: key.enabled ? 'pending' : 'idle',
    data: previous?.data ?? null,
    error: previous?.error ?? null,
    timestamp: previous?.timestamp ?? null,
  };
}

/**
 * A block's own data fetch in the browser (A§4), with the same rules as `createComponentFetch` in
 * @lux/shell, per component instance (no Effector units made at run time): pending from the first frame
 * and held for at least 200 ms (A§9); a change of `deps` (or of `initial`, or `load` turning on or off)
 * starts a new fetch that supersedes one still in flight; an answer after unmount is ignored; a failure
 * keeps its message; `retry` fetches again. `load` is read when a fetch starts, so it need not be stable.
 */
export function useComponentFetch<R>(
  load: (() => Promise<R>) | null,
  deps: DependencyList,
  options: ComponentFetchOptions<R> = {},
): ComponentFetchState<R> {
  const key: Key<R> = { deps, initial: options.initial ?? null, enabled: load !== null };
  const [stored, setStored] = useState<Internal<R>>(() => start(key, null));
  // Adjusted while rendering (not in an effect): a new key shows pending on the same frame.
  let state = stored;
  if (!sameKey(stored.key, key)) {
    state = start(key, stored);
    setStored(state);
  }

  const latest = useRef({ load, minimum: options.minimumDelayMs ?? shellTimings.fetchMinimumDelayMs, now: options.now ?? Date.now });
  useEffect(() => {
    latest.current = { load, minimum: options.minimumDelayMs ?? shellTimings.fetchMinimumDelayMs, now: options.now ?? Date.now };
  });

  const { request } = state;
  useEffect(() => {
    const { load: run, minimum, now } = latest.current;
    if (request === null || !run) return;
    let live = true;
    // A synchronous throw in `load` is a failure like a rejection.
    void settleAtLeast(new Promise<R>((resolve) => resolve(run())), minimum).then((outcome) => {
      if (!live) return;
      setStored((current) => {
        if (current.request !== request) return current;
        const timestamp = now();
        return outcome.ok
          ? { ...current, request: null, status: 'ready', data: outcome.result, error: null, timestamp }
          : { ...current, request: null, status: 'error', error: fetchErrorMessage(outcome.error), timestamp };
      });
    });
    return () => {
      live = false;
    };
  }, [request]);

  const retry = useCallback(() => {
    setStored((current) =>
      current.key.enabled
        ? { ...current, generation: current.generation + 1, request: current.generation + 1, status: 'pending' }
        : current,
    );
  }, []);

  return { status: state.status, data: state.data, error: state.error, timestamp: state.timestamp, retry };
}
