import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { TAGS } from '../../../http/docs.js';
import { errorResponses, sendError } from '../../../http/errors.js';
import { NoQuery } from '../../../http/schemas.js';
import type { CatalogueRepository, Locale } from './catalogue.repository.js';
import {
  BreadcrumbsResponse,
  LocaleQuery,
  NavEntriesResponse,
  NavEntriesV2Response,
  PageIdParams,
} from './schemas.js';

type Entry = Awaited<ReturnType<CatalogueRepository['listNavEntries']>>[number];

/**
 * `_blank` when the entry says so, or when it points at a published url_redirection page that opens
 * in a new window (B§9: a redirect-type link with a new window opens a new tab).
 */
export function linkTarget(
  url: string | null,
  newWindow: boolean,
  newWindowRedirects: Set<string>,
): '_self' | '_blank' {
  if (newWindow) return '_blank';
  if (url === null || !url.startsWith('/') || url.startsWith('//')) return '_self';
  const path = `/${(url.split(/[?#]/)[0] ?? '').split('/').filter(Boolean).join('/')}`;
  return newWindowRedirects.has(path) ? '_blank' : '_self';
}

/** A menu entry's label in a locale: Arabic and Russian fall back to English where none is written (ADR 033). */
export function navLabel(
  row: Pick<Entry, 'labelHe' | 'labelEn' | 'labelAr' | 'labelRu'>,
  locale: Locale,
): string {
  if (locale === 'he') return row.labelHe;
  if (locale === 'ar') return row.labelAr ?? row.labelEn;
  if (locale === 'ru') return row.labelRu ?? row.labelEn;
  return row.labelEn;
}

/** Menu entries and breadcrumbs (A§3 Navigation: navEntries, breadcrumbs; A§7 calls). */
export const navigation: FastifyPluginAsyncTypebox = async (app) => {
  const repo = app.catalogueRepository;

  async function entries(locale: Locale) {
    const [allRows, redirects, cars, paths] = await Promise.all([
      repo.listNavEntries(),
      repo.newWindowRedirectPaths(locale),
      repo.listVehicles(),
      locale === 'ar' || locale === 'ru' ? repo.localePagePaths(locale) : new Set<string>(),
    ]);
    // The Arabic and Russian sites hold a few pages of the Hebrew one: their menu leaves out site paths
    // they have no page for (a visitor is not sent to a 404), and a heading whose items are all left out
    // (ADR 033). Hebrew and English keep every entry, as their editors wrote it.
    const partial = locale === 'ar' || locale === 'ru';
    const sitePath = (url: string) => `/${(url.split(/[?#]/)[0] ?? '').split('/').filter(Boolean).join('/')}`;
    const linked = allRows.filter(
      (row) =>
        !partial || row.url === null || !row.url.startsWith('/') || row.url.startsWith('//') || paths.has(sitePath(row.url)),
    );
    const sections = new Set(
      linked
        .filter(
          (row) =>
            row.parentId === null && (row.url !== null || linked.some((child) => child.parentId === row.id)),
        )
        .map((row) => row.id),
    );
    const rows = linked.filter((row) => sections.has(row.parentId ?? row.id));
    const priceFrom = new Map<number, number>();
    for (const car of cars) {
      priceFrom.set(car.nameplateId, Math.min(priceFrom.get(car.nameplateId) ?? Infinity, car.price));
    }
    return rows.map((row: Entry) => ({
      row,
      fields: {
        key: row.key,
        label: navLabel(row, locale),
        url: row.url,
        target: linkTarget(row.url, row.newWindow, redirects),
        nameplate:
          row.nameplateId === null || row.nameplateKey === null || row.nameplateCode === null
            ? null
            : {
                key: row.nameplateKey,
                code: row.nameplateCode,
                image_id: row.heroImageId,
                price_from: priceFrom.get(row.nameplateId) ?? null,
              },
      },
    }));
  }

  app.get(
    '/nav_entries',
    {
      schema: {
        tags: [TAGS.catalogue],
        summary: 'Menu entries, flat, with parent ids',
        querystring: LocaleQuery,
        response: { 200: NavEntriesResponse, ...errorResponses(400, 429, 500) },
      },
    },
    async (request) => {
      const all = await entries(request.query.locale ?? 'he');
      // Sections first, so a client can build the tree in one pass.
      const ordered = [
        ...all.filter((e) => e.row.parentId === null),
        ...all.filter((e) => e.row.parentId !== null),
      ];
      return {
        data: ordered.map(({ row, fields }) => ({
          id: String(row.id),
          type: 'nav_entries' as const,
          attributes: { ...fields, parent_id: row.parentId === null ? null : String(row.parentId) },
        })),
      };
    },
  );

  app.get(
    '/nav_entries_v2',
    {
      schema: {
        tags: [TAGS.catalogue],
        summary: 'Menu entries as a tree of sections and items',
        querystring: LocaleQuery,
        response: { 200: NavEntriesV2Response, ...errorResponses(400, 429, 500) },
      },
    },
    async (request) => {
      const all = await entries(request.query.locale ?? 'he');
      return {
        data: all
          .filter((e) => e.row.parentId === null)
          .map((section) => ({
            id: String(section.row.id),
            ...section.fields,
            children: all
              .filter((e) => e.row.parentId === section.row.id)
              .map((item) => ({ id: String(item.row.id), ...item.fields })),
          })),
      };
    },
  );

  app.get(
    '/nav_entries/breadcrumbs/:id',
    {
      schema: {
        tags: [TAGS.catalogue],
        summary: 'Breadcrumbs of a published page: home, its ancestors, the page',
        params: PageIdParams,
        querystring: NoQuery,
        response: { 200: BreadcrumbsResponse, ...errorResponses(400, 404, 429, 500) },
      },
    },
    async (request, reply) => {
      const found = await repo.pageWithAncestors(request.params.id);
      if (!found)
        return sendError(reply, 404, `No published page with id ${request.params.id}.`, { parameter: 'id' });
      const { page, ancestors } = found;
      const locale = page.locale as Locale;
      // A menu label, where the menu links to the path, reads better than a page title written for SEO.
      const navLabels = new Map<string, string>();
      const rows = await repo.listNavEntries();
      // Section labels win over item labels for the same path ("Defender" over "Defender 90").
      for (const row of [
        ...rows.filter((r) => r.parentId === null),
        ...rows.filter((r) => r.parentId !== null),
      ]) {
        if (row.url?.startsWith('/') && !navLabels.has(row.url)) {
          navLabels.set(row.url, navLabel(row, locale));
        }
      }
      const chain = [...ancestors.filter((a) => a.path !== page.path), page].sort(
        (a, b) => a.path.split('/').filter(Boolean).length - b.path.split('/').filter(Boolean).length,
      );
      return {
        data: chain.map((crumb, index) => ({
          position: index + 1,
          label: navLabels.get(crumb.path) ?? crumb.title ?? crumb.path,
          path: crumb.pageType === 'folder' ? null : crumb.path,
          page_id: crumb.id,
        })),
      };
    },
  );
};
