import type { FastifyPluginAsync } from 'fastify';
import { pagesRepositoryPlugin } from './pages.repository.js';
import { contentRoutes } from './routes.js';
import { settingsRepositoryPlugin } from './settings.repository.js';
import { sitemapRoutes } from './sitemap.routes.js';
import { templatesRoutes } from './templates.routes.js';

/**
 * The content service: CMS pages, blocks, metaheads and settings. Encapsulated, so its
 * repositories are visible only inside it; the caller chooses the prefix.
 */
export const contentService: FastifyPluginAsync = async (app) => {
  await app.register(settingsRepositoryPlugin);
  await app.register(pagesRepositoryPlugin);
  await app.register(contentRoutes);
  await app.register(sitemapRoutes);
  await app.register(templatesRoutes);
};
