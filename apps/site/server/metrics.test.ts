import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CACHE_RESULTS,
  metricsListenerFromEnv,
  metricsMiddleware,
  recordCacheLookup,
  ROUTE_GROUPS,
  routeGroup,
  startMetricsListener,
} from './metrics.mjs';

let site: Server;
let metrics: Server;
let siteOrigin: string;
let metricsUrl: string;

const portOf = (server: Server) => (server.address() as AddressInfo).port;

beforeAll(async () => {
  // A tiny app wired like server.mjs: the middleware first, then routes; no /metrics on it.
  const app = express();
  app.use(metricsMiddleware);
  app.get('/api/stock/public_api/listing/:listing', (_req, res) => {
    res.json({ data: [] });
  });
  app.get('/slow', (_req, res) => {
    setTimeout(() => res.send('done'), 60);
  });
  app.get('/hang', () => {
    // never answers: the client gives up
  });
  app.all('*', (_req, res) => {
    res.status(404).send('Not found');
  });
  site = await new Promise<Server>((resolve) => {
    const server = app.listen(0, '127.0.0.1', () => resolve(server));
  });
  siteOrigin = `http://127.0.0.1:${portOf(site)}`;
  metrics = await startMetricsListener({ host: '127.0.0.1', port: 0 });
  metricsUrl = `http://127.0.0.1:${portOf(metrics)}/metrics`;
});

afterAll(async () => {
  site?.closeAllConnections();
  await new Promise((resolve) => site?.close(resolve));
  await new Promise((resolve) => metrics?.close(resolve));
});

async function scrape(): Promise<string> {
  const response = await fetch(metricsUrl);
  expect(response.status).toBe(200);
  return response.text();
}

/** The value of the sample with exactly these labels, undefined when absent. */
function sample(text: string, name: string, labels: Record<string, string>): number | undefined {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  for (const line of text.split('\n')) {
    const match = /^([a-z_]+)\{([^}]*)\} (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const present = match[2]!.split(',');
    if (present.length === wanted.length && wanted.every((pair) => present.includes(pair)))
      return Number(match[3]);
  }
  return undefined;
}

describe('routeGroup', () => {
  it.each([
    ['/', 'page'],
    ['/en', 'page'],
    ['/models/defender', 'page'],
    ['/en/models/defender', 'page'],
    ['/stock', 'stock'],
    ['/en/stock', 'stock'],
    ['/stock.data', 'stock'],
    ['/showroom/new-defender-2024-123', 'showroom'],
    ['/ar/showroom/x-1', 'showroom'],
    ['/showroom-order-online/checkout', 'order-online'],
    ['/api/stock/public_api/listing/lux-il', 'api-proxy:stock'],
    ['/api/content/dealers', 'api-proxy:content'],
    ['/api/forms/forms/3/leads', 'api-proxy:forms'],
    ['/api/consent', 'api-proxy:consent'],
    ['/api/orders/buy_online/orders', 'api-proxy:orders'],
    ['/api/anything', 'api-proxy:other'],
    ['/media/api/v2/images/3/w/640.jpg', 'media'],
    ['/assets/entry.client-abc123.js', 'assets'],
    ['/favicon.ico', 'static'],
    ['/admin/api/content/pages', 'admin-api'],
    ['/en/admin/forms/3', 'admin'],
    ['/cms/pages/4', 'cms'],
    ['/auth/sign-in', 'auth'],
    ['/sitemap.xml', 'seo'],
    ['/sitemaps/vehicles-2.xml', 'seo'],
    ['/robots.txt', 'seo'],
    ['/about.data', 'page-data'],
    ['/__manifest', 'page-data'],
    ['/healthz', 'health'],
    ['/compare', 'compare'],
  ])('%s → %s', (path, group) => {
    expect(routeGroup(path)).toBe(group);
    expect(ROUTE_GROUPS).toContain(group);
  });

  it('maps any path, however long or strange, to one of the fixed groups', () => {
    for (const path of [
      '/' + 'a/'.repeat(2000),
      '/%00',
      '/en/',
      '/ru',
      '/stockings',
      '/showroom',
      '//api/stock/x',
    ])
      expect(ROUTE_GROUPS).toContain(routeGroup(path));
  });
});

describe('site metrics', () => {
  it('counts and times requests by route group, method and status class, never by raw path', async () => {
    for (const listing of ['a', 'b', 'c'])
      await fetch(`${siteOrigin}/api/stock/public_api/listing/${listing}?q=${listing}`);
    await fetch(`${siteOrigin}/slow`);
    await fetch(`${siteOrigin}/no-such-page-${'z'.repeat(30)}`);
    const text = await scrape();
    expect(
      sample(text, 'lux_site_http_requests_total', {
        method: 'GET',
        route: 'api-proxy:stock',
        status_class: '2xx',
      }),
    ).toBe(3);
    expect(
      sample(text, 'lux_site_http_requests_total', { method: 'GET', route: 'page', status_class: '4xx' }),
    ).toBe(1);
    expect(
      sample(text, 'lux_site_http_request_duration_seconds_count', {
        method: 'GET',
        route: 'page',
        status_class: '2xx',
      }),
    ).toBe(1);
    // The slow request took at least 60 ms: it is not in the 50 ms bucket.
    expect(
      sample(text, 'lux_site_http_request_duration_seconds_bucket', {
        le: '0.05',
        method: 'GET',
        route: 'page',
        status_class: '2xx',
      }),
    ).toBe(0);
    expect(
      sample(text, 'lux_site_http_request_duration_seconds_bucket', {
        le: '+Inf',
        method: 'GET',
        route: 'page',
        status_class: '2xx',
      }),
    ).toBe(1);
    expect(text).not.toContain('listing/a');
    expect(text).not.toContain('zzzz');
    expect(text).toMatch(/^process_resident_memory_bytes \d+/m);
  });

  it('counts a request the client gave up on as aborted', async () => {
    const controller = new AbortController();
    const pending = fetch(`${siteOrigin}/hang`, { signal: controller.signal }).catch(() => null);
    await new Promise((resolve) => setTimeout(resolve, 50));
    controller.abort();
    await pending;
    await expect
      .poll(async () =>
        sample(await scrape(), 'lux_site_http_requests_total', {
          method: 'GET',
          route: 'page',
          status_class: 'aborted',
        }),
      )
      .toBe(1);
  });

  it('counts page cache lookups by result, every result present from the start', async () => {
    const before = await scrape();
    for (const result of CACHE_RESULTS)
      expect(sample(before, 'lux_site_page_cache_lookups_total', { result })).toBe(0);
    recordCacheLookup('hit');
    recordCacheLookup('hit');
    recordCacheLookup('stale');
    recordCacheLookup('miss');
    const after = await scrape();
    expect(sample(after, 'lux_site_page_cache_lookups_total', { result: 'hit' })).toBe(2);
    expect(sample(after, 'lux_site_page_cache_lookups_total', { result: 'stale' })).toBe(1);
    expect(sample(after, 'lux_site_page_cache_lookups_total', { result: 'miss' })).toBe(1);
    expect(sample(after, 'lux_site_page_cache_lookups_total', { result: 'bypass' })).toBe(0);
    // @ts-expect-error -- not a result: a programming error, refused rather than a new label value
    expect(() => recordCacheLookup('warm')).toThrow(TypeError);
  });

  it('is served only on its own listener, only at /metrics', async () => {
    expect((await fetch(`${siteOrigin}/metrics`)).status).toBe(404);
    expect((await fetch(metricsUrl.replace('/metrics', '/'))).status).toBe(404);
    expect((await fetch(metricsUrl, { method: 'POST' })).status).toBe(404);
  });
});

describe('metricsListenerFromEnv', () => {
  it('is off without METRICS_PORT or with 0, on loopback by default, and refuses a bad port', () => {
    expect(metricsListenerFromEnv({})).toBeNull();
    expect(metricsListenerFromEnv({ METRICS_PORT: '0' })).toBeNull();
    expect(metricsListenerFromEnv({ METRICS_PORT: '9465' })).toEqual({ host: '127.0.0.1', port: 9465 });
    expect(metricsListenerFromEnv({ METRICS_PORT: '9465', METRICS_HOST: '10.0.0.2' })).toEqual({
      host: '10.0.0.2',
      port: 9465,
    });
    for (const bad of ['65536', 'Infinity', '1e3', '-1', 'x'])
      expect(() => metricsListenerFromEnv({ METRICS_PORT: bad })).toThrow(/METRICS_PORT/);
  });
});
