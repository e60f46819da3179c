// Prometheus metrics of the site's server (issue 16 item 9, ADR 032): requests counted and timed per route
// group — a small fixed set derived from the path, never the path itself, so label sets stay bounded whatever
// visitors send — the page cache's lookups by result, and the process's default metrics. Served on a listener
// of its own (`startMetricsListener`), bound to loopback by default and never on the public port.
import http from 'node:http';
import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

export const registry = new Registry();

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
/** Locale prefixes of the site's paths (Hebrew has none); stripped before grouping. */
const LOCALE_PREFIX = /^\/(?:en|ar|ru)(?=\/|$)/;

/**
 * The route group of a request path: one of a fixed set, so a metric never gets a label per URL. Order
 * matters: the first matching rule wins.
 * @type {ReadonlyArray<readonly [string, RegExp]>}
 */
const GROUPS = [
  ['health', /^\/healthz$/],
  ['assets', /^\/assets\//],
  ['media', /^\/media\//],
  ['api-proxy:stock', /^\/api\/stock\//],
  ['api-proxy:content', /^\/api\/content\//],
  ['api-proxy:forms', /^\/api\/forms\//],
  ['api-proxy:consent', /^\/api\/consent$/],
  ['api-proxy:orders', /^\/api\/orders(?:\/|$)/],
  ['api-proxy:other', /^\/api(?:\/|$)/],
  ['admin-api', /^\/admin\/api\//],
  ['seo', /^\/(?:sitemap\.xml|robots\.txt|sitemaps\/[^/]*)$/],
];
/** Groups of paths that may carry a locale prefix. */
const LOCALISED_GROUPS = /** @type {ReadonlyArray<readonly [string, RegExp]>} */ ([
  ['admin', /^\/admin(?:\/|$)/],
  ['cms', /^\/cms(?:\/|$)/],
  ['auth', /^\/(?:auth(?:\/|$)|auth-exchange$)/],
  ['order-online', /^\/showroom-order-online(?:\/|$)/],
  ['showroom', /^\/showroom\//],
  ['compare', /^\/compare(?:\.data)?$/],
  ['stock', /^\/stock(?:\/|\.data$|$)/],
]);

/** The route groups a request can be counted under (for documentation and tests). */
export const ROUTE_GROUPS = Object.freeze([
  ...GROUPS.map(([name]) => name),
  ...LOCALISED_GROUPS.map(([name]) => name),
  'page-data',
  'static',
  'page',
]);

/**
 * @param {string} path the request's path (no query)
 * @returns {string} one of {@link ROUTE_GROUPS}
 */
export function routeGroup(path) {
  for (const [name, pattern] of GROUPS) if (pattern.test(path)) return name;
  const unprefixed = path.replace(LOCALE_PREFIX, '') || '/';
  for (const [name, pattern] of LOCALISED_GROUPS) if (pattern.test(unprefixed)) return name;
  // React Router's own requests: a page's data (`/about.data`, `/_root.data`) and the route manifest.
  if (/\.data$/.test(path) || path === '/__manifest') return 'page-data';
  // A file of the client build (favicon, fonts, manifest) rather than a page.
  if (/\/[^/]+\.[A-Za-z0-9]{1,8}$/.test(path)) return 'static';
  return 'page';
}

const labelNames = ['method', 'route', 'status_class'];
const requests = new Counter({
  name: 'lux_site_http_requests_total',
  help: 'Requests answered, by route group, method and status class (aborted: the client left first).',
  labelNames,
  registers: [registry],
});
const durations = new Histogram({
  name: 'lux_site_http_request_duration_seconds',
  help: 'Time from receiving a request to answering it, by route group, method and status class.',
  labelNames,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

/** What a page-cache lookup found (the page cache reports each lookup through {@link recordCacheLookup}). */
export const CACHE_RESULTS = Object.freeze(['hit', 'miss', 'stale', 'bypass']);
const cacheLookups = new Counter({
  name: 'lux_site_page_cache_lookups_total',
  help: 'Page cache lookups by result: hit (fresh), stale (served while revalidating or when the API failed), miss (rendered), bypass (not cacheable: signed in, preview, personal).',
  labelNames: ['result'],
  registers: [registry],
});
for (const result of CACHE_RESULTS) cacheLookups.inc({ result }, 0);

/**
 * Counts one page-cache lookup.
 * @param {'hit' | 'miss' | 'stale' | 'bypass'} result
 */
export function recordCacheLookup(result) {
  if (!CACHE_RESULTS.includes(result))
    throw new TypeError(`Unknown page cache result "${String(result).slice(0, 20)}"`);
  cacheLookups.inc({ result });
}

const statusClass = (status) => (status >= 100 && status < 600 ? `${Math.floor(status / 100)}xx` : 'other');

/**
 * Express middleware: counts and times every request once it is answered (or the client leaves first).
 * @type {import('express').RequestHandler}
 */
export function metricsMiddleware(req, res, next) {
  const started = process.hrtime.bigint();
  let done = false;
  const record = (finished) => {
    if (done) return;
    done = true;
    const labels = {
      method: METHODS.has(req.method) ? req.method : 'OTHER',
      route: routeGroup(req.path),
      status_class: finished ? statusClass(res.statusCode) : 'aborted',
    };
    requests.inc(labels);
    durations.observe(labels, Number(process.hrtime.bigint() - started) / 1e9);
  };
  res.once('finish', () => record(true));
  res.once('close', () => record(res.writableFinished));
  next();
}

/**
 * Where the metrics listener goes: `METRICS_PORT` (unset or 0: none) and `METRICS_HOST` (127.0.0.1).
 * @param {NodeJS.ProcessEnv} env
 * @returns {{ host: string, port: number } | null}
 */
export function metricsListenerFromEnv(env) {
  const raw = env.METRICS_PORT?.trim() ?? '';
  if (raw === '' || raw === '0') return null;
  if (!/^[1-9]\d{0,4}$/.test(raw) || Number(raw) > 65_535) {
    throw new Error(
      `METRICS_PORT must be a port number (1–65535), or 0 or unset for no metrics listener; got "${raw.slice(0, 20)}".`,
    );
  }
  return { host: env.METRICS_HOST?.trim() || '127.0.0.1', port: Number(raw) };
}

let defaultMetricsOn = false;

/**
 * Serves `GET /metrics` (Prometheus text format) on a listener of its own, with the process's default
 * metrics. Resolves with the server once it listens (port 0 picks a free port).
 * @param {{ host: string, port: number }} options
 * @returns {Promise<http.Server>}
 */
export async function startMetricsListener({ host, port }) {
  if (!defaultMetricsOn) {
    collectDefaultMetrics({ register: registry });
    defaultMetricsOn = true;
  }
  const server = http.createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0];
    if (path !== '/metrics' || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found\n');
      return;
    }
    registry.metrics().then(
      (text) =>
        res
          .writeHead(200, { 'content-type': registry.contentType })
          .end(req.method === 'HEAD' ? undefined : text),
      (error) => {
        console.error(
          JSON.stringify({ level: 'error', msg: 'metrics: collecting failed', err: String(error) }),
        );
        res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('Metrics unavailable\n');
      },
    );
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve(undefined);
    });
  });
  return server;
}
