import type { FastifyPluginAsync } from 'fastify';
import { contentDataVersionRoute } from '../../http/data-version.js';
import { catalogueRepositoryPlugin } from './catalogue/catalogue.repository.js';
import { catalogueRoutes } from './catalogue/routes.js';
import { cmsRoutes } from './cms/index.js';
import { dealersAdminRoutes } from './dealers.admin.routes.js';
import { dealersRepositoryPlugin } from './dealers.repository.js';
import { dealersRoutes } from './dealers.routes.js';
import { feedsRoutes } from './feeds/routes.js';
import { newsRoutes } from './news/routes.js';
import { pagesRepositoryPlugin } from './pages.repository.js';
import { redirectsRoutes } from './redirects.routes.js';
import { contentRoutes } from './routes.js';
import { searchRoutes } from './search.routes.js';
import { settingsRepositoryPlugin } from './settings.repository.js';
import { sitemapRoutes } from './sitemap.routes.js';
import { templatesRoutes } from './templates.routes.js';
import { vehicleServicesRoutes } from './vehicle-services/routes.js';

export interface ContentServiceOptions {
  /** Signs and checks disabled-page preview tokens. */
  previewTokenSecret: string;
  /** How often due page schedules run (ADR 027 §3). */
  cmsScheduleIntervalMs: number;
}

/**
 * The content service: CMS pages, blocks, metaheads, settings and the model catalogue (ADR 010).
 * Encapsulated, so its repositories are visible only inside it; the caller chooses the prefix.
 */
export const contentService: FastifyPluginAsync<ContentServiceOptions> = async (app, { previewTokenSecret, cmsScheduleIntervalMs }) => {
  await app.register(settingsRepositoryPlugin);
  await app.register(pagesRepositoryPlugin);
  await app.register(catalogueRepositoryPlugin);
  await app.register(contentRoutes, { previewTokenSecret });
  await app.register(catalogueRoutes);
  await app.register(sitemapRoutes);
  await app.register(contentDataVersionRoute);
  await app.register(templatesRoutes);
  await app.register(dealersRepositoryPlugin);
  await app.register(dealersRoutes);
  await app.register(searchRoutes);
  // Back office (ADR 019): private, every write audited.
  await app.register(dealersAdminRoutes);
  await app.register(redirectsRoutes);
  // The editor (issue 14, ADR 027).
  await app.register(cmsRoutes, { scheduleIntervalMs: cmsScheduleIntervalMs });
  // The interactive blocks (issue 15, ADR 028).
  await app.register(newsRoutes);
  await app.register(feedsRoutes);
  await app.register(vehicleServicesRoutes);
};
