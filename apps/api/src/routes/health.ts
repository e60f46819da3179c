import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'drizzle-orm';
import { Type } from 'typebox';
import { TAGS } from '../http/docs.js';
import { errorResponses, sendError } from '../http/errors.js';
import { NoQuery } from '../http/schemas.js';

const Health = Type.Object(
  {
    status: Type.Literal('ok'),
    database: Type.Object(
      {
        driver: Type.Enum(['pglite', 'postgres']),
        latency_ms: Type.Number({ description: 'Round trip of `select 1`, in milliseconds.' }),
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false, description: 'The API is up and its database answers.' },
);

export const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/health',
    {
      // Probes poll this constantly; counting them would starve real clients behind the same IP.
      config: { rateLimit: false },
      schema: {
        tags: [TAGS.system],
        summary: 'Liveness and database reachability',
        querystring: NoQuery,
        response: { 200: Health, ...errorResponses(503) },
      },
    },
    async (request, reply) => {
      const started = performance.now();
      try {
        await app.db.execute(sql`select 1`);
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        return sendError(reply, 503, 'The database is not reachable.');
      }
      const latency = Math.round((performance.now() - started) * 100) / 100;
      return { status: 'ok' as const, database: { driver: app.dbInfo.driver, latency_ms: latency } };
    },
  );
};
