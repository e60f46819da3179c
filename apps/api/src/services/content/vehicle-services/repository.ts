import { and, asc, desc, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { mapUpdatePackages, registeredVehicles, serviceCampaigns, serviceCampaignVehicles } from '../../../db/schema.js';

export type PackageRow = typeof mapUpdatePackages.$inferSelect;

/** Reads of the VIN tools; every VIN here has already passed validateVin (normalised, 17 characters). */
export function createVehicleServicesRepository(db: Database) {
  return {
    async vehicle(vin: string) {
      const [row] = await db.select().from(registeredVehicles).where(eq(registeredVehicles.vin, vin)).limit(1);
      return row ?? null;
    },

    /** The newest release for a navigation system and region (by release date, then the latest row). */
    async newestPackage(navigationSystem: string, region: string) {
      const [row] = await db
        .select()
        .from(mapUpdatePackages)
        .where(and(eq(mapUpdatePackages.navigationSystem, navigationSystem), eq(mapUpdatePackages.region, region)))
        .orderBy(desc(mapUpdatePackages.releasedAt), desc(mapUpdatePackages.id))
        .limit(1);
      return row ?? null;
    },

    async packageById(id: number) {
      const [row] = await db.select().from(mapUpdatePackages).where(eq(mapUpdatePackages.id, id)).limit(1);
      return row ?? null;
    },

    /** The active campaigns that include the VIN, by code. */
    async activeCampaigns(vin: string) {
      return db
        .select({
          code: serviceCampaigns.code,
          titleHe: serviceCampaigns.titleHe,
          titleEn: serviceCampaigns.titleEn,
          descriptionHe: serviceCampaigns.descriptionHe,
          descriptionEn: serviceCampaigns.descriptionEn,
        })
        .from(serviceCampaignVehicles)
        .innerJoin(serviceCampaigns, eq(serviceCampaigns.code, serviceCampaignVehicles.campaignCode))
        .where(and(eq(serviceCampaignVehicles.vin, vin), eq(serviceCampaigns.active, true)))
        .orderBy(asc(serviceCampaigns.code));
    },
  };
}
