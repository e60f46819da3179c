import type { FastifyInstance } from 'fastify';

/** What the adapters call to reach a vendor: the global `fetch`, or the in-process transport below. */
export type Fetch = (url: string, init?: RequestInit) => Promise<Response>;

/** Statuses whose responses carry no body (the Response constructor refuses one). */
const NULL_BODY = new Set([101, 204, 205, 304]);

/**
 * The embedded default's transport: a request to one of this API's own stand-ins (the Twilio Verify and
 * BriteVerify fakes, the local CRM receiver) goes through `app.inject` — the same router, parsers, hooks
 * and serialisation as a socket, so the client code is the one that talks to the real vendor — without
 * needing to know where, or whether, the API listens. Only the path and query of `url` are used.
 */
export function injectFetch(app: FastifyInstance): Fetch {
  return async (url, init = {}) => {
    const target = new URL(url);
    const headers = Object.fromEntries(new Headers(init.headers).entries());
    let payload: string | undefined;
    if (typeof init.body === 'string') payload = init.body;
    else if (init.body instanceof URLSearchParams) {
      payload = init.body.toString();
      headers['content-type'] ??= 'application/x-www-form-urlencoded;charset=UTF-8';
    } else if (init.body != null) throw new TypeError('injectFetch sends string or URLSearchParams bodies only');
    const method = (init.method ?? 'GET').toUpperCase() as 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS';
    const signal = init.signal ?? undefined;
    signal?.throwIfAborted();
    const injected = app.inject({ method, url: `${target.pathname}${target.search}`, headers, ...(payload === undefined ? {} : { payload }) });
    const response = signal
      ? await new Promise<Awaited<typeof injected>>((resolve, reject) => {
          const abort = () => reject(signal.reason);
          signal.addEventListener('abort', abort, { once: true });
          injected.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
        })
      : await injected;
    const out = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value === undefined) continue;
      for (const item of Array.isArray(value) ? value : [value]) out.append(name, String(item));
    }
    const body = NULL_BODY.has(response.statusCode) || method === 'HEAD' ? null : new Uint8Array(response.rawPayload);
    return new Response(body, { status: response.statusCode, statusText: response.statusMessage, headers: out });
  };
}

/**
 * An AbortSignal that fires after `ms` with a TimeoutError. Made from setTimeout (not AbortSignal.timeout)
 * so tests can drive it with fake timers; `clear` must run once the call is over.
 */
export function timeoutSignal(ms: number): { signal: AbortSignal; clear(): void } {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new DOMException(`No answer within ${ms} ms`, 'TimeoutError')), ms);
  return { signal: controller.signal, clear: () => clearTimeout(timer) };
}

export const isTimeout = (error: unknown) => error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
