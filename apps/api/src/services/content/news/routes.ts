import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, count, desc, eq, isNull, lte, sql, type SQL } from 'drizzle-orm';
import { Type } from 'typebox';
import { newsArticles, pages } from '../../../db/schema.js';
import { TAGS } from '../../../http/docs.js';
import { errorResponses, sendError } from '../../../http/errors.js';
import { NEWS_LOCALES, NEWS_MARKETS, NEWS_PAGE_SIZE, isNewsProblem, parseNewsQuery, type NewsFilter } from './rules.js';

const strict = { additionalProperties: false } as const;
const NoControl = '^[^\\u0000-\\u001f\\u007f]*$';

const NewsQuery = Type.Object(
  {
    locale: Type.Optional(Type.String({ maxLength: 10, pattern: NoControl, description: `One of ${NEWS_LOCALES.join(', ')}; default he. Locales other than he and en need a market.` })),
    market: Type.Optional(Type.String({ maxLength: 10, pattern: NoControl, description: `MENA news (A§5): one of ${NEWS_MARKETS.join(', ')}. Absent: the site's own news.` })),
    category: Type.Optional(Type.String({ maxLength: 100, pattern: NoControl, description: 'Keep one category (launch, service, event…).' })),
    page: Type.Optional(Type.String({ maxLength: 20, description: 'Page number from 1; default 1.' })),
    per_page: Type.Optional(Type.String({ maxLength: 20, description: `Articles per page, 1 to ${NEWS_PAGE_SIZE.max}; default ${NEWS_PAGE_SIZE.default}.` })),
  },
  strict,
);

const NewsItem = Type.Object(
  {
    page_id: Type.Integer(),
    path: Type.String({ description: 'Page path without the locale prefix.', examples: ['/news/defender-octa-launch'] }),
    locale: Type.String({ examples: ['he'] }),
    title: Type.String(),
    teaser: Type.String(),
    image_id: Type.Union([Type.Integer(), Type.Null()]),
    published_at: Type.String({ format: 'date-time' }),
    category: Type.Union([Type.String(), Type.Null()]),
    market: Type.Union([Type.String(), Type.Null()]),
  },
  strict,
);

const NewsResponse = Type.Object(
  {
    data: Type.Array(NewsItem),
    meta: Type.Object(
      { page: Type.Integer(), per_page: Type.Integer(), total: Type.Integer(), pages: Type.Integer({ description: 'At least 1.' }) },
      strict,
    ),
  },
  { ...strict, description: 'Published news articles, newest first.' },
);

function conditions(filter: NewsFilter): SQL {
  return and(
    eq(pages.locale, filter.locale),
    eq(pages.disabled, false),
    eq(pages.type, 'page'),
    eq(pages.pageType, 'page'),
    // An article dated in the future is scheduled, not yet news.
    lte(newsArticles.publishedAt, sql`now()`),
    filter.market === null ? isNull(newsArticles.market) : eq(newsArticles.market, filter.market),
    filter.category === null ? undefined : eq(newsArticles.category, filter.category),
  )!;
}

/** News articles for the news block (issue 15, ADR 028 §3): published article pages, newest first, a page at a time. */
export const newsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/news',
    {
      schema: {
        tags: [TAGS.content],
        summary: 'List news articles',
        description:
          'Published (not disabled) news article pages of a locale, newest first, paged. The site locales (he, en) ' +
          'list the site’s own news; with `market` the MENA news of that market (A§5). Invalid parameters answer 422.',
        querystring: NewsQuery,
        response: { 200: NewsResponse, ...errorResponses(400, 422, 500) },
      },
    },
    async (request, reply) => {
      const filter = parseNewsQuery(request.query);
      if (isNewsProblem(filter)) return sendError(reply, 422, filter.detail, { parameter: filter.parameter });
      const where = conditions(filter);
      const [rows, [totals]] = await Promise.all([
        app.db
          .select({
            pageId: pages.id,
            path: pages.path,
            locale: pages.locale,
            title: pages.title,
            teaser: newsArticles.teaser,
            imageId: newsArticles.imageId,
            publishedAt: newsArticles.publishedAt,
            category: newsArticles.category,
            market: newsArticles.market,
          })
          .from(newsArticles)
          .innerJoin(pages, eq(pages.id, newsArticles.pageId))
          .where(where)
          .orderBy(desc(newsArticles.publishedAt), desc(pages.id))
          .limit(filter.perPage)
          .offset((filter.page - 1) * filter.perPage),
        app.db.select({ n: count() }).from(newsArticles).innerJoin(pages, eq(pages.id, newsArticles.pageId)).where(where),
      ]);
      const total = totals?.n ?? 0;
      reply.header('cache-control', 'public, max-age=60');
      return {
        data: rows.map((row) => ({
          page_id: row.pageId,
          path: row.path,
          locale: row.locale,
          title: row.title ?? '',
          teaser: row.teaser,
          image_id: row.imageId,
          published_at: row.publishedAt.toISOString(),
          category: row.category,
          market: row.market,
        })),
        meta: { page: filter.page, per_page: filter.perPage, total, pages: Math.max(1, Math.ceil(total / filter.perPage)) },
      };
    },
  );
};
