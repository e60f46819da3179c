import type { FastifyPluginAsync } from 'fastify';
import { formsRepositoryPlugin } from './forms.repository.js';
import { formsRoutes } from './forms.routes.js';
import { leadsRepositoryPlugin } from './leads.repository.js';
import { leadsRoutes } from './leads.routes.js';
import { locationsRoutes } from './locations.routes.js';
import { settingsRoutes } from './settings.routes.js';

/**
 * The forms service (B§7), under its own prefix: forms, leads, locations and site settings. Every route
 * is private (ADR 019) except the three a visitor needs: reading a form, its thank-you setting, and
 * submitting a lead.
 */
export const formsService: FastifyPluginAsync = async (app) => {
  await app.register(settingsRoutes);
  await app.register(locationsRoutes);
  await app.register(formsRepositoryPlugin);
  await app.register(leadsRepositoryPlugin);
  await app.register(formsRoutes);
  await app.register(leadsRoutes);
};
