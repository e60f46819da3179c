/**
 * The sitemap's XML (issue 16 item 5, ADR 032; https://www.sitemaps.org/protocol.html): a sitemap index at
 * /sitemap.xml naming files of at most 50,000 URLs and 50 MB each, every URL absolute, escaped and
 * percent-encoded, each with its `lastmod` and its other-language versions as `xhtml:link` alternates.
 */

/** The most URLs one sitemap file may hold. */
export const SITEMAP_MAX_URLS = 50_000;
/** The most bytes one sitemap file may hold, uncompressed. */
export const SITEMAP_MAX_BYTES = 50 * 1024 * 1024;
/**
 * The longest URL a file is sized for: the origin and base path, a locale prefix and a showroom path whose
 * slug (at most 160 characters, Hebrew letters six characters each once percent-encoded) ends with the id.
 */
const URL_BUDGET = 1_100;
/** Markup around one `<url>` (`<loc>`, `<lastmod>`) and around each `xhtml:link`. */
const URL_MARKUP = 100;
const LINK_MARKUP = 60;

export interface SitemapAlternate {
  hreflang: string;
  href: string;
}

export interface SitemapUrl {
  /** Absolute URL. */
  loc: string;
  /** W3C date-time (or date); omitted when unknown. */
  lastmod?: string | null;
  /** Every language version of this page, itself included (Google's rule), or none. */
  alternates?: readonly SitemapAlternate[];
}

export interface SitemapFile {
  /** Absolute URL of the file. */
  loc: string;
  lastmod?: string | null;
}

export const escapeXml = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

/**
 * How many `<url>` entries with `alternates` links each fit in one file: at most 50,000, and few enough
 * that entries of the longest URLs a file is sized for stay under 50 MB (with a tenth to spare).
 */
export function urlsPerFile(alternates: number): number {
  const entryBytes = URL_MARKUP + URL_BUDGET + alternates * (LINK_MARKUP + URL_BUDGET);
  return Math.max(1, Math.min(SITEMAP_MAX_URLS, Math.floor((SITEMAP_MAX_BYTES * 0.9) / entryBytes)));
}

/**
 * Vehicles per file when each vehicle has one URL per locale, each with every locale as an alternate: the
 * file holds `locales` entries per vehicle.
 */
export function vehiclesPerFile(locales: number): number {
  const n = Math.max(1, locales);
  return Math.max(1, Math.floor(urlsPerFile(n > 1 ? n : 0) / n));
}

/** Splits `items` into runs of at most `size`. */
export function chunk<T>(items: readonly T[], size: number): T[][] {
  if (!Number.isInteger(size) || size < 1) throw new RangeError('size must be a positive integer');
  const runs: T[][] = [];
  for (let start = 0; start < items.length; start += size) runs.push(items.slice(start, start + size));
  return runs;
}

/** The newest of some W3C date-times (ISO strings compare in time order), null for none. */
export function newest(dates: ReadonlyArray<string | null | undefined>): string | null {
  let best: string | null = null;
  for (const date of dates) if (date && (best === null || Date.parse(date) > Date.parse(best))) best = date;
  return best;
}

/** A `<urlset>` document; throws when the URLs are more than one file may hold. */
export function urlsetXml(urls: readonly SitemapUrl[]): string {
  if (urls.length > SITEMAP_MAX_URLS)
    throw new RangeError(`A sitemap holds at most ${SITEMAP_MAX_URLS} URLs, not ${urls.length}`);
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
  ];
  for (const url of urls) {
    lines.push('  <url>', `    <loc>${escapeXml(url.loc)}</loc>`);
    if (url.lastmod) lines.push(`    <lastmod>${escapeXml(url.lastmod)}</lastmod>`);
    for (const alternate of url.alternates ?? [])
      lines.push(
        `    <xhtml:link rel="alternate" hreflang="${escapeXml(alternate.hreflang)}" href="${escapeXml(alternate.href)}"/>`,
      );
    lines.push('  </url>');
  }
  lines.push('</urlset>', '');
  return lines.join('\n');
}

/** A `<sitemapindex>` document naming the files. */
export function sitemapIndexXml(files: readonly SitemapFile[]): string {
  if (files.length > SITEMAP_MAX_URLS)
    throw new RangeError(`A sitemap index names at most ${SITEMAP_MAX_URLS} files`);
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
  ];
  for (const file of files) {
    lines.push('  <sitemap>', `    <loc>${escapeXml(file.loc)}</loc>`);
    if (file.lastmod) lines.push(`    <lastmod>${escapeXml(file.lastmod)}</lastmod>`);
    lines.push('  </sitemap>');
  }
  lines.push('</sitemapindex>', '');
  return lines.join('\n');
}

/**
 * One URL per version of each page, each naming all the page's versions as alternates (when it has more
 * than one). `entries` are a page per locale; versions of one page share its path.
 */
export function pageUrls<L extends string>(
  entries: ReadonlyArray<{ locale: L; path: string; updated_at: string }>,
  urlOf: (locale: L, path: string) => string,
): SitemapUrl[] {
  const byPath = new Map<string, Array<{ locale: L; path: string; updated_at: string }>>();
  for (const entry of entries) byPath.set(entry.path, [...(byPath.get(entry.path) ?? []), entry]);
  return entries.map((entry) => {
    const versions = byPath.get(entry.path) ?? [];
    return {
      loc: urlOf(entry.locale, entry.path),
      lastmod: entry.updated_at,
      alternates:
        versions.length > 1
          ? versions.map((v) => ({ hreflang: v.locale, href: urlOf(v.locale, v.path) }))
          : [],
    };
  });
}

/** One URL per locale of each vehicle's showroom page, each naming every locale's version. */
export function vehicleUrls<L extends string>(
  vehicles: ReadonlyArray<{ path: string; lastmod: string }>,
  locales: readonly L[],
  urlOf: (locale: L, path: string) => string,
): SitemapUrl[] {
  return vehicles.flatMap((vehicle) => {
    const alternates =
      locales.length > 1
        ? locales.map((locale) => ({ hreflang: locale, href: urlOf(locale, vehicle.path) }))
        : [];
    return locales.map((locale) => ({
      loc: urlOf(locale, vehicle.path),
      lastmod: vehicle.lastmod,
      alternates,
    }));
  });
}

/** `pages-3.xml` → { kind: 'pages', number: 3 }; null for any other name. */
export function parseSitemapFileName(
  name: string | undefined,
): { kind: 'pages' | 'vehicles'; number: number } | null {
  const match = /^(pages|vehicles)-([1-9][0-9]{0,5})\.xml$/.exec(name ?? '');
  return match ? { kind: match[1] as 'pages' | 'vehicles', number: Number(match[2]) } : null;
}

export const XML_HEADERS = {
  'Content-Type': 'application/xml; charset=utf-8',
  'Cache-Control': 'public, max-age=600',
} as const;
