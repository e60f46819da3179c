import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  text,
  unique,
} from 'drizzle-orm/pg-core';
// A cycle with schema.ts, which re-exports this file: safe, because drizzle reads references lazily.
import { images } from './schema.js';

/**
 * The model catalogue (A§3, A§7, B§3.2): brand → model family → nameplate (a model with its platform
 * code) → vehicle (one derivative, addressed by its car key). Prices are whole shekels.
 */

/** The two brands and their codes in the spec's brand-to-code map (A§3). */
export const BRANDS = ['land_rover', 'jaguar'] as const;
export type Brand = (typeof BRANDS)[number];

export const FUEL_TYPES = ['petrol', 'diesel', 'mhev_petrol', 'mhev_diesel', 'phev', 'bev'] as const;
export type FuelType = (typeof FUEL_TYPES)[number];

export const TRANSMISSIONS = ['automatic_8', 'automatic_9', 'single_speed'] as const;
export type Transmission = (typeof TRANSMISSIONS)[number];

export const DRIVETRAINS = ['awd', 'rwd', 'fwd'] as const;
export type Drivetrain = (typeof DRIVETRAINS)[number];

export const COLOUR_FINISHES = ['solid', 'metallic', 'premium_metallic', 'satin'] as const;
export type ColourFinish = (typeof COLOUR_FINISHES)[number];

const key = (name: string) => text(name).notNull();
const KEY_PATTERN = "'^[a-z0-9]+(-[a-z0-9]+)*$'";

export const modelFamilies = pgTable(
  'model_families',
  {
    id: serial('id').primaryKey(),
    key: key('key').unique(),
    brand: text('brand').$type<Brand>().notNull(),
    nameHe: text('name_he').notNull(),
    nameEn: text('name_en').notNull(),
    sequence: integer('sequence').notNull().default(0),
  },
  (t) => [
    check('model_families_brand_check', sql`${t.brand} in ('land_rover', 'jaguar')`),
    check('model_families_key_check', sql`${t.key} ~ ${sql.raw(KEY_PATTERN)}`),
  ],
);

export const nameplates = pgTable(
  'nameplates',
  {
    id: serial('id').primaryKey(),
    familyId: integer('family_id')
      .notNull()
      .references(() => modelFamilies.id, { onDelete: 'cascade' }),
    /** The model key the blocks use, e.g. `range-rover-sport`, `f-pace`. */
    key: key('key').unique(),
    /** Platform (nameplate) code, lower case as in A§3: `x761`, `l663`. Shared by body variants. */
    code: text('code').notNull(),
    nameHe: text('name_he').notNull(),
    nameEn: text('name_en').notNull(),
    bodyStyleHe: text('body_style_he').notNull().default(''),
    bodyStyleEn: text('body_style_en').notNull().default(''),
    descriptionHe: text('description_he').notNull().default(''),
    descriptionEn: text('description_en').notNull().default(''),
    modelYear: integer('model_year').notNull(),
    sequence: integer('sequence').notNull().default(0),
    /** The model's CMS page (same path in every locale), if it has one. */
    pagePath: text('page_path'),
    heroImageId: integer('hero_image_id').references((): AnyPgColumn => images.id, { onDelete: 'set null' }),
    /** Media library ids, in display order. No foreign key on array elements: missing ids are skipped. */
    galleryImageIds: integer('gallery_image_ids').array().notNull().default(sql`'{}'::integer[]`),
    /** Offer line per locale; a nameplate with an offer is listed by /offer_car_models. */
    offerHe: text('offer_he'),
    offerEn: text('offer_en'),
  },
  (t) => [
    index('nameplates_family_id_idx').on(t.familyId),
    check('nameplates_key_check', sql`${t.key} ~ ${sql.raw(KEY_PATTERN)}`),
    check('nameplates_code_check', sql`${t.code} ~ '^[a-z][0-9]{3}$'`),
    check('nameplates_page_path_check', sql`${t.pagePath} is null or left(${t.pagePath}, 1) = '/'`),
  ],
);

export const vehicles = pgTable(
  'vehicles',
  {
    id: serial('id').primaryKey(),
    nameplateId: integer('nameplate_id')
      .notNull()
      .references(() => nameplates.id, { onDelete: 'cascade' }),
    /** The car key (B§3.2 model summary `car_key`; spec-price substitution loads cars by it). */
    key: key('key').unique(),
    /** The engine key (B§3.2 model summary `engine_key`), e.g. `d300`. */
    engineKey: text('engine_key').notNull(),
    nameHe: text('name_he').notNull(),
    nameEn: text('name_en').notNull(),
    trim: text('trim').notNull(),
    sequence: integer('sequence').notNull().default(0),
    price: integer('price').notNull(),
    /** Monthly lease from, in shekels; null when not offered on lease. */
    leasePrice: integer('lease_price'),
    fuelType: text('fuel_type').$type<FuelType>().notNull(),
    /** Null for battery-electric vehicles. */
    engineCapacityCc: integer('engine_capacity_cc'),
    cylinders: integer('cylinders'),
    powerHp: integer('power_hp').notNull(),
    torqueNm: integer('torque_nm').notNull(),
    acceleration0To100: doublePrecision('acceleration_0_100').notNull(),
    topSpeedKmh: integer('top_speed_kmh').notNull(),
    seats: integer('seats').notNull(),
    transmission: text('transmission').$type<Transmission>().notNull(),
    drivetrain: text('drivetrain').$type<Drivetrain>().notNull(),
    /** WLTP combined; null for battery-electric vehicles. */
    consumptionL100km: doublePrecision('consumption_l_100km'),
    electricConsumptionKwh100km: doublePrecision('electric_consumption_kwh_100km'),
    electricRangeKm: integer('electric_range_km'),
    batteryKwh: doublePrecision('battery_kwh'),
    co2GKm: integer('co2_g_km').notNull(),
    bootLitres: integer('boot_litres').notNull(),
  },
  (t) => [
    index('vehicles_nameplate_id_idx').on(t.nameplateId),
    check('vehicles_key_check', sql`${t.key} ~ ${sql.raw(KEY_PATTERN)}`),
    check('vehicles_price_check', sql`${t.price} > 0 and (${t.leasePrice} is null or ${t.leasePrice} > 0)`),
    check(
      'vehicles_fuel_type_check',
      sql`${t.fuelType} in ('petrol', 'diesel', 'mhev_petrol', 'mhev_diesel', 'phev', 'bev')`,
    ),
    check('vehicles_transmission_check', sql`${t.transmission} in ('automatic_8', 'automatic_9', 'single_speed')`),
    check('vehicles_drivetrain_check', sql`${t.drivetrain} in ('awd', 'rwd', 'fwd')`),
    check('vehicles_seats_check', sql`${t.seats} between 2 and 9`),
  ],
);

export const nameplateColours = pgTable(
  'nameplate_colours',
  {
    id: serial('id').primaryKey(),
    nameplateId: integer('nameplate_id')
      .notNull()
      .references(() => nameplates.id, { onDelete: 'cascade' }),
    key: key('key'),
    nameHe: text('name_he').notNull(),
    nameEn: text('name_en').notNull(),
    hex: text('hex').notNull(),
    finish: text('finish').$type<ColourFinish>().notNull(),
    /** Surcharge in shekels; 0 for the standard colour. */
    price: integer('price').notNull().default(0),
    sequence: integer('sequence').notNull().default(0),
  },
  (t) => [
    unique('nameplate_colours_nameplate_key_unique').on(t.nameplateId, t.key),
    check('nameplate_colours_hex_check', sql`${t.hex} ~ '^#[0-9a-f]{6}$'`),
    check(
      'nameplate_colours_finish_check',
      sql`${t.finish} in ('solid', 'metallic', 'premium_metallic', 'satin')`,
    ),
    check('nameplate_colours_price_check', sql`${t.price} >= 0`),
  ],
);

/**
 * The models menu (A§3 Navigation: navEntries): sections with items, two levels. An item links to a
 * path or URL, optionally shows a nameplate's picture and price.
 */
export const navEntries = pgTable(
  'nav_entries',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id').references((): AnyPgColumn => navEntries.id, { onDelete: 'cascade' }),
    key: key('key').unique(),
    labelHe: text('label_he').notNull(),
    labelEn: text('label_en').notNull(),
    /** Arabic and Russian labels (ADR 033); null shows the English one. */
    labelAr: text('label_ar'),
    labelRu: text('label_ru'),
    /** Site path ('/models/defender') or absolute URL; null for a section heading. */
    url: text('url'),
    newWindow: boolean('new_window').notNull().default(false),
    nameplateId: integer('nameplate_id').references(() => nameplates.id, { onDelete: 'set null' }),
    sequence: integer('sequence').notNull().default(0),
  },
  (t) => [
    index('nav_entries_parent_id_idx').on(t.parentId),
    check('nav_entries_key_check', sql`${t.key} ~ ${sql.raw(KEY_PATTERN)}`),
    check('nav_entries_not_own_parent_check', sql`${t.parentId} is null or ${t.parentId} <> ${t.id}`),
  ],
);
