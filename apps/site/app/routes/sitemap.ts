import { canonicalUrl, isLocale, localisedPath } from '@lux/content';
import type { Route } from './+types/sitemap';
import { loadSettings } from '../lib/settings.server';
import { siteOrigin } from '../lib/site-url.server';
import { fetchSitemap } from '../services/content.server';

const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** sitemap.xml from the published, indexable pages, with each page's other-locale versions (hreflang). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const [settings, entries] = await Promise.all([loadSettings(context), fetchSitemap(context.requestId)]);
  const hostName = siteOrigin(settings, request);
  const basePath = settings['site.base_path'] ?? '';
  const urlOf = (locale: string, path: string) =>
    // new URL() percent-encodes Hebrew paths, as the sitemap protocol requires.
    new URL(canonicalUrl({ hostName, basePath, path: isLocale(locale) ? localisedPath(locale, path) : path })).href;
  const byPath = new Map<string, typeof entries>();
  for (const entry of entries.filter((e) => isLocale(e.locale))) {
    byPath.set(entry.path, [...(byPath.get(entry.path) ?? []), entry]);
  }
  const urls = entries
    .filter((entry) => isLocale(entry.locale))
    .map((entry) => {
      const versions = byPath.get(entry.path) ?? [];
      const alternates =
        versions.length > 1
          ? versions.map((v) => `    <xhtml:link rel="alternate" hreflang="${v.locale}" href="${escapeXml(urlOf(v.locale, v.path))}"/>`)
          : [];
      return [
        '  <url>',
        `    <loc>${escapeXml(urlOf(entry.locale, entry.path))}</loc>`,
        `    <lastmod>${entry.updated_at.slice(0, 10)}</lastmod>`,
        ...alternates,
        '  </url>',
      ].join('\n');
    });
  const xml = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
  return new Response(xml, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=600' },
  });
}
