import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, asc, eq } from 'drizzle-orm';
import { Type } from 'typebox';
import { collectionFeedItems, dataFiles } from '../../../db/schema.js';
import { TAGS } from '../../../http/docs.js';
import { errorResponses, sendError } from '../../../http/errors.js';

const strict = { additionalProperties: false } as const;
const NoControl = '^[^\\u0000-\\u001f\\u007f]*$';

/** The same pattern as the data_files key check: lowercase path segments, no `..`, no leading dot. */
export const DATA_FILE_KEY = /^[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/;
export const FEED_LANGS = ['en', 'ar', 'he'] as const;
export const FEED_LIMIT = { default: 10, max: 50 } as const;
const MARKET = /^[A-Z]{2}$/;
const COLLECTION = /^[a-z0-9][a-z0-9_-]{0,63}$/;

const DataFileParams = Type.Object(
  { '*': Type.String({ maxLength: 300, pattern: NoControl, description: 'The file key, e.g. `racing/results-1.json`.' }) },
  strict,
);

const FeedQuery = Type.Object(
  {
    lang: Type.Optional(Type.String({ maxLength: 10, pattern: NoControl, description: `One of ${FEED_LANGS.join(', ')}; default en.` })),
    market: Type.Optional(Type.String({ maxLength: 10, pattern: NoControl, description: 'Required: two capital letters, e.g. IL.' })),
    collection: Type.Optional(Type.String({ maxLength: 100, pattern: NoControl, description: 'Required: the collection key, e.g. `land-rover-lifestyle`.' })),
    limit: Type.Optional(Type.String({ maxLength: 20, description: `Items, 1 to ${FEED_LIMIT.max}; default ${FEED_LIMIT.default} (B§9).` })),
    grouped: Type.Optional(Type.String({ maxLength: 10, description: '`true` answers groups of items.' })),
  },
  strict,
);

const FeedItem = Type.Object(
  {
    id: Type.Integer(),
    title: Type.String(),
    description: Type.String(),
    image_id: Type.Union([Type.Integer(), Type.Null()]),
    image_url: Type.Union([Type.String(), Type.Null()]),
    price: Type.Union([Type.Integer({ description: 'Whole currency units (shekels).' }), Type.Null()]),
    currency: Type.String({ examples: ['ILS'] }),
    url: Type.String(),
    group: Type.Union([Type.String(), Type.Null()]),
  },
  strict,
);
const FeedGroup = Type.Object({ group: Type.Union([Type.String(), Type.Null()]), items: Type.Array(FeedItem) }, strict);
const FeedResponse = Type.Object(
  { data: Type.Union([Type.Array(FeedItem), Type.Array(FeedGroup)]) },
  { ...strict, description: 'Items by sequence; grouped, in groups by their first item.' },
);

type FeedItemOut = typeof collectionFeedItems.$inferSelect;

const toItem = (row: FeedItemOut) => ({
  id: row.id,
  title: row.title,
  description: row.description,
  image_id: row.imageId,
  image_url: row.imageUrl,
  price: row.price,
  currency: row.currency,
  url: row.url,
  group: row.groupKey,
});

/** Groups in the order of their first item; items keep their order. */
export function groupItems<T extends { group: string | null }>(items: readonly T[]): Array<{ group: string | null; items: T[] }> {
  const groups: Array<{ group: string | null; items: T[] }> = [];
  for (const item of items) {
    const existing = groups.find((entry) => entry.group === item.group);
    if (existing) existing.items.push(item);
    else groups.push({ group: item.group, items: [item] });
  }
  return groups;
}

const etagOf = (body: string) => `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;

/** Data files (range calculator, racing results) and collection feeds (issue 15, ADR 028 §3). */
export const feedsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/data-files/*',
    {
      schema: {
        tags: [TAGS.content],
        summary: 'Read a data file',
        description:
          'The stored JSON of a data file (the range calculator’s table, the racing results files), with an ETag: ' +
          'a matching If-None-Match answers 304. Cached publicly for five minutes.',
        params: DataFileParams,
        querystring: Type.Object({}, strict),
        response: { 200: Type.Unknown({ description: 'The file’s JSON, as stored.' }), 304: Type.Null(), ...errorResponses(400, 404, 422, 500) },
      },
    },
    async (request, reply) => {
      const key = request.params['*'];
      if (!DATA_FILE_KEY.test(key) || key.length > 200) {
        return sendError(reply, 422, 'The key must be lowercase path segments of letters, digits, dots, hyphens and underscores', { parameter: '*' });
      }
      const [row] = await app.db.select({ content: dataFiles.content }).from(dataFiles).where(eq(dataFiles.key, key)).limit(1);
      if (!row) return sendError(reply, 404, `No data file "${key}".`, { parameter: '*' });
      const body = JSON.stringify(row.content);
      const etag = etagOf(body);
      reply.header('etag', etag).header('cache-control', 'public, max-age=300');
      const match = request.headers['if-none-match'];
      if (typeof match === 'string' && match.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
        return reply.code(304).send(null);
      }
      return reply.type('application/json; charset=utf-8').serializer((payload: string) => payload).send(body);
    },
  );

  app.get(
    '/collection-feeds',
    {
      schema: {
        tags: [TAGS.content],
        summary: 'List collection feed items',
        description:
          'The items of a merchandise collection for a market and language (collection feed slider, B§3.2), by ' +
          'sequence, at most `limit` (default 10, B§9); `grouped=true` answers `[{group, items}]`.',
        querystring: FeedQuery,
        response: { 200: FeedResponse, ...errorResponses(400, 422, 500) },
      },
    },
    async (request, reply) => {
      const { query } = request;
      const lang = (query.lang ?? 'en') as (typeof FEED_LANGS)[number];
      if (!FEED_LANGS.includes(lang)) return sendError(reply, 422, `lang must be one of ${FEED_LANGS.join(', ')}`, { parameter: 'lang' });
      const market = (query.market ?? '').trim().toUpperCase();
      if (!MARKET.test(market)) return sendError(reply, 422, 'market must be a two-letter country code', { parameter: 'market' });
      const collection = (query.collection ?? '').trim();
      if (!COLLECTION.test(collection)) {
        return sendError(reply, 422, 'collection must be 1 to 64 lowercase letters, digits, hyphens or underscores', { parameter: 'collection' });
      }
      const limit = query.limit === undefined ? FEED_LIMIT.default : /^\d{1,3}$/.test(query.limit.trim()) ? Number(query.limit.trim()) : NaN;
      if (!(limit >= 1 && limit <= FEED_LIMIT.max)) {
        return sendError(reply, 422, `limit must be a whole number from 1 to ${FEED_LIMIT.max}`, { parameter: 'limit' });
      }
      const groupedRaw = (query.grouped ?? 'false').trim().toLowerCase();
      if (!['true', 'false', '1', '0', ''].includes(groupedRaw)) {
        return sendError(reply, 422, 'grouped must be true or false', { parameter: 'grouped' });
      }
      const rows = await app.db
        .select()
        .from(collectionFeedItems)
        .where(and(eq(collectionFeedItems.market, market), eq(collectionFeedItems.lang, lang), eq(collectionFeedItems.collection, collection)))
        .orderBy(asc(collectionFeedItems.sequence), asc(collectionFeedItems.id))
        .limit(limit);
      const items = rows.map(toItem);
      reply.header('cache-control', 'public, max-age=300');
      return { data: groupedRaw === 'true' || groupedRaw === '1' ? groupItems(items) : items };
    },
  );
};
