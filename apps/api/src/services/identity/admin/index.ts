import type { FastifyPluginAsync } from 'fastify';
import { auditRoutes } from './audit.routes.js';
import { usersRoutes } from './users.routes.js';

/**
 * The identity service's back office (ADR 019), admin only: users and their roles, the role list, and
 * the read-only audit log. Registered by the identity service under its prefix.
 */
export const identityAdminRoutes: FastifyPluginAsync = async (app) => {
  await app.register(usersRoutes);
  await app.register(auditRoutes);
};
