// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import {
  chunk,
  escapeXml,
  newest,
  pageUrls,
  parseSitemapFileName,
  SITEMAP_MAX_BYTES,
  SITEMAP_MAX_URLS,
  sitemapIndexXml,
  urlsetXml,
  urlsPerFile,
  vehiclesPerFile,
  vehicleUrls,
  type SitemapUrl,
} from './sitemap-xml';

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML_NS = 'http://www.w3.org/1999/xhtml';
const ORIGIN = 'https://www.example.co.il';
const urlOf = (locale: 'he' | 'en', path: string) =>
  new URL(`${ORIGIN}${locale === 'he' ? '' : `/${locale}`}${path}`).href;

/** Parses as XML, failing on any well-formedness error. */
function parse(xml: string): Document {
  const document = new DOMParser().parseFromString(xml, 'application/xml');
  const error = document.getElementsByTagName('parsererror')[0];
  if (error) throw new Error(`Not well-formed: ${error.textContent}`);
  return document;
}

describe('urlsetXml', () => {
  it('splits 100,001 URLs into three files of at most 50,000, each well-formed and under 50 MB', () => {
    const urls: SitemapUrl[] = Array.from({ length: 100_001 }, (_, i) => ({
      loc: `${ORIGIN}/showroom/vehicle-${i + 1}`,
      lastmod: '2026-11-20T10:00:00.000Z',
    }));
    const files = chunk(urls, SITEMAP_MAX_URLS).map(urlsetXml);
    expect(files).toHaveLength(3);
    const counts = files.map((xml) => xml.match(/<url>/g)?.length ?? 0);
    expect(counts).toEqual([50_000, 50_000, 1]);
    for (const xml of files) expect(Buffer.byteLength(xml)).toBeLessThan(SITEMAP_MAX_BYTES);
    // The last file parsed in full; every URL appears once across the files, in order.
    const last = parse(files[2]!);
    expect(last.documentElement.localName).toBe('urlset');
    expect(last.documentElement.namespaceURI).toBe(SITEMAP_NS);
    expect(last.getElementsByTagNameNS(SITEMAP_NS, 'loc')[0]?.textContent).toBe(
      `${ORIGIN}/showroom/vehicle-100001`,
    );
    expect(files[1]).toContain(`<loc>${ORIGIN}/showroom/vehicle-50001</loc>`);
    expect(files[0]).not.toContain(`<loc>${ORIGIN}/showroom/vehicle-50001</loc>`);
  });

  it('refuses more URLs than one file may hold', () => {
    const urls = Array.from({ length: SITEMAP_MAX_URLS + 1 }, (_, i) => ({ loc: `${ORIGIN}/${i}` }));
    expect(() => urlsetXml(urls)).toThrow(RangeError);
  });

  it('escapes what XML needs escaped, so the parsed values are the URLs themselves', () => {
    const loc = `${ORIGIN}/search?q=a&b='c'&d="<e>"`;
    const document = parse(
      urlsetXml([{ loc, lastmod: '2026-11-20', alternates: [{ hreflang: 'en', href: `${loc}&en` }] }]),
    );
    expect(document.getElementsByTagNameNS(SITEMAP_NS, 'loc')[0]?.textContent).toBe(loc);
    const link = document.getElementsByTagNameNS(XHTML_NS, 'link')[0]!;
    expect(link.getAttribute('rel')).toBe('alternate');
    expect(link.getAttribute('hreflang')).toBe('en');
    expect(link.getAttribute('href')).toBe(`${loc}&en`);
    expect(escapeXml(`&<>"'`)).toBe('&amp;&lt;&gt;&quot;&apos;');
  });
});

describe('pageUrls and vehicleUrls', () => {
  it("lists each page's versions as alternates of one another, Hebrew paths percent-encoded", () => {
    const urls = pageUrls(
      [
        { locale: 'he', path: '/models/defender', updated_at: '2026-11-01T00:00:00.000Z' },
        { locale: 'en', path: '/models/defender', updated_at: '2026-11-02T00:00:00.000Z' },
        { locale: 'he', path: '/אודות', updated_at: '2026-10-01T00:00:00.000Z' },
      ],
      urlOf,
    );
    expect(urls).toEqual([
      {
        loc: `${ORIGIN}/models/defender`,
        lastmod: '2026-11-01T00:00:00.000Z',
        alternates: [
          { hreflang: 'he', href: `${ORIGIN}/models/defender` },
          { hreflang: 'en', href: `${ORIGIN}/en/models/defender` },
        ],
      },
      {
        loc: `${ORIGIN}/en/models/defender`,
        lastmod: '2026-11-02T00:00:00.000Z',
        alternates: [
          { hreflang: 'he', href: `${ORIGIN}/models/defender` },
          { hreflang: 'en', href: `${ORIGIN}/en/models/defender` },
        ],
      },
      // One version only: no alternates.
      {
        loc: `${ORIGIN}/%D7%90%D7%95%D7%93%D7%95%D7%AA`,
        lastmod: '2026-10-01T00:00:00.000Z',
        alternates: [],
      },
    ]);
  });

  it("gives each vehicle's showroom page once per locale, each naming every locale", () => {
    const urls = vehicleUrls(
      [{ path: '/showroom/new-defender-42', lastmod: '2026-11-20T10:00:00.000Z' }],
      ['he', 'en'] as const,
      urlOf,
    );
    const alternates = [
      { hreflang: 'he', href: `${ORIGIN}/showroom/new-defender-42` },
      { hreflang: 'en', href: `${ORIGIN}/en/showroom/new-defender-42` },
    ];
    expect(urls).toEqual([
      { loc: `${ORIGIN}/showroom/new-defender-42`, lastmod: '2026-11-20T10:00:00.000Z', alternates },
      { loc: `${ORIGIN}/en/showroom/new-defender-42`, lastmod: '2026-11-20T10:00:00.000Z', alternates },
    ]);
    parse(urlsetXml(urls));
  });
});

describe('file sizes', () => {
  it('keeps a full vehicle file under 50 MB and 50,000 URLs even with the longest Hebrew slugs', () => {
    // The slug is at most 160 characters (libs/stock-locator slug.ts); all Hebrew is the longest once encoded.
    const slug = encodeURIComponent('ש'.repeat(160));
    for (const locales of [
      ['he', 'en'],
      ['he', 'en', 'ar', 'ru'],
    ] as const) {
      const perFile = vehiclesPerFile(locales.length);
      expect(perFile * locales.length).toBeLessThanOrEqual(SITEMAP_MAX_URLS);
      const vehicles = Array.from({ length: perFile }, (_, i) => ({
        path: `/showroom/${slug}-${2_000_000_000 + i}`,
        lastmod: '2026-11-20T10:00:00.000Z',
      }));
      const longUrlOf = (locale: string, path: string) =>
        `${ORIGIN}/a-base-path${locale === 'he' ? '' : `/${locale}`}${path}`;
      const xml = urlsetXml(vehicleUrls(vehicles, locales, longUrlOf));
      expect(Buffer.byteLength(xml), locales.join()).toBeLessThan(SITEMAP_MAX_BYTES);
    }
    expect(vehiclesPerFile(2)).toBeGreaterThan(5_000);
    expect(urlsPerFile(0)).toBeLessThanOrEqual(SITEMAP_MAX_URLS);
  });
});

describe('sitemapIndexXml', () => {
  it('names every file with its lastmod, well-formed', () => {
    const document = parse(
      sitemapIndexXml([
        { loc: `${ORIGIN}/sitemaps/pages-1.xml`, lastmod: '2026-11-02T00:00:00.000Z' },
        { loc: `${ORIGIN}/sitemaps/vehicles-1.xml`, lastmod: null },
      ]),
    );
    expect(document.documentElement.localName).toBe('sitemapindex');
    expect(document.documentElement.namespaceURI).toBe(SITEMAP_NS);
    const entries = [...document.getElementsByTagNameNS(SITEMAP_NS, 'sitemap')].map((entry) => ({
      loc: entry.getElementsByTagNameNS(SITEMAP_NS, 'loc')[0]?.textContent,
      lastmod: entry.getElementsByTagNameNS(SITEMAP_NS, 'lastmod')[0]?.textContent ?? null,
    }));
    expect(entries).toEqual([
      { loc: `${ORIGIN}/sitemaps/pages-1.xml`, lastmod: '2026-11-02T00:00:00.000Z' },
      { loc: `${ORIGIN}/sitemaps/vehicles-1.xml`, lastmod: null },
    ]);
  });
});

describe('helpers', () => {
  it('parseSitemapFileName takes pages-N.xml and vehicles-N.xml only', () => {
    expect(parseSitemapFileName('pages-1.xml')).toEqual({ kind: 'pages', number: 1 });
    expect(parseSitemapFileName('vehicles-15.xml')).toEqual({ kind: 'vehicles', number: 15 });
    for (const bad of [
      undefined,
      '',
      'pages.xml',
      'pages-0.xml',
      'vehicles-01.xml',
      'vehicles-1e3.xml',
      'vehicles-Infinity.xml',
      'x-1.xml',
      'pages-1.xml.gz',
      'vehicles-9999999.xml',
    ])
      expect(parseSitemapFileName(bad), String(bad)).toBeNull();
  });

  it('newest picks the latest date, chunk refuses a size below one', () => {
    expect(newest(['2026-01-01T00:00:00.000Z', null, '2026-03-01T00:00:00.000Z', '2026-02-01'])).toBe(
      '2026-03-01T00:00:00.000Z',
    );
    expect(newest([])).toBeNull();
    expect(() => chunk([1], 0)).toThrow(RangeError);
    expect(chunk([1, 2, 3], 2)).toEqual([[1, 2], [3]]);
  });
});
