import type { FastifyPluginAsync } from 'fastify';
import { locationsRoutes } from './locations.routes.js';
import { settingsRoutes } from './settings.routes.js';

/**
 * The forms service (B§7), under its own prefix. For now its back-office routes only: locations and
 * site settings; forms, leads and exports follow. Every route is private (ADR 019).
 */
export const formsService: FastifyPluginAsync = async (app) => {
  await app.register(settingsRoutes);
  await app.register(locationsRoutes);
};
