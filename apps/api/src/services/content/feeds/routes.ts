import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

/** Data files (range calculator, racing results) and collection feeds (issue 15, ADR 028). */
export const feedsRoutes: FastifyPluginAsyncTypebox = async () => {};
