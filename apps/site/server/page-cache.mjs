// The page cache (issue 16, ADR 030): rendered answers for anonymous visitors, kept in memory with a byte
// bound, so a campaign burst is served from memory instead of rendering every page afresh.
//
// - Kept: GET answers of 200 that say nothing private (no Set-Cookie, no `private`/`no-store`) and that
//   rendered whole (a part that failed marks the render degraded). Keyed by the full URL (host, path and
//   query: the canonical URL and the stock filters follow them); HEAD reads the GET entry.
// - Never: a visitor with the sign-in or preview cookie, a preview link, the editor, back office, sign-in and
//   order areas, the API proxies.
// - Fresh while the data it was rendered from is current (the content and stock services' data versions,
//   polled, plus a local bump after an employee's write through this server) and younger than `freshMs`;
//   then stale-while-revalidate up to `staleMs`; older ones are kept (LRU, byte bound) only to be served
//   when rendering fails (stale-if-error: the API is down).
// - The CSP nonce: each entry keeps the bytes split at the nonce it was rendered with, and every answer
//   joins them with the response's own fresh nonce, so the strict policy stays per response.
import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';

/** Path prefixes never served from or kept in the cache (personal, editorial or not pages at all). */
const BYPASS_PATH = /^\/(?:(?:en|ar|ru)\/)?(?:api|admin|cms|auth|auth-exchange|media|assets|healthz|showroom-order-online|order-online|no-access)(?:[/.]|$)/;
const SESSION_OR_PREVIEW_COOKIE = /(?:^|;\s*)(?:(?:__Host-)?lux_sid|lux_preview)=/;
/** Response headers a kept answer carries again; the rest (dates, lengths, cookies) are per response. */
const KEPT_HEADERS = new Set(['content-type', 'cache-control', 'link', 'vary', 'x-robots-tag', 'content-language', 'location']);

/**
 * Whether a request may be answered from (and fill) the page cache.
 * @param {{ method: string, path: string, url: string, headers: Record<string, string | string[] | undefined> }} req
 */
export function isCacheableRequest(req) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  if (BYPASS_PATH.test(req.path)) return false;
  if (SESSION_OR_PREVIEW_COOKIE.test(String(req.headers.cookie ?? ''))) return false;
  if (/[?&]preview_token=/.test(req.url)) return false;
  // A reload that asks for a fresh copy gets one (and refreshes the entry).
  return true;
}

/** Whether an answer may be kept: a whole 200 that says nothing private. */
export function isStorable({ status, headers, degraded }) {
  if (status !== 200 || degraded) return false;
  if (headers.has('set-cookie')) return false;
  const cacheControl = (headers.get('cache-control') ?? '').toLowerCase();
  return !/\b(?:private|no-store)\b/.test(cacheControl);
}

/**
 * The body as parts around each occurrence of the nonce it was rendered with; joining them with another
 * nonce gives the same page for that nonce.
 * @param {Buffer} body
 * @param {string} nonce
 * @returns {Buffer[]}
 */
export function splitAtNonce(body, nonce) {
  if (!nonce) return [body];
  const needle = Buffer.from(nonce);
  const parts = [];
  let from = 0;
  for (let at = body.indexOf(needle, from); at !== -1; at = body.indexOf(needle, from)) {
    parts.push(body.subarray(from, at));
    from = at + needle.length;
  }
  parts.push(body.subarray(from));
  return parts;
}

/**
 * @param {Buffer[]} parts
 * @param {string} nonce
 * @returns {Buffer}
 */
export function joinWithNonce(parts, nonce) {
  if (parts.length === 1) return /** @type {Buffer} */ (parts[0]);
  const glue = Buffer.from(nonce);
  const pieces = [];
  parts.forEach((part, index) => {
    if (index > 0) pieces.push(glue);
    pieces.push(part);
  });
  return Buffer.concat(pieces);
}

/** A weak validator of the page's content (the nonce is not part of it). */
export function etagOf(parts) {
  const hash = createHash('sha1');
  for (const part of parts) hash.update(part).update('\0');
  return `W/"${hash.digest('base64url')}"`;
}

/**
 * The cache itself: entries, generations (data versions), lookups and single-flight renders.
 * @param {{ maxBytes?: number, freshMs?: number, staleMs?: number, keepMs?: number, now?: () => number }} [options]
 */
export function createPageCache({ maxBytes = 64 * 1024 * 1024, freshMs = 60_000, staleMs = 600_000, keepMs = 86_400_000, now = Date.now } = {}) {
  const entries = new LRUCache({
    maxSize: maxBytes,
    sizeCalculation: (entry) => Math.max(1, entry.size),
    ttl: keepMs,
    ttlAutopurge: false,
    perf: { now },
  });
  const inFlight = new Map();
  let local = 0;
  let remote = '';
  const stats = { hit: 0, stale: 0, miss: 0, bypass: 0, staleIfError: 0, stored: 0, invalidations: 0 };

  const generation = () => `${local}/${remote}`;

  return {
    stats,
    get generation() {
      return generation();
    },
    /** The services' data version as last read; a change makes every entry out of date. */
    setRemoteVersion(version) {
      if (version === remote) return false;
      remote = version;
      stats.invalidations += 1;
      return true;
    },
    /** Something changed that the services' versions may not show yet (an employee's write here). */
    bump() {
      local += 1;
      stats.invalidations += 1;
    },
    /**
     * @returns {{ entry: object, state: 'fresh' | 'stale' | 'outdated' } | undefined}
     *   fresh: serve; stale: serve and refresh in the background; outdated: render, serve only if that fails.
     */
    lookup(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.generation !== generation()) return { entry, state: 'outdated' };
      const age = now() - entry.storedAt;
      if (age <= freshMs) return { entry, state: 'fresh' };
      if (age <= staleMs) return { entry, state: 'stale' };
      return { entry, state: 'outdated' };
    },
    /**
     * Keeps a rendered answer under `key`, tagged with the generation the render started in (a change
     * during the render leaves it out of date at once).
     */
    store(key, { status, headers, body, nonce, requestHeaders, renderedIn }) {
      const parts = splitAtNonce(body, nonce);
      const kept = [];
      for (const [name, value] of headers) if (KEPT_HEADERS.has(name)) kept.push([name, value]);
      const entry = {
        status,
        headers: kept,
        parts,
        etag: etagOf(parts),
        storedAt: now(),
        generation: renderedIn,
        requestHeaders,
        size: body.length + 512,
      };
      entries.set(key, entry);
      stats.stored += 1;
      return entry;
    },
    /** Touches an entry that stays as it was (a refresh that failed), so it is not refreshed on every hit. */
    keep(key, entry) {
      entries.set(key, { ...entry, storedAt: now() - freshMs - 1 });
    },
    /** One render per key at a time: concurrent misses wait for the first. */
    singleFlight(key, render) {
      const running = inFlight.get(key);
      if (running) return { promise: running, leader: false };
      const promise = render().finally(() => inFlight.delete(key));
      inFlight.set(key, promise);
      return { promise, leader: true };
    },
    get size() {
      return entries.size;
    },
    get bytes() {
      return entries.calculatedSize;
    },
    clear() {
      entries.clear();
    },
  };
}

/**
 * Polls the services' data versions and feeds the cache. A failed poll keeps the cache as it is (stale
 * pages stay servable) and reports the outage; the first good poll after one ends it.
 * @param {{ cache: ReturnType<typeof createPageCache>, urls: string[], intervalMs?: number, timeoutMs?: number, fetchImpl?: typeof fetch, onChange?: (up: boolean) => void }} options
 */
export function startVersionPoller({ cache, urls, intervalMs = 250, timeoutMs = 1_000, fetchImpl = fetch, onChange }) {
  // Unknown until the first poll: the services may still be starting, which is not an outage to report.
  let up;
  let stopped = false;
  let timer;
  const readOne = async (url) => {
    const response = await fetchImpl(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    const body = await response.json();
    const version = body?.data?.attributes?.version;
    if (typeof version !== 'string') throw new Error(`${url} answered without a version`);
    return version;
  };
  const poll = async () => {
    try {
      const versions = await Promise.all(urls.map(readOne));
      cache.setRemoteVersion(versions.join('|'));
      if (up === false) onChange?.(true);
      up = true;
    } catch {
      if (up === true) onChange?.(false);
      up = false;
    }
  };
  const loop = async () => {
    await poll();
    if (!stopped) timer = setTimeout(loop, intervalMs).unref();
  };
  const ready = poll().then(() => {
    if (!stopped) timer = setTimeout(loop, intervalMs).unref();
  });
  return {
    ready,
    /** Whether the last poll reached every service (false until one has). */
    get up() {
      return up === true;
    },
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}

/** The web Request React Router renders from an Express request (as @react-router/express builds it). */
export function webRequestOf(req, { headers: only } = {}) {
  const host = req.get('x-forwarded-host') ?? req.get('host') ?? 'localhost';
  const url = new URL(`${req.protocol}://${host}${req.originalUrl}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(only ?? req.headers)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  return new Request(url, { method: 'GET', headers });
}

/** Request headers a background refresh renders with (what the first visitor sent that a page may read). */
const REFRESH_HEADERS = ['host', 'x-forwarded-host', 'x-forwarded-proto', 'accept', 'accept-language', 'user-agent'];

/**
 * The Express middleware in front of React Router for cacheable requests.
 * @param {{
 *   cache: ReturnType<typeof createPageCache>,
 *   render: (request: Request, loadContext: any) => Promise<Response>,
 *   loadContextOf: (req: any, res: any, extra: { background?: boolean }) => object,
 *   onLookup?: (result: 'hit' | 'stale' | 'miss' | 'bypass' | 'stale-if-error') => void,
 *   log?: (entry: object) => void,
 * }} options
 */
export function pageCacheMiddleware({ cache, render, loadContextOf, onLookup, log = () => {} }) {
  /** Renders a request whole; `degraded` says a part failed (the answer is not kept). */
  async function renderWhole(request, loadContext) {
    let degraded = false;
    const context = { ...loadContext, markDegraded: () => (degraded = true) };
    const response = await render(request, context);
    const body = request.method === 'HEAD' ? Buffer.alloc(0) : Buffer.from(await response.arrayBuffer());
    return { status: response.status, headers: response.headers, body, nonce: context.nonce, degraded };
  }

  function send(req, res, entry, nonce, state) {
    res.setHeader('X-Cache', state);
    for (const [name, value] of entry.headers) res.setHeader(name, value);
    if (!entry.headers.some(([name]) => name === 'cache-control')) {
      // Browsers and a CDN keep it but ask again each time (304 while it is unchanged); a CDN may serve it
      // for a day while this server cannot answer.
      res.setHeader('Cache-Control', 'public, no-cache, stale-if-error=86400');
    }
    res.setHeader('ETag', entry.etag);
    const ifNoneMatch = req.get('if-none-match');
    if (ifNoneMatch && ifNoneMatch.split(/\s*,\s*/).includes(entry.etag)) {
      // The browser keeps the page and the policy it came with (their nonces match): a 304 must not
      // replace that policy with one naming this response's nonce.
      res.removeHeader('Content-Security-Policy');
      return res.status(304).end();
    }
    res.status(entry.status);
    if (req.method === 'HEAD') return res.end();
    return res.send(joinWithNonce(entry.parts, nonce));
  }

  function refreshInBackground(key, entry, req, res) {
    const headers = {};
    for (const name of REFRESH_HEADERS) if (entry.requestHeaders[name]) headers[name] = entry.requestHeaders[name];
    const renderedIn = cache.generation;
    cache.singleFlight(key, async () => {
      const request = webRequestOf(req, { headers });
      const result = await renderWhole(request, loadContextOf(req, res, { background: true }));
      if (isStorable(result)) cache.store(key, { ...result, requestHeaders: entry.requestHeaders, renderedIn });
      else cache.keep(key, entry);
      return null;
    }).promise.catch((error) => {
      cache.keep(key, entry);
      log({ level: 'warn', msg: 'page cache: background refresh failed', url: key, err: String(error) });
    });
  }

  return async function pageCache(req, res, next) {
    if (!isCacheableRequest(req)) {
      onLookup?.('bypass');
      return next();
    }
    const key = `${req.protocol}://${req.get('x-forwarded-host') ?? req.get('host')}${req.originalUrl}`;
    const nonce = res.locals.nonce;
    const found = cache.lookup(key);
    if (found?.state === 'fresh') {
      cache.stats.hit += 1;
      onLookup?.('hit');
      return send(req, res, found.entry, nonce, 'HIT');
    }
    if (found?.state === 'stale') {
      cache.stats.stale += 1;
      onLookup?.('stale');
      refreshInBackground(key, found.entry, req, res);
      return send(req, res, found.entry, nonce, 'STALE');
    }
    cache.stats.miss += 1;
    onLookup?.('miss');
    const renderedIn = cache.generation;
    const requestHeaders = {};
    for (const name of REFRESH_HEADERS) if (req.headers[name]) requestHeaders[name] = req.headers[name];
    const flight = cache.singleFlight(key, async () => {
      const result = await renderWhole(webRequestOf(req), loadContextOf(req, res, {}));
      const entry = isStorable(result) ? cache.store(key, { ...result, requestHeaders, renderedIn }) : null;
      return { result, entry };
    });
    let outcome;
    try {
      outcome = await flight.promise;
    } catch (error) {
      if (found) {
        cache.stats.staleIfError += 1;
        onLookup?.('stale-if-error');
        log({ level: 'warn', msg: 'page cache: render failed; serving the kept page', url: key, err: String(error) });
        return send(req, res, found.entry, nonce, 'STALE-IF-ERROR');
      }
      return next(error);
    }
    const { result, entry } = outcome;
    if (entry) return send(req, res, entry, nonce, 'MISS');
    // Not kept: a failure (then the kept page, if any, is better than an error page), or a personal or
    // partial answer, which only its own visitor may see: a follower renders its own.
    if (result.status >= 500 && found) {
      cache.stats.staleIfError += 1;
      onLookup?.('stale-if-error');
      return send(req, res, found.entry, nonce, 'STALE-IF-ERROR');
    }
    if (!flight.leader) return next();
    res.setHeader('X-Cache', 'MISS');
    res.status(result.status);
    for (const [name, value] of result.headers) {
      if (name === 'set-cookie' || name === 'content-length') continue;
      res.setHeader(name, value);
    }
    for (const cookie of result.headers.getSetCookie()) res.append('Set-Cookie', cookie);
    if (req.method === 'HEAD') return res.end();
    return res.send(result.body);
  };
}
