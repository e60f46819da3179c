import type { FastifyPluginAsync } from 'fastify';
import { stockDataVersionRoute } from '../../http/data-version.js';
import { companyConfigAdminRoutes } from './company-config.admin.routes.js';
import { stockConfigRoutes } from './config.routes.js';
import { dynamicContentRoutes } from './dynamic-content.routes.js';
import { stockSitemapRoutes } from './sitemap.routes.js';
import { stockRepositoryPlugin } from './stock.repository.js';
import { stockRoutes } from './routes.js';

export interface StockServiceOptions {
  /** Where the media service is mounted: vehicle photos point at its renditions. */
  mediaPrefix: string;
  /** What the external-stock list requires in `x-api-key` (config `EXTERNAL_STOCK_API_KEY`). */
  externalStockApiKey: string;
}

/** The stock service (issue 4 item 1, A§7): its own prefix, its repository visible only inside it. */
export const stockService: FastifyPluginAsync<StockServiceOptions> = async (app, { mediaPrefix, externalStockApiKey }) => {
  await app.register(stockRepositoryPlugin);
  await app.register(stockRoutes, { mediaPrefix });
  await app.register(stockDataVersionRoute);
  await app.register(stockSitemapRoutes);
  await app.register(stockConfigRoutes);
  await app.register(companyConfigAdminRoutes);
  await app.register(dynamicContentRoutes, { externalStockApiKey });
};
