import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { TAGS } from '../../http/docs.js';
import { errorResponses, sendError } from '../../http/errors.js';
import { normalisePagePath } from './page-path.js';
import type { PageDocument } from './pages.repository.js';
import { PageParams, PageQuery, PageResponse, SettingsQuery, SettingsResponse } from './schemas.js';

export const contentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/settings',
    {
      schema: {
        tags: [TAGS.content],
        summary: 'Site settings, optionally one namespace',
        querystring: SettingsQuery,
        response: { 200: SettingsResponse, ...errorResponses(400, 429, 500) },
      },
    },
    async (request) => {
      const rows = await app.settingsRepository.list(request.query.namespace);
      return {
        data: rows.map((row) => ({
          id: String(row.id),
          type: 'settings' as const,
          attributes: { key: row.key, value: row.value },
        })),
      };
    },
  );

  app.get(
    '/public_api/pages/by_path/*',
    {
      schema: {
        tags: [TAGS.content],
        summary: 'A published page by path, with its blocks and metaheads',
        params: PageParams,
        querystring: PageQuery,
        response: { 200: PageResponse, ...errorResponses(400, 404, 429, 500) },
      },
    },
    async (request, reply) => {
      const path = normalisePagePath(request.params['*']);
      const locale = request.query.locale ?? 'he';
      const document = await app.pagesRepository.findPublished(locale, path);
      if (!document) {
        return sendError(reply, 404, `No published page at path "${path}" for locale "${locale}".`, {
          parameter: '*',
        });
      }
      return { data: toPageData(document) };
    },
  );
};

function toPageData({ page, blocks, metaheads, alternates }: PageDocument) {
  return {
    page: {
      id: page.id,
      locale: page.locale,
      path: page.path,
      page_type: page.pageType,
      title: page.title,
      meta_title: page.metaTitle,
      meta_description: page.metaDescription,
      canonical_url: page.canonicalUrl,
      external_meta_image: page.externalMetaImage,
      image_id: page.imageId,
      disable_seo_tracking: page.disableSeoTracking,
      updated_at: page.updatedAt.toISOString(),
    },
    blocks,
    metaheads: metaheads.map((head) => ({
      id: head.id,
      page_id: head.pageId,
      content: head.content,
      language: head.language,
      sequence: head.sequence,
      in_body: head.inBody,
      reload_on_each_page: head.reloadOnEachPage,
    })),
    alternates,
  };
}
