import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { TAGS } from '../../http/docs.js';
import { errorResponses } from '../../http/errors.js';
import { NoQuery } from '../../http/schemas.js';

const SitemapResponse = Type.Object(
  {
    data: Type.Array(
      Type.Object(
        {
          locale: Type.String(),
          path: Type.String({ examples: ['/models/defender'] }),
          updated_at: Type.String({ format: 'date-time' }),
        },
        { additionalProperties: false },
      ),
    ),
  },
  {
    additionalProperties: false,
    description: 'Every published page a search engine may index: not disabled, SEO not switched off, not a folder.',
  },
);

/** What the site's sitemap.xml lists: published, indexable pages in every locale. */
export const sitemapRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/public_api/sitemap',
    {
      schema: {
        tags: [TAGS.content],
        summary: 'Indexable published pages, for sitemap.xml',
        querystring: NoQuery,
        response: { 200: SitemapResponse, ...errorResponses(429, 500) },
      },
    },
    async () => {
      const rows = await app.pagesRepository.listIndexable();
      return {
        data: rows.map((row) => ({ locale: row.locale, path: row.path, updated_at: row.updatedAt.toISOString() })),
      };
    },
  );
};
