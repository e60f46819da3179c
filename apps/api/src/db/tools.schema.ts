import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './identity.schema.js';
// A cycle by design (schema.ts re-exports this file): `pages` is only read inside the lazy `references` callbacks.
import { pages } from './schema.js';

/**
 * The data behind the interactive blocks (issue 15, ADR 028): news articles, the vehicles the service
 * tools recognise by VIN, map-update packages, service campaigns (the VIN checker), data files (range
 * calculator, racing results) and collection feeds. All of it belongs to the content service.
 */

/** A news article is a CMS page with a date, a teaser and an image for the news list (A§2: its own meta). */
export const newsArticles = pgTable(
  'news_articles',
  {
    pageId: integer('page_id')
      .primaryKey()
      .references(() => pages.id, { onDelete: 'cascade' }),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    teaser: text('teaser').notNull().default(''),
    imageId: integer('image_id'),
    category: text('category'),
    // MENA news (A§5): the market it belongs to; null for the site's own market.
    market: text('market'),
  },
  (t) => [index('news_articles_published_idx').on(t.publishedAt)],
);

/** A vehicle the service tools recognise by its VIN (map update, VIN checker). */
export const registeredVehicles = pgTable(
  'registered_vehicles',
  {
    vin: text('vin').primaryKey(),
    nameplateKey: text('nameplate_key').notNull(),
    modelYear: integer('model_year').notNull(),
    navigationSystem: text('navigation_system').notNull(),
    mapRegion: text('map_region').notNull().default('IL'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('registered_vehicles_vin_check', sql`${t.vin} ~ '^[A-HJ-NPR-Z0-9]{17}$'`),
    index('registered_vehicles_navigation_idx').on(t.navigationSystem, t.mapRegion),
  ],
);

/** One file of a map-update package. */
export interface MapUpdateFile {
  name: string;
  size_bytes: number;
  sha256: string;
}

/** A map-update release for a navigation system and region; the newest applies. */
export const mapUpdatePackages = pgTable(
  'map_update_packages',
  {
    id: serial('id').primaryKey(),
    navigationSystem: text('navigation_system').notNull(),
    region: text('region').notNull(),
    version: text('version').notNull(),
    releasedAt: timestamp('released_at', { withTimezone: true }).notNull(),
    notesHe: text('notes_he').notNull().default(''),
    notesEn: text('notes_en').notNull().default(''),
    files: jsonb('files').$type<MapUpdateFile[]>().notNull().default([]),
  },
  (t) => [unique('map_update_packages_version_unique').on(t.navigationSystem, t.region, t.version)],
);

/** A service campaign (a recall or a field fix); the VIN checker answers whether a VIN is in one. */
export const serviceCampaigns = pgTable('service_campaigns', {
  code: text('code').primaryKey(),
  titleHe: text('title_he').notNull(),
  titleEn: text('title_en').notNull(),
  descriptionHe: text('description_he').notNull().default(''),
  descriptionEn: text('description_en').notNull().default(''),
  active: boolean('active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const serviceCampaignVehicles = pgTable(
  'service_campaign_vehicles',
  {
    campaignCode: text('campaign_code')
      .notNull()
      .references(() => serviceCampaigns.code, { onDelete: 'cascade' }),
    vin: text('vin').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.campaignCode, t.vin] }),
    index('service_campaign_vehicles_vin_idx').on(t.vin),
    check('service_campaign_vehicles_vin_check', sql`${t.vin} ~ '^[A-HJ-NPR-Z0-9]{17}$'`),
  ],
);

/**
 * JSON files a block reads from a configured URL (A§7: the range calculator's data file; the racing
 * results files). The key is the file's path under /data-files/.
 */
export const dataFiles = pgTable(
  'data_files',
  {
    key: text('key').primaryKey(),
    content: jsonb('content').notNull(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('data_files_key_check', sql`${t.key} ~ '^[a-z0-9][a-z0-9._-]*(/[a-z0-9][a-z0-9._-]*)*$'`)],
);

/** One item of a merchandise collection feed (collection feed slider: lang, market, collection, grouped). */
export const collectionFeedItems = pgTable(
  'collection_feed_items',
  {
    id: serial('id').primaryKey(),
    market: text('market').notNull(),
    lang: text('lang').notNull(),
    collection: text('collection').notNull(),
    groupKey: text('group_key'),
    sequence: integer('sequence').notNull().default(0),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    imageId: integer('image_id'),
    imageUrl: text('image_url'),
    price: integer('price'),
    currency: text('currency').notNull().default('ILS'),
    url: text('url').notNull(),
  },
  (t) => [
    index('collection_feed_items_lookup_idx').on(t.market, t.lang, t.collection, t.sequence),
    check('collection_feed_items_price_check', sql`${t.price} is null or ${t.price} >= 0`),
  ],
);
