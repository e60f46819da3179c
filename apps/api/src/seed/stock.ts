import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { dealers, images, stockCompanyConfigs, stockTranslations, stockVehicles } from '../db/schema.js';
import { MEDIA_BUCKET } from '../services/media/sizes.js';
import { seedDealers } from './dealers.data.js';
import { DEMO_COMPANY, generateStockVehicles } from './stock.data.js';
import { seedCompanyConfigs, seedStockTranslations } from './stock.config.js';

export interface StockSummary {
  dealers: number;
  vehicles: number;
  companyConfigs: number;
  translations: number;
}

/** Inserts in chunks: one statement per 100 rows keeps the parameter count far below PostgreSQL's limit. */
const CHUNK = 100;

/**
 * Inserts the demo retailers (by dealer code), stock (by VIN), company configs (by company and type) and
 * translations (by key) that are absent; never updates a row that exists. Runs after the media images,
 * whose ids the vehicle photos point at.
 */
export async function seedStock(db: Database): Promise<StockSummary> {
  const summary: StockSummary = { dealers: 0, vehicles: 0, companyConfigs: 0, translations: 0 };
  summary.dealers = (
    await db.insert(dealers).values([...seedDealers]).onConflictDoNothing({ target: dealers.dealerCode }).returning({ id: dealers.id })
  ).length;

  const vehicles = generateStockVehicles();
  const filenames = [...new Set(vehicles.flatMap((v) => v.photoFilenames))];
  const imageIds = new Map(
    (
      await db
        .select({ id: images.id, filename: images.filename })
        .from(images)
        .where(and(eq(images.bucket, MEDIA_BUCKET), inArray(images.filename, filenames)))
    ).map((row) => [row.filename, row.id]),
  );
  for (let start = 0; start < vehicles.length; start += CHUNK) {
    const rows = vehicles.slice(start, start + CHUNK).map(({ photoFilenames, ...vehicle }) => ({
      ...vehicle,
      photoImageIds: photoFilenames.flatMap((name) => {
        const id = imageIds.get(name);
        return id === undefined ? [] : [id];
      }),
    }));
    summary.vehicles += (
      await db.insert(stockVehicles).values(rows).onConflictDoNothing({ target: stockVehicles.vin }).returning({ id: stockVehicles.id })
    ).length;
  }

  summary.companyConfigs = (
    await db
      .insert(stockCompanyConfigs)
      .values(seedCompanyConfigs.map((config) => ({ company: DEMO_COMPANY, ...config })))
      .onConflictDoNothing({ target: [stockCompanyConfigs.company, stockCompanyConfigs.configType] })
      .returning({ id: stockCompanyConfigs.id })
  ).length;
  summary.translations = (
    await db
      .insert(stockTranslations)
      .values([...seedStockTranslations])
      .onConflictDoNothing({ target: stockTranslations.key })
      .returning({ id: stockTranslations.id })
  ).length;
  return summary;
}
