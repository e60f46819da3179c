import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';

/** Languages a metahead snippet can be written in; the site decides how to inject each one. */
export const METAHEAD_LANGUAGES = ['javascript', 'js-src', 'css', 'sass', 'scss', 'html'] as const;
export type MetaheadLanguage = (typeof METAHEAD_LANGUAGES)[number];

export const PAGE_TYPES = ['page', 'folder'] as const;
export type PageType = (typeof PAGE_TYPES)[number];

/** Free-form block content: the shape belongs to the block template, which the site validates. */
export type BlockFields = Record<string, unknown>;

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

export const settings = pgTable('settings', {
  id: serial('id').primaryKey(),
  key: text('key').notNull().unique(),
  // Always a string: structured settings are stored as JSON text so every consumer reads one type.
  value: text('value').notNull(),
  updatedAt: timestamps.updatedAt,
});

export const pages = pgTable(
  'pages',
  {
    id: serial('id').primaryKey(),
    locale: text('locale').notNull().default('he'),
    // Always starts with '/', no trailing slash; the home page is '/'.
    path: text('path').notNull(),
    pageType: text('page_type').$type<PageType>().notNull().default('page'),
    title: text('title'),
    metaTitle: text('meta_title'),
    metaDescription: text('meta_description'),
    canonicalUrl: text('canonical_url'),
    externalMetaImage: text('external_meta_image'),
    // The media service will own images; no foreign key until it exists.
    imageId: integer('image_id'),
    disableSeoTracking: boolean('disable_seo_tracking').notNull().default(false),
    disabled: boolean('disabled').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    unique('pages_locale_path_unique').on(t.locale, t.path),
    check('pages_page_type_check', sql`${t.pageType} in ('page', 'folder')`),
    check('pages_path_check', sql`left(${t.path}, 1) = '/'`),
  ],
);

export const blocks = pgTable(
  'blocks',
  {
    id: serial('id').primaryKey(),
    pageId: integer('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    template: text('template').notNull(),
    sequence: integer('sequence').notNull(),
    fields: jsonb('fields').$type<BlockFields>().notNull().default({}),
    groups: jsonb('groups').$type<BlockFields[]>().notNull().default([]),
  },
  (t) => [index('blocks_page_id_sequence_idx').on(t.pageId, t.sequence)],
);

export const metaheads = pgTable(
  'metaheads',
  {
    id: serial('id').primaryKey(),
    // Null means the snippet applies to every page.
    pageId: integer('page_id').references(() => pages.id, { onDelete: 'cascade' }),
    content: text('content'),
    language: text('language').$type<MetaheadLanguage>(),
    sequence: integer('sequence'),
    inBody: boolean('in_body'),
    reloadOnEachPage: boolean('reload_on_each_page'),
  },
  (t) => [
    index('metaheads_page_id_idx').on(t.pageId),
    check(
      'metaheads_language_check',
      sql`${t.language} in ('javascript', 'js-src', 'css', 'sass', 'scss', 'html')`,
    ),
  ],
);

/** Raw bytes; PGlite hands bytea back as a Uint8Array and node-postgres as a Buffer, so normalise. */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * The media library. Originals live in the database so the embedded default needs no object store;
 * the media service encodes variants from them and caches those on disk. An image never changes once
 * stored (its variant URLs are cached as immutable): a new picture is a new row.
 */
export const images = pgTable(
  'images',
  {
    id: serial('id').primaryKey(),
    bucket: integer('bucket').notNull().default(1),
    filename: text('filename').notNull(),
    altHe: text('alt_he').notNull().default(''),
    altEn: text('alt_en').notNull().default(''),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    mime: text('mime').notNull(),
    // Hex SHA-256 of `bytes`: names the cached variants and their ETags.
    sha256: text('sha256').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: timestamps.createdAt,
  },
  (t) => [
    unique('images_bucket_filename_unique').on(t.bucket, t.filename),
    check('images_size_check', sql`${t.width} > 0 and ${t.height} > 0`),
  ],
);
