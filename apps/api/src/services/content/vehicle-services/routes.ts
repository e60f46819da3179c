import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

/** The VIN services of the map-update and VIN-checker blocks (issue 15, ADR 028). */
export const vehicleServicesRoutes: FastifyPluginAsyncTypebox = async () => {};
