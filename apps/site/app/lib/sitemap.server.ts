import { canonicalUrl, isLocale, localisedPath, supportedLocales, type Locale } from '@lux/content';
import type { AppLoadContext } from 'react-router';
import { fetchSitemap } from '../services/content.server';
import { fetchVehicleSitemapEntries, fetchVehicleSitemapFiles } from '../services/sitemap.server';
import { showroomSource } from '../services/showroom.server';
import { loadSettings } from './settings.server';
import { siteOrigin } from './site-url.server';
import {
  chunk,
  newest,
  pageUrls,
  sitemapIndexXml,
  urlsetXml,
  urlsPerFile,
  vehicleUrls,
  vehiclesPerFile,
  type SitemapFile,
} from './sitemap-xml';

/**
 * The sitemap (issue 16 item 5, ADR 032): /sitemap.xml is an index of /sitemaps/pages-N.xml (the published,
 * indexable pages in every locale) and /sitemaps/vehicles-N.xml (every unsold vehicle of the showroom's
 * listing, its page in every locale). The files are cut so none passes 50,000 URLs or 50 MB.
 */

interface SitemapSource {
  requestId: string;
  listing: string;
  /** Absolute, percent-encoded URL of a content path in a locale. */
  urlOf: (locale: Locale, path: string) => string;
  /** Absolute URL of a path outside the locales (the sitemap files). */
  absolute: (path: string) => string;
}

async function sitemapSource(request: Request, context: AppLoadContext): Promise<SitemapSource> {
  const settings = await loadSettings(context);
  const hostName = siteOrigin(settings, request);
  const basePath = settings['site.base_path'] ?? '';
  // new URL() percent-encodes Hebrew paths, as the protocol requires, and leaves encoded ones as they are.
  const absolute = (path: string) => new URL(canonicalUrl({ hostName, basePath, path })).href;
  return {
    requestId: context.requestId,
    listing: showroomSource(settings).listing,
    urlOf: (locale, path) => absolute(localisedPath(locale, path)),
    absolute,
  };
}

/** The pages' URLs, cut into files. */
async function pageRuns(source: SitemapSource) {
  const entries = (await fetchSitemap(source.requestId)).filter(
    (entry): entry is typeof entry & { locale: Locale } => isLocale(entry.locale),
  );
  return chunk(pageUrls(entries, source.urlOf), urlsPerFile(supportedLocales.length));
}

const vehicleFileSize = () => vehiclesPerFile(supportedLocales.length);

/** /sitemap.xml: the index of every file, each with its newest lastmod. */
export async function sitemapIndex(request: Request, context: AppLoadContext): Promise<string> {
  const source = await sitemapSource(request, context);
  const [pages, vehicles] = await Promise.all([
    pageRuns(source),
    fetchVehicleSitemapFiles(source.listing, vehicleFileSize(), source.requestId),
  ]);
  const files: SitemapFile[] = [
    ...pages.map((run, index) => ({
      loc: source.absolute(`/sitemaps/pages-${index + 1}.xml`),
      lastmod: newest(run.map((url) => url.lastmod)),
    })),
    ...vehicles.map((file) => ({
      loc: source.absolute(`/sitemaps/vehicles-${file.file}.xml`),
      lastmod: file.lastmod,
    })),
  ];
  return sitemapIndexXml(files);
}

/** One file of the index; null when there is no such file. */
export async function sitemapFile(
  request: Request,
  context: AppLoadContext,
  file: { kind: 'pages' | 'vehicles'; number: number },
): Promise<string | null> {
  const source = await sitemapSource(request, context);
  if (file.kind === 'pages') {
    const run = (await pageRuns(source))[file.number - 1];
    return run ? urlsetXml(run) : null;
  }
  const files = await fetchVehicleSitemapFiles(source.listing, vehicleFileSize(), source.requestId);
  const wanted = files[file.number - 1];
  if (!wanted) return null;
  const vehicles = await fetchVehicleSitemapEntries(source.listing, wanted, source.requestId);
  return urlsetXml(vehicleUrls(vehicles, supportedLocales, source.urlOf));
}
