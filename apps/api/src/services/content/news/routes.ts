import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

/** News articles for the news block (issue 15, ADR 028). */
export const newsRoutes: FastifyPluginAsyncTypebox = async () => {};
