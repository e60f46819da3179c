import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';

/**
 * The stock service (issue 4, A§3, A§7) and the retailers the content service lists. Prices are whole
 * shekels. Hot filter columns are real, indexed columns; attributes nobody filters on live in
 * `attributes` (JSON) and are merged into the vehicle as the API returns it.
 */

/** One contact line of a retailer card (B§3.2 Retailer cards: contact_info JSON). */
export interface DealerContact {
  type: 'phone' | 'whatsapp' | 'email';
  icon: string;
  label: string;
  href: string;
}

/** One service of a retailer card (B§3.2: services JSON). */
export interface DealerService {
  icon: string;
  label: string;
}

export const dealers = pgTable(
  'dealers',
  {
    id: serial('id').primaryKey(),
    dealerCode: text('dealer_code').notNull().unique(),
    ciCode: text('ci_code').notNull(),
    /** Brand codes the retailer sells (`land_rover`, `jaguar`). */
    brands: text('brands').array().notNull().default(sql`'{}'::text[]`),
    nameHe: text('name_he').notNull(),
    nameEn: text('name_en').notNull(),
    addressHe: text('address_he').notNull(),
    addressEn: text('address_en').notNull(),
    cityHe: text('city_he').notNull(),
    cityEn: text('city_en').notNull(),
    /** District (the spec's "state" of a postcode search). */
    stateHe: text('state_he').notNull(),
    stateEn: text('state_en').notNull(),
    postcode: text('postcode').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    openingHours: text('opening_hours').notNull().default(''),
    contactInfo: jsonb('contact_info').$type<DealerContact[]>().notNull().default([]),
    services: jsonb('services').$type<DealerService[]>().notNull().default([]),
  },
  (t) => [
    index('dealers_name_he_idx').on(t.nameHe),
    check('dealers_postcode_check', sql`${t.postcode} ~ '^[0-9]{7}$'`),
    check('dealers_coordinates_check', sql`${t.latitude} between -90 and 90 and ${t.longitude} between -180 and 180`),
  ],
);

export const stockVehicles = pgTable(
  'stock_vehicles',
  {
    id: serial('id').primaryKey(),
    /** The listing (`ci_key_list` of the stock locator block) the vehicle is published in. */
    listing: text('listing').notNull(),
    vin: text('vin').notNull().unique(),
    configUrl: text('config_url'),
    brand: text('brand').notNull(),
    nameplateBrandName: text('nameplate_brand_name').notNull(),
    nameplateName: text('nameplate_name').notNull(),
    /** The catalogue's model key (`defender-110`), so blocks can filter by key as well as by name. */
    nameplateKey: text('nameplate_key').notNull(),
    nameplateExternalCode: text('nameplate_external_code').notNull(),
    nameplateModelGroup: text('nameplate_model_group').notNull(),
    state: text('state').notNull(),
    status: text('status').notNull(),
    version: text('version').notNull(),
    productionYear: integer('production_year').notNull(),
    modelYear: integer('model_year').notNull(),
    mileage: integer('mileage').notNull(),
    engineType: text('engine_type').notNull(),
    transmission: text('transmission').notNull(),
    power: integer('power').notNull(),
    colorName: text('color_name').notNull(),
    numberOfSeats: integer('number_of_seats').notNull(),
    msrpPrice: integer('msrp_price'),
    salePrice: integer('sale_price'),
    monthlyPrice: integer('monthly_price'),
    financingOptions: text('financing_options').array().notNull().default(sql`'{}'::text[]`),
    dealerCode: text('dealer_code').references(() => dealers.dealerCode, { onDelete: 'set null' }),
    /** Media library ids, cover first. */
    photoImageIds: integer('photo_image_ids').array().notNull().default(sql`'{}'::integer[]`),
    /** Every other listing attribute of A§3 (version texts, equipment, price list, market groups). */
    attributes: jsonb('attributes').$type<Record<string, unknown>>().notNull().default({}),
    priceHidden: boolean('price_hidden').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('stock_vehicles_listing_created_idx').on(t.listing, t.createdAt, t.id),
    index('stock_vehicles_state_idx').on(t.listing, t.state),
    index('stock_vehicles_status_idx').on(t.listing, t.status),
    index('stock_vehicles_brand_idx').on(t.listing, t.nameplateBrandName),
    index('stock_vehicles_nameplate_idx').on(t.listing, t.nameplateName),
    index('stock_vehicles_price_idx').on(t.listing, t.salePrice),
    index('stock_vehicles_year_idx').on(t.listing, t.productionYear),
    index('stock_vehicles_mileage_idx').on(t.listing, t.mileage),
    index('stock_vehicles_dealer_idx').on(t.dealerCode),
    index('stock_vehicles_config_url_idx').on(t.configUrl),
    check('stock_vehicles_state_check', sql`${t.state} in ('new', 'approved', 'used', 'configurator')`),
    check(
      'stock_vehicles_status_check',
      sql`${t.status} in ('stock', 'available_soon', 'reserved', 'sold', 'in_production', 'on_demand', 'delivery', 'demo')`,
    ),
    check(
      'stock_vehicles_numbers_check',
      sql`${t.mileage} >= 0 and ${t.power} >= 0 and coalesce(${t.salePrice}, 0) >= 0 and coalesce(${t.msrpPrice}, 0) >= 0`,
    ),
  ],
);

/** A§7 company config: one row per company (the Company-Config header) and config type. */
export const stockCompanyConfigs = pgTable(
  'stock_company_configs',
  {
    id: serial('id').primaryKey(),
    company: text('company').notNull(),
    configType: text('config_type').notNull(),
    data: jsonb('data').$type<unknown>().notNull().default({}),
  },
  (t) => [unique('stock_company_configs_company_type_unique').on(t.company, t.configType)],
);

/** A§7 widget translations: key → text dictionaries, read from data.data.attributes.data. */
export const stockTranslations = pgTable('stock_translations', {
  id: serial('id').primaryKey(),
  key: text('key').notNull().unique(),
  locale: text('locale').notNull(),
  data: jsonb('data').$type<Record<string, string>>().notNull().default({}),
});
