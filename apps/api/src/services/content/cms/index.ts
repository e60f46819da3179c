import type { FastifyPluginAsync } from 'fastify';
import { draftRoutes } from './drafts.routes.js';
import { metaheadRoutes } from './metaheads.routes.js';
import { treeRoutes } from './tree.routes.js';

export interface CmsOptions {
  /** How often due publish/unpublish schedules are run (ADR 027 §3). */
  scheduleIntervalMs: number;
}

/** The editor's API (ADR 027): the page tree, drafts, publishing, versions, schedules and metaheads. */
export const cmsRoutes: FastifyPluginAsync<CmsOptions> = async (app, options) => {
  await app.register(treeRoutes);
  await app.register(draftRoutes, options);
  await app.register(metaheadRoutes);
};
