import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql, type SQL } from 'drizzle-orm';
import { Type } from 'typebox';
import { TAGS } from './docs.js';
import { errorResponses } from './errors.js';
import { NoQuery } from './schemas.js';

const DataVersion = Type.Object(
  {
    data: Type.Object(
      {
        id: Type.String({ description: 'The service whose data this versions.' }),
        type: Type.Literal('data_version'),
        attributes: Type.Object(
          {
            version: Type.String({
              description: 'Changes whenever anything a public page shows from this service changes; opaque, compare for equality only.',
            }),
          },
          { additionalProperties: false },
        ),
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);

/**
 * `GET /public_api/data_version` of one service (issue 16, ADR 030): the site's page cache polls it to drop
 * pages rendered from older data. One indexed single-row read; never cached, never rate-limited (the site
 * polls it several times a second from one address).
 */
export function dataVersionRoute(service: string, query: SQL): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.get(
      '/public_api/data_version',
      {
        config: { rateLimit: false },
        schema: {
          tags: [service === 'stock' ? TAGS.stock : TAGS.content],
          summary: 'The version of the data public pages show, for caches in front of this service',
          querystring: NoQuery,
          response: { 200: DataVersion, ...errorResponses(400, 500) },
        },
      },
      async (_request, reply) => {
        const result = await app.db.execute(query);
        const row = (result as unknown as { rows: { version: string | number }[] }).rows[0];
        reply.header('cache-control', 'no-store');
        return { data: { id: service, type: 'data_version' as const, attributes: { version: String(row?.version ?? '0') } } };
      },
    );
  };
}

/** Pages, blocks, metaheads, settings, news, data files and feeds bump it (migrations 0010–0011 triggers). */
export const contentDataVersionRoute = dataVersionRoute('content', sql`select version::text as version from content_data_version where id = 1`);

/**
 * Vehicles and retailers bump `stock_data_version`; holds and orders change a vehicle's status through the
 * status log only, so its highest sequence number is part of the version.
 */
export const stockDataVersionRoute = dataVersionRoute(
  'stock',
  sql`select version::text || '.' || coalesce((select max(seq) from stock_status_log), 0)::text as version from stock_data_version where id = 1`,
);
