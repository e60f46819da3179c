import { asc, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Database } from '../../db/client.js';
import { dealers } from '../../db/schema.js';

export type DealerRow = typeof dealers.$inferSelect;

/** "Land Rover", "land-rover", "land_rover" → `land_rover`: blocks and settings name brands either way. */
export const brandCode = (brand: string) => brand.trim().toLowerCase().replace(/[\s-]+/g, '_').replaceAll('\u0000', '');

export function createDealersRepository(db: Database) {
  return {
    /** Retailers selling the brand (all without one), sorted by name in the locale. */
    async list(options: { brand?: string; locale: 'he' | 'en' | 'ar' | 'ru' }) {
      const order = options.locale === 'he' ? dealers.nameHe : dealers.nameEn;
      const query = db.select().from(dealers);
      const filtered = options.brand ? query.where(sql`${brandCode(options.brand)} = any(${dealers.brands})`) : query;
      return filtered.orderBy(asc(order), asc(dealers.id));
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    dealersRepository: ReturnType<typeof createDealersRepository>;
  }
}

export const dealersRepositoryPlugin = fp(
  async (app) => {
    app.decorate('dealersRepository', createDealersRepository(app.db));
  },
  { name: 'dealers-repository', dependencies: ['db'], fastify: '5.x' },
);
