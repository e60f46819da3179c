import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createPageCache,
  isCacheableRequest,
  isStorable,
  joinWithNonce,
  pageCacheMiddleware,
  splitAtNonce,
  startVersionPoller,
} from './page-cache.mjs';

const request = (path: string, { method = 'GET', cookie }: { method?: string; cookie?: string } = {}) => ({
  method,
  path: path.split('?')[0] ?? path,
  url: path,
  headers: cookie ? { cookie } : {},
});

describe('what may be cached', () => {
  it('takes anonymous GET and HEAD of pages, with their query', () => {
    for (const path of ['/', '/en', '/models/defender', '/stock?page=2&fuel=petrol', '/en/stock', '/_root.data', '/news/a']) {
      expect(isCacheableRequest(request(path)), path).toBe(true);
    }
    expect(isCacheableRequest(request('/', { method: 'HEAD' }))).toBe(true);
    expect(isCacheableRequest(request('/', { cookie: 'lux_consent_id=abc; other=1' }))).toBe(true);
  });

  it('never takes writes, the signed-in, previews, or the personal and editorial areas', () => {
    expect(isCacheableRequest(request('/', { method: 'POST' }))).toBe(false);
    expect(isCacheableRequest(request('/', { cookie: 'a=1; __Host-lux_sid=x' }))).toBe(false);
    expect(isCacheableRequest(request('/', { cookie: 'lux_sid=x' }))).toBe(false);
    expect(isCacheableRequest(request('/models/x', { cookie: 'lux_preview=token' }))).toBe(false);
    expect(isCacheableRequest(request('/models/x?preview_token=abc'))).toBe(false);
    for (const path of ['/admin', '/admin.data', '/en/admin/forms', '/cms/pages/1', '/auth/sign-in', '/auth-exchange', '/api/stock/x', '/media/api/v2/images/1', '/showroom-order-online/checkout', '/en/showroom-order-online', '/no-access']) {
      expect(isCacheableRequest(request(path)), path).toBe(false);
    }
  });

  it('keeps only whole 200s that say nothing private', () => {
    const headers = (init: Record<string, string> = {}) => new Headers({ 'content-type': 'text/html', ...init });
    expect(isStorable({ status: 200, headers: headers(), degraded: false })).toBe(true);
    expect(isStorable({ status: 200, headers: headers(), degraded: true })).toBe(false);
    expect(isStorable({ status: 404, headers: headers(), degraded: false })).toBe(false);
    expect(isStorable({ status: 503, headers: headers(), degraded: false })).toBe(false);
    expect(isStorable({ status: 200, headers: headers({ 'set-cookie': 'a=1' }), degraded: false })).toBe(false);
    expect(isStorable({ status: 200, headers: headers({ 'cache-control': 'private, no-store' }), degraded: false })).toBe(false);
    expect(isStorable({ status: 200, headers: headers({ 'cache-control': 'public, max-age=3600' }), degraded: false })).toBe(true);
  });
});

describe('the nonce', () => {
  it('is replaced everywhere it occurs, and nothing else changes', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ unit: 'grapheme' }), { maxLength: 6 }), fc.base64String({ minLength: 24, maxLength: 24 }), (pieces, other) => {
        const nonce = 'Zm9vYmFyYmF6cXV4cXV1eA==';
        fc.pre(!pieces.some((piece) => piece.includes('Zm9vYmFy')) && other !== nonce);
        const body = Buffer.from(pieces.join(nonce));
        const parts = splitAtNonce(body, nonce);
        expect(joinWithNonce(parts, nonce).equals(body)).toBe(true);
        expect(joinWithNonce(parts, other).toString()).toBe(pieces.join(other));
      }),
    );
  });
});

describe('createPageCache', () => {
  const entry = (body = '<p nonce="N1">x</p>') => ({
    status: 200,
    headers: new Headers({ 'content-type': 'text/html' }),
    body: Buffer.from(body),
    nonce: 'N1',
    requestHeaders: {},
  });

  it('is fresh, then stale, then out of date as it ages', () => {
    let now = 1_000;
    const cache = createPageCache({ freshMs: 100, staleMs: 1_000, now: () => now });
    cache.store('k', { ...entry(), renderedIn: cache.generation });
    expect(cache.lookup('k')?.state).toBe('fresh');
    now += 500;
    expect(cache.lookup('k')?.state).toBe('stale');
    now += 1_000;
    expect(cache.lookup('k')?.state).toBe('outdated');
    expect(cache.lookup('other')).toBeUndefined();
  });

  it('is out of date as soon as the data version changes or an employee writes', () => {
    const cache = createPageCache();
    cache.setRemoteVersion('1|1.0');
    cache.store('k', { ...entry(), renderedIn: cache.generation });
    expect(cache.setRemoteVersion('1|1.0')).toBe(false);
    expect(cache.lookup('k')?.state).toBe('fresh');
    cache.setRemoteVersion('2|1.0');
    expect(cache.lookup('k')?.state).toBe('outdated');
    cache.store('k', { ...entry(), renderedIn: cache.generation });
    cache.bump();
    expect(cache.lookup('k')?.state).toBe('outdated');
  });

  it('keeps to its byte bound, dropping the least recently used', () => {
    const cache = createPageCache({ maxBytes: 3 * (1_000 + 512) });
    for (const key of ['a', 'b', 'c']) cache.store(key, { ...entry('x'.repeat(1_000)), renderedIn: cache.generation });
    cache.lookup('a');
    cache.store('d', { ...entry('x'.repeat(1_000)), renderedIn: cache.generation });
    expect(cache.lookup('b')).toBeUndefined();
    expect(cache.lookup('a')).toBeDefined();
    expect(cache.bytes).toBeLessThanOrEqual(3 * (1_000 + 512));
  });

  it('renders once for concurrent misses of one key', async () => {
    const cache = createPageCache();
    let renders = 0;
    const render = async () => {
      renders += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return renders;
    };
    const flights = [cache.singleFlight('k', render), cache.singleFlight('k', render), cache.singleFlight('k', render)];
    expect(flights.map((flight) => flight.leader)).toEqual([true, false, false]);
    expect(await Promise.all(flights.map((flight) => flight.promise))).toEqual([1, 1, 1]);
    expect(renders).toBe(1);
  });
});

describe('pageCacheMiddleware', () => {
  let server: Server | undefined;
  afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

  /** A site wired like server.mjs: a nonce and a CSP naming it, the cache, then "React Router". */
  async function site(render: (request: Request, context: { nonce: string; markDegraded: (reason: string) => void }) => Promise<Response>) {
    const cache = createPageCache();
    const lookups: string[] = [];
    let nonceCount = 0;
    const app = express();
    app.use((_req, res, next) => {
      res.locals['nonce'] = `nonce${String(++nonceCount).padStart(3, '0')}`;
      res.setHeader('Content-Security-Policy', `script-src 'nonce-${res.locals['nonce']}'`);
      next();
    });
    app.use(
      pageCacheMiddleware({
        cache,
        render: (req: Request, context: { nonce: string; markDegraded: (reason: string) => void }) => render(req, context),
        loadContextOf: (_req: unknown, res: { locals: Record<string, string> }) => ({ nonce: res.locals['nonce'] }),
        onLookup: (result: string) => lookups.push(result),
      }),
    );
    app.use((_req, res) => res.status(299).send('fell through to React Router'));
    await new Promise<void>((resolve) => {
      server = app.listen(0, '127.0.0.1', () => resolve());
    });
    const origin = `http://127.0.0.1:${(server!.address() as AddressInfo).port}`;
    const get = async (path: string, headers: Record<string, string> = {}) => {
      const response = await fetch(origin + path, { headers });
      return { status: response.status, headers: response.headers, text: await response.text() };
    };
    return { cache, lookups, get };
  }

  const page = (text: string) => (_request: Request, { nonce }: { nonce: string }) =>
    Promise.resolve(new Response(`<script nonce="${nonce}">${text}</script>`, { headers: { 'content-type': 'text/html' } }));

  it('renders a miss once, then serves it with each response its own nonce, and a 304 without a policy', async () => {
    let renders = 0;
    const { get, lookups } = await site((request, context) => {
      renders += 1;
      return page('hello')(request, context);
    });
    const first = await get('/models/x');
    expect(first.headers.get('x-cache')).toBe('MISS');
    expect(first.text).toBe('<script nonce="nonce001">hello</script>');
    const second = await get('/models/x');
    expect(second.headers.get('x-cache')).toBe('HIT');
    expect(second.text).toBe('<script nonce="nonce002">hello</script>');
    expect(second.headers.get('content-security-policy')).toContain('nonce002');
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(second.headers.get('cache-control')).toBe('public, no-cache, stale-if-error=86400');
    const revalidated = await get('/models/x', { 'if-none-match': first.headers.get('etag')! });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get('content-security-policy')).toBeNull();
    expect(renders).toBe(1);
    expect(lookups).toEqual(['miss', 'hit', 'hit']);
  });

  it('serves the kept page when rendering fails, and an uncached failure as it is', async () => {
    let down = false;
    const { get, cache } = await site((request, context) =>
      down ? Promise.resolve(new Response('<h1>unavailable</h1>', { status: 503, headers: { 'content-type': 'text/html' } })) : page('kept')(request, context),
    );
    await get('/a');
    down = true;
    cache.setRemoteVersion('changed');
    const kept = await get('/a');
    expect(kept.status).toBe(200);
    expect(kept.headers.get('x-cache')).toBe('STALE-IF-ERROR');
    expect(kept.text).toContain('kept');
    const never = await get('/b');
    expect(never.status).toBe(503);
    expect(never.text).toBe('<h1>unavailable</h1>');
    down = false;
    expect((await get('/a')).headers.get('x-cache')).toBe('MISS');
    expect((await get('/b')).headers.get('x-cache')).toBe('MISS');
  });

  it('does not keep a degraded render, a personal one, or a bypassed request', async () => {
    const { get } = await site((request, context) => {
      const path = new URL(request.url).pathname;
      if (path === '/partial') context.markDegraded('block');
      if (path === '/cookie') return Promise.resolve(new Response('x', { headers: { 'set-cookie': 'a=1', 'content-type': 'text/html' } }));
      return page('p')(request, context);
    });
    for (const path of ['/partial', '/cookie']) {
      expect((await get(path)).headers.get('x-cache'), path).toBe('MISS');
      expect((await get(path)).headers.get('x-cache'), path).toBe('MISS');
    }
    expect((await get('/cookie')).headers.get('set-cookie')).toBe('a=1');
    expect((await get('/admin')).status).toBe(299);
    expect((await get('/', { cookie: 'lux_sid=1' })).status).toBe(299);
  });
});

describe('startVersionPoller', () => {
  it('feeds version changes to the cache and reports an outage and its end', async () => {
    let answer: 'one' | 'two' | 'down' = 'one';
    const fetchImpl = (async () => {
      if (answer === 'down') throw new Error('ECONNREFUSED');
      return new Response(JSON.stringify({ data: { attributes: { version: answer } } }));
    }) as typeof fetch;
    const cache = createPageCache();
    const changes: boolean[] = [];
    const poller = startVersionPoller({ cache, urls: ['a', 'b'], intervalMs: 5, fetchImpl, onChange: (up: boolean) => changes.push(up) });
    await poller.ready;
    expect(cache.generation).toBe('0/one|one');
    answer = 'two';
    await expect.poll(() => cache.generation).toBe('0/two|two');
    answer = 'down';
    await expect.poll(() => poller.up).toBe(false);
    expect(cache.generation).toBe('0/two|two');
    answer = 'two';
    await expect.poll(() => poller.up).toBe(true);
    expect(changes).toEqual([false, true]);
    poller.stop();
  });
});
