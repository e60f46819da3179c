import { and, asc, eq, inArray, isNotNull, or, type SQL } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Database } from '../../../db/client.js';
import {
  modelFamilies,
  nameplateColours,
  nameplates,
  navEntries,
  pages,
  vehicles,
  type Brand,
  type ColourFinish,
} from '../../../db/schema.js';
import type { VehicleSpecs } from './specs.js';

export type Locale = 'he' | 'en' | 'ar' | 'ru';

export interface VehicleFilter {
  /** Car keys (spec-price substitution loads cars by them). */
  keys?: string[];
  nameplate?: string;
  family?: string;
  brand?: Brand;
}

const VEHICLE_COLUMNS = {
  id: vehicles.id,
  key: vehicles.key,
  engineKey: vehicles.engineKey,
  nameHe: vehicles.nameHe,
  nameEn: vehicles.nameEn,
  trim: vehicles.trim,
  price: vehicles.price,
  leasePrice: vehicles.leasePrice,
  fuelType: vehicles.fuelType,
  engineCapacityCc: vehicles.engineCapacityCc,
  cylinders: vehicles.cylinders,
  powerHp: vehicles.powerHp,
  torqueNm: vehicles.torqueNm,
  acceleration0To100: vehicles.acceleration0To100,
  topSpeedKmh: vehicles.topSpeedKmh,
  seats: vehicles.seats,
  transmission: vehicles.transmission,
  drivetrain: vehicles.drivetrain,
  consumptionL100km: vehicles.consumptionL100km,
  electricConsumptionKwh100km: vehicles.electricConsumptionKwh100km,
  electricRangeKm: vehicles.electricRangeKm,
  batteryKwh: vehicles.batteryKwh,
  co2GKm: vehicles.co2GKm,
  bootLitres: vehicles.bootLitres,
  nameplateId: nameplates.id,
  nameplateKey: nameplates.key,
  nameplateCode: nameplates.code,
  nameplateNameHe: nameplates.nameHe,
  nameplateNameEn: nameplates.nameEn,
  heroImageId: nameplates.heroImageId,
  familyKey: modelFamilies.key,
  familyNameHe: modelFamilies.nameHe,
  familyNameEn: modelFamilies.nameEn,
  brand: modelFamilies.brand,
};

const NAMEPLATE_COLUMNS = {
  id: nameplates.id,
  key: nameplates.key,
  code: nameplates.code,
  nameHe: nameplates.nameHe,
  nameEn: nameplates.nameEn,
  bodyStyleHe: nameplates.bodyStyleHe,
  bodyStyleEn: nameplates.bodyStyleEn,
  descriptionHe: nameplates.descriptionHe,
  descriptionEn: nameplates.descriptionEn,
  modelYear: nameplates.modelYear,
  pagePath: nameplates.pagePath,
  heroImageId: nameplates.heroImageId,
  galleryImageIds: nameplates.galleryImageIds,
  offerHe: nameplates.offerHe,
  offerEn: nameplates.offerEn,
  familyKey: modelFamilies.key,
  familyNameHe: modelFamilies.nameHe,
  familyNameEn: modelFamilies.nameEn,
  brand: modelFamilies.brand,
};

export type Vehicle = Awaited<ReturnType<CatalogueRepository['listVehicles']>>[number];
export type NameplateRow = Awaited<ReturnType<CatalogueRepository['listNameplates']>>[number];

export interface Colour {
  key: string;
  nameHe: string;
  nameEn: string;
  hex: string;
  finish: ColourFinish;
  price: number;
}

export function specsOf(row: Vehicle): VehicleSpecs {
  return {
    fuel_type: row.fuelType,
    engine_capacity_cc: row.engineCapacityCc,
    cylinders: row.cylinders,
    power_hp: row.powerHp,
    torque_nm: row.torqueNm,
    acceleration_0_100_s: row.acceleration0To100,
    top_speed_kmh: row.topSpeedKmh,
    seats: row.seats,
    transmission: row.transmission,
    drivetrain: row.drivetrain,
    consumption_l_100km: row.consumptionL100km,
    electric_consumption_kwh_100km: row.electricConsumptionKwh100km,
    electric_range_km: row.electricRangeKm,
    battery_kwh: row.batteryKwh,
    co2_g_km: row.co2GKm,
    boot_litres: row.bootLitres,
  };
}

const CATALOGUE_ORDER = [asc(modelFamilies.sequence), asc(nameplates.sequence), asc(nameplates.id)];

export function createCatalogueRepository(db: Database) {
  const vehicleQuery = (where: SQL | undefined) =>
    db
      .select(VEHICLE_COLUMNS)
      .from(vehicles)
      .innerJoin(nameplates, eq(vehicles.nameplateId, nameplates.id))
      .innerJoin(modelFamilies, eq(nameplates.familyId, modelFamilies.id))
      .where(where)
      .orderBy(...CATALOGUE_ORDER, asc(vehicles.sequence), asc(vehicles.id));

  const filterWhere = (filter: VehicleFilter) =>
    and(
      filter.keys ? inArray(vehicles.key, filter.keys) : undefined,
      filter.nameplate ? eq(nameplates.key, filter.nameplate) : undefined,
      filter.family ? eq(modelFamilies.key, filter.family) : undefined,
      filter.brand ? eq(modelFamilies.brand, filter.brand) : undefined,
    );

  return {
    listVehicles(filter: VehicleFilter = {}) {
      return vehicleQuery(filterWhere(filter));
    },

    /** By numeric id or car key. */
    async findVehicle(idOrKey: number | string) {
      // Ids are PostgreSQL `serial`s: a bigger number names no vehicle, and binding it would be a database error.
      if (typeof idOrKey === 'number' && !(Number.isSafeInteger(idOrKey) && idOrKey >= 1 && idOrKey <= 2_147_483_647))
        return undefined;
      const [row] = await vehicleQuery(
        typeof idOrKey === 'number' ? eq(vehicles.id, idOrKey) : eq(vehicles.key, idOrKey),
      );
      return row;
    },

    /** The vehicles to compare for a model key: a nameplate's, a family's, or `all`; null if unknown. */
    async vehiclesToCompare(modelKey: string) {
      if (modelKey === 'all') return vehicleQuery(undefined);
      const rows = await vehicleQuery(or(eq(nameplates.key, modelKey), eq(modelFamilies.key, modelKey)));
      return rows.length > 0 ? rows : null;
    },

    listNameplates(filter: { family?: string; brand?: Brand; withOffer?: Locale } = {}) {
      const offerColumn = filter.withOffer === 'en' ? nameplates.offerEn : nameplates.offerHe;
      return db
        .select(NAMEPLATE_COLUMNS)
        .from(nameplates)
        .innerJoin(modelFamilies, eq(nameplates.familyId, modelFamilies.id))
        .where(
          and(
            filter.family ? eq(modelFamilies.key, filter.family) : undefined,
            filter.brand ? eq(modelFamilies.brand, filter.brand) : undefined,
            filter.withOffer ? isNotNull(offerColumn) : undefined,
          ),
        )
        .orderBy(...CATALOGUE_ORDER);
    },

    /** Colours of these nameplates, by nameplate id, each list in display order. */
    async coloursOf(nameplateIds: number[]): Promise<Map<number, Colour[]>> {
      const result = new Map<number, Colour[]>();
      if (nameplateIds.length === 0) return result;
      const rows = await db
        .select({
          nameplateId: nameplateColours.nameplateId,
          key: nameplateColours.key,
          nameHe: nameplateColours.nameHe,
          nameEn: nameplateColours.nameEn,
          hex: nameplateColours.hex,
          finish: nameplateColours.finish,
          price: nameplateColours.price,
        })
        .from(nameplateColours)
        .where(inArray(nameplateColours.nameplateId, nameplateIds))
        .orderBy(asc(nameplateColours.sequence), asc(nameplateColours.id));
      for (const { nameplateId, ...colour } of rows) {
        result.set(nameplateId, [...(result.get(nameplateId) ?? []), colour]);
      }
      return result;
    },

    /** Every menu entry, parents before children, each level by sequence. */
    listNavEntries() {
      return db
        .select({
          id: navEntries.id,
          parentId: navEntries.parentId,
          key: navEntries.key,
          labelHe: navEntries.labelHe,
          labelEn: navEntries.labelEn,
          labelAr: navEntries.labelAr,
          labelRu: navEntries.labelRu,
          url: navEntries.url,
          newWindow: navEntries.newWindow,
          nameplateKey: nameplates.key,
          nameplateCode: nameplates.code,
          heroImageId: nameplates.heroImageId,
          nameplateId: nameplates.id,
        })
        .from(navEntries)
        .leftJoin(nameplates, eq(navEntries.nameplateId, nameplates.id))
        .orderBy(asc(navEntries.sequence), asc(navEntries.id));
    },

    /** The paths of a locale's pages that are not switched off: a menu links only to pages of its own locale. */
    async localePagePaths(locale: Locale): Promise<Set<string>> {
      const rows = await db
        .select({ path: pages.path })
        .from(pages)
        .where(and(eq(pages.locale, locale), eq(pages.disabled, false)));
      return new Set(rows.map((row) => row.path));
    },

    /**
     * Published url_redirection pages of a locale that open in a new window, by path: a link to one
     * of them opens a new tab (B§9).
     */
    async newWindowRedirectPaths(locale: Locale): Promise<Set<string>> {
      const rows = await db
        .select({ path: pages.path })
        .from(pages)
        .where(
          and(
            eq(pages.locale, locale),
            eq(pages.type, 'url_redirection'),
            eq(pages.linkNewWindow, true),
            eq(pages.disabled, false),
          ),
        );
      return new Set(rows.map((row) => row.path));
    },

    /** A published page by id, with the published pages and folders of its locale on its ancestor paths. */
    async pageWithAncestors(pageId: number) {
      const [page] = await db
        .select({ id: pages.id, locale: pages.locale, path: pages.path, title: pages.title, pageType: pages.pageType })
        .from(pages)
        .where(and(eq(pages.id, pageId), eq(pages.disabled, false)));
      if (!page) return null;
      const segments = page.path.split('/').filter(Boolean);
      const ancestorPaths = segments.slice(0, -1).map((_, index) => `/${segments.slice(0, index + 1).join('/')}`);
      const ancestors = await db
        .select({ id: pages.id, path: pages.path, title: pages.title, pageType: pages.pageType })
        .from(pages)
        .where(and(eq(pages.locale, page.locale), eq(pages.disabled, false), inArray(pages.path, ['/', ...ancestorPaths])));
      return { page, ancestors };
    },
  };
}

export type CatalogueRepository = ReturnType<typeof createCatalogueRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    catalogueRepository: CatalogueRepository;
  }
}

export const catalogueRepositoryPlugin = fp(
  async (app) => {
    app.decorate('catalogueRepository', createCatalogueRepository(app.db));
  },
  { name: 'catalogue-repository', dependencies: ['db'], fastify: '5.x' },
);
