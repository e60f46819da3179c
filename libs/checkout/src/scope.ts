import { startTransition, useEffect, useMemo, useState } from 'react';
import { allSettled, fork, type Scope } from 'effector';
import type { AxiosInstance } from 'axios';
import {
  browserLocalStorage,
  createMemoryStorage,
  createOrderOnlineApi,
  orderOnlineApiConfigured,
  orderOnlineRestored,
  orderOnlineStorageConfigured,
  type OrderOnlineApi,
  type StorageAdapter,
} from '@lux/order-online';
import { startHoldClock } from './open';

type Config = Parameters<AxiosInstance['request']>[0];

/**
 * The one call of axios the order-online client uses (`request`), on `fetch`: the browser's journey needs
 * no HTTP library in its first load. Answers and failures have axios's shape (`data`, `response.status`),
 * which is what the client reads.
 */
export const fetchRequest: Pick<AxiosInstance, 'request'> = {
  request: (async (config: Config) => {
    const url = new URL(config.url ?? '', globalThis.location?.origin ?? 'http://localhost');
    for (const [key, value] of Object.entries((config.params ?? {}) as Record<string, unknown>)) {
      if (value !== undefined && value !== null) url.searchParams.append(key, String(value));
    }
    const headers: Record<string, string> = { accept: 'application/json' };
    for (const [key, value] of Object.entries((config.headers ?? {}) as Record<string, unknown>)) {
      if (typeof value === 'string') headers[key] = value;
    }
    const hasBody = config.data !== undefined;
    if (hasBody) headers['content-type'] = 'application/json';
    const response = await fetch(url.toString(), {
      method: (config.method ?? 'GET').toUpperCase(),
      headers,
      body: hasBody ? JSON.stringify(config.data) : undefined,
      credentials: 'same-origin',
    });
    const text = await response.text();
    let data: unknown = text;
    try {
      data = text ? (JSON.parse(text) as unknown) : undefined;
    } catch {
      // Not JSON (a proxy's page): kept as text for the error.
    }
    if (!response.ok) {
      throw Object.assign(new Error(`Request failed with status ${response.status}`), { response: { status: response.status, data } });
    }
    return { data, status: response.status };
  }) as AxiosInstance['request'],
};

/** The journey's calls as the browser makes them: the stock and orders services through the site's origin. */
export function browserOrderOnlineApi(): OrderOnlineApi {
  return createOrderOnlineApi({ http: fetchRequest, stockBaseUrl: '/api/stock', ordersBaseUrl: '/api/orders' });
}

export interface OrderOnlineScopeOptions {
  /** The page loader's serialised state (`serialize(scope)` on the server). */
  values: Readonly<Record<string, unknown>>;
  /** The browser's API; tests and stories give a fake. */
  createApi?: () => OrderOnlineApi;
  /** The journey's storage: the browser's local storage by default (in memory where there is none). */
  createStorage?: () => StorageAdapter;
  /** What the page does once the scope has its API and storage and has read the journey back. */
  opened?: (scope: Scope) => Promise<void> | void;
  /** Run the hold's countdown while the page is shown (the steps page and checkout). */
  holdClock?: boolean;
}

export interface OrderOnlineScope {
  scope: Scope;
  /** True once the browser has restored the journey from storage (false during the server render). */
  ready: boolean;
}

/**
 * One Effector scope per page, started from the server's state (so the first paint is the real one). In
 * the browser it then gets the API and local storage (in-memory when storage is unavailable), reads the
 * journey back (A§4: data, steps, soft lock) and runs the page's own opening.
 */
const defaultStorage = (): StorageAdapter => browserLocalStorage() ?? createMemoryStorage();

export function useOrderOnlineScope({
  values,
  createApi = browserOrderOnlineApi,
  createStorage = defaultStorage,
  opened,
  holdClock = false,
}: OrderOnlineScopeOptions): OrderOnlineScope {
  const scope = useMemo(() => fork({ values: { ...values } }), [values]);
  const [readyScope, setReadyScope] = useState<Scope | null>(null);
  useEffect(() => {
    let live = true;
    let stopClock: (() => void) | null = null;
    void (async () => {
      await allSettled(orderOnlineApiConfigured, { scope, params: createApi() });
      await allSettled(orderOnlineStorageConfigured, { scope, params: createStorage() });
      await allSettled(orderOnlineRestored, { scope });
      await opened?.(scope);
      if (!live) return;
      // Last: once the clock ticks, the scope always has work pending and allSettled would never resolve.
      if (holdClock) stopClock = startHoldClock(scope);
      // The page's full render (summary, payment, steps) is a transition: React renders it in slices and
      // keeps the main thread free for input meanwhile (no long task on a phone; Lighthouse TBT).
      startTransition(() => setReadyScope(scope));
    })();
    return () => {
      live = false;
      stopClock?.();
    };
    // The page's callbacks are read once per scope: a new scope comes with new server data.
  }, [scope]);
  return { scope, ready: readyScope === scope };
}
