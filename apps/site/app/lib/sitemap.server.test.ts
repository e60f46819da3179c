import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AppLoadContext } from 'react-router';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SitemapEntry } from '../services/content.server';
import { vehiclesPerFile } from './sitemap-xml';

/**
 * The sitemap's server side against a stand-in stock service over real HTTP (what the site asks for and how
 * it numbers the files), with the settings and the pages list from the content service mocked.
 */

const content = vi.hoisted(() => ({
  fetchSettings: vi.fn<(requestId: string) => Promise<Record<string, string>>>(),
  fetchSitemap: vi.fn<(requestId: string) => Promise<SitemapEntry[]>>(),
}));
vi.mock('../services/content.server', () => content);

const ORIGIN = 'https://www.example.co.il';
/** Three vehicle files of two vehicles each; ids 1–2, 11–12, 21–22. */
const FILES = [0, 10, 20].map((after, index) => ({
  file: index + 1,
  after,
  count: 2,
  lastmod: `2026-11-0${index + 1}T08:00:00.000Z`,
}));

let stock: Server;
const asked: URL[] = [];

beforeAll(async () => {
  stock = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stock');
    asked.push(url);
    res.setHeader('content-type', 'application/json');
    if (url.pathname === '/stock/public_api/listing/lux-il/sitemap') {
      return res.end(
        JSON.stringify({ data: FILES, meta: { total: 6, size: Number(url.searchParams.get('size')) } }),
      );
    }
    if (url.pathname === '/stock/public_api/listing/lux-il/sitemap/vehicles') {
      const after = Number(url.searchParams.get('after'));
      const items = Number(url.searchParams.get('items'));
      const data = Array.from({ length: items }, (_, i) => ({
        id: String(after + i + 1),
        path: `/showroom/new-defender-${after + i + 1}`,
        lastmod: `2026-10-${String(after + i + 1).padStart(2, '0')}T00:00:00.000Z`,
      }));
      return res.end(JSON.stringify({ data, meta: { next: null } }));
    }
    res.statusCode = 404;
    res.end('{}');
  });
  await new Promise<void>((resolve) => stock.listen(0, '127.0.0.1', resolve));
  process.env.STOCK_API_URL = `http://127.0.0.1:${(stock.address() as AddressInfo).port}/stock`;
});

afterAll(async () => {
  await new Promise((resolve) => stock.close(resolve));
});

beforeEach(() => {
  asked.length = 0;
  content.fetchSettings.mockResolvedValue({ 'site.host_name': ORIGIN });
  content.fetchSitemap.mockResolvedValue([
    { locale: 'he', path: '/models/defender', updated_at: '2026-11-01T00:00:00.000Z' },
    { locale: 'en', path: '/models/defender', updated_at: '2026-11-03T00:00:00.000Z' },
    // Not a locale the site serves: left out.
    { locale: 'fr', path: '/models/defender', updated_at: '2026-11-09T00:00:00.000Z' },
  ]);
});

function requestContext(): AppLoadContext {
  const cache = new Map<string, unknown>();
  return {
    nonce: 'n',
    requestId: 'req-sitemap',
    pathname: '/sitemap.xml',
    memo: <T>(key: string, compute: () => T): T => {
      if (!cache.has(key)) cache.set(key, compute());
      return cache.get(key) as T;
    },
  };
}

const { sitemapFile, sitemapIndex } = await import('./sitemap.server');
const request = () => new Request('http://127.0.0.1:3000/sitemap.xml');

describe('sitemapIndex', () => {
  it('names the pages file and every vehicle file at the site origin, each with its newest lastmod', async () => {
    const xml = await sitemapIndex(request(), requestContext());
    expect(
      [...xml.matchAll(/<loc>([^<]+)<\/loc>\s*<lastmod>([^<]+)<\/lastmod>/g)].map((m) => [m[1], m[2]]),
    ).toEqual([
      [`${ORIGIN}/sitemaps/pages-1.xml`, '2026-11-03T00:00:00.000Z'],
      [`${ORIGIN}/sitemaps/vehicles-1.xml`, '2026-11-01T08:00:00.000Z'],
      [`${ORIGIN}/sitemaps/vehicles-2.xml`, '2026-11-02T08:00:00.000Z'],
      [`${ORIGIN}/sitemaps/vehicles-3.xml`, '2026-11-03T08:00:00.000Z'],
    ]);
    // The stock service cut its files to what fits: one URL per vehicle in each of the four locales.
    expect(asked.map((url) => url.searchParams.get('size'))).toEqual([String(vehiclesPerFile(4))]);
  });
});

describe('sitemapFile', () => {
  it('reads a vehicle file from where the summary says it starts, in every language', async () => {
    const xml = await sitemapFile(request(), requestContext(), { kind: 'vehicles', number: 2 });
    const vehicles = asked.find((url) => url.pathname.endsWith('/sitemap/vehicles'));
    expect(Object.fromEntries(vehicles!.searchParams)).toEqual({ after: '10', items: '2' });
    expect([...xml!.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])).toEqual([
      `${ORIGIN}/showroom/new-defender-11`,
      `${ORIGIN}/en/showroom/new-defender-11`,
      `${ORIGIN}/ar/showroom/new-defender-11`,
      `${ORIGIN}/ru/showroom/new-defender-11`,
      `${ORIGIN}/showroom/new-defender-12`,
      `${ORIGIN}/en/showroom/new-defender-12`,
      `${ORIGIN}/ar/showroom/new-defender-12`,
      `${ORIGIN}/ru/showroom/new-defender-12`,
    ]);
    expect(xml).toContain(
      `<xhtml:link rel="alternate" hreflang="ar" href="${ORIGIN}/ar/showroom/new-defender-12"/>`,
    );
    expect(xml).toContain(
      `<xhtml:link rel="alternate" hreflang="en" href="${ORIGIN}/en/showroom/new-defender-12"/>`,
    );
    expect(xml).toContain('<lastmod>2026-10-12T00:00:00.000Z</lastmod>');
  });

  it('gives the pages file with its language versions, and null past the last file', async () => {
    const pages = await sitemapFile(request(), requestContext(), { kind: 'pages', number: 1 });
    expect(pages).toContain(`<loc>${ORIGIN}/en/models/defender</loc>`);
    expect(pages).toContain(`<xhtml:link rel="alternate" hreflang="he" href="${ORIGIN}/models/defender"/>`);
    expect(pages).not.toContain('fr');
    expect(await sitemapFile(request(), requestContext(), { kind: 'pages', number: 2 })).toBeNull();
    expect(await sitemapFile(request(), requestContext(), { kind: 'vehicles', number: 4 })).toBeNull();
    // Past the last vehicle file, no vehicles are read.
    expect(asked.some((url) => url.pathname.endsWith('/sitemap/vehicles'))).toBe(false);
  });
});
