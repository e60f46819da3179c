import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
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

/** Languages a metahead snippet can be written in; the site decides how to inject each one. */
export const METAHEAD_LANGUAGES = ['javascript', 'js-src', 'css', 'sass', 'scss', 'html'] as const;
export type MetaheadLanguage = (typeof METAHEAD_LANGUAGES)[number];

/** B§3.5 cookie consent scopes: the one a script or HTML metahead needs before it runs (issue 12). */
export const METAHEAD_CONSENT_SCOPES = ['obligatory', 'optional', 'statistic', 'marketing', 'unclassified'] as const;
export type MetaheadConsentScope = (typeof METAHEAD_CONSENT_SCOPES)[number];

export const PAGE_TYPES = ['page', 'folder'] as const;
export type PageType = (typeof PAGE_TYPES)[number];

/** B§3.5: an ordinary page, or a path that only redirects (`url_redirection`). */
export const PAGE_KINDS = ['page', 'url_redirection'] as const;
export type PageKind = (typeof PAGE_KINDS)[number];

/** What a redirection points at (B§3.5 link_type). */
export const LINK_TYPES = ['internal', 'external', 'file'] as const;
export type LinkType = (typeof LINK_TYPES)[number];

/** Status codes a redirection may answer with; B§9: 301 unless the editor chooses otherwise. */
export const REDIRECT_HTTP_CODES = [301, 302, 303, 307, 308] as const;
export type RedirectHttpCode = (typeof REDIRECT_HTTP_CODES)[number];
export const DEFAULT_REDIRECT_HTTP_CODE = 301;

/**
 * Where a block may show (ADR 010): the spec names `active_positions` but not their values, so a
 * position is the viewport class the block renders at. A block active at no position is switched off.
 */
export const BLOCK_POSITIONS = ['desktop', 'mobile'] as const;
export type BlockPosition = (typeof BLOCK_POSITIONS)[number];

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
    type: text('type').$type<PageKind>().notNull().default('page'),
    // Only read for url_redirection pages; the default is the spec's (B§9).
    httpCode: integer('http_code').$type<RedirectHttpCode>().notNull().default(DEFAULT_REDIRECT_HTTP_CODE),
    redirectPath: text('redirect_path'),
    linkType: text('link_type').$type<LinkType>().notNull().default('internal'),
    linkNewWindow: boolean('link_new_window').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    unique('pages_locale_path_unique').on(t.locale, t.path),
    check('pages_page_type_check', sql`${t.pageType} in ('page', 'folder')`),
    check('pages_path_check', sql`left(${t.path}, 1) = '/'`),
    check('pages_type_check', sql`${t.type} in ('page', 'url_redirection')`),
    check('pages_http_code_check', sql`${t.httpCode} in (301, 302, 303, 307, 308)`),
    check('pages_link_type_check', sql`${t.linkType} in ('internal', 'external', 'file')`),
    check(
      'pages_redirect_path_check',
      sql`${t.type} <> 'url_redirection' or coalesce(${t.redirectPath}, '') <> ''`,
    ),
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
    activePositions: text('active_positions')
      .array()
      .$type<BlockPosition[]>()
      .notNull()
      .default(sql`'{desktop,mobile}'::text[]`),
  },
  (t) => [
    index('blocks_page_id_sequence_idx').on(t.pageId, t.sequence),
    check('blocks_active_positions_check', sql`${t.activePositions} <@ array['desktop', 'mobile']::text[]`),
  ],
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
    /**
     * Issue 12, prior blocking: the consent scope a script or HTML metahead needs before it runs. CSS is
     * never blocked. Only `obligatory` heads are server-rendered; the others are injected in the browser
     * once the visitor grants the scope. New rows default to `unclassified` (runs only on "accept all").
     */
    consentScope: text('consent_scope').$type<MetaheadConsentScope>().notNull().default('unclassified'),
  },
  (t) => [
    index('metaheads_page_id_idx').on(t.pageId),
    check(
      'metaheads_consent_scope_check',
      sql`${t.consentScope} in ('obligatory', 'optional', 'statistic', 'marketing', 'unclassified')`,
    ),
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
    /** Issue 14: the point crops keep in frame, as fractions of width and height (0–1; the centre by default). */
    focalX: doublePrecision('focal_x').notNull().default(0.5),
    focalY: doublePrecision('focal_y').notNull().default(0.5),
    createdAt: timestamps.createdAt,
  },
  (t) => [
    unique('images_bucket_filename_unique').on(t.bucket, t.filename),
    check('images_size_check', sql`${t.width} > 0 and ${t.height} > 0`),
    check('images_focal_check', sql`${t.focalX} between 0 and 1 and ${t.focalY} between 0 and 1`),
  ],
);

export {
  BRANDS,
  COLOUR_FINISHES,
  DRIVETRAINS,
  FUEL_TYPES,
  modelFamilies,
  nameplateColours,
  nameplates,
  navEntries,
  TRANSMISSIONS,
  vehicles,
  type Brand,
  type ColourFinish,
  type Drivetrain,
  type FuelType,
  type Transmission,
} from './catalogue.schema.js';

export {
  dealers,
  stockCompanyConfigs,
  stockTranslations,
  stockVehicles,
  type DealerContact,
  type DealerService,
} from './stock.schema.js';

export {
  PAGE_SCHEDULE_ACTIONS,
  PAGE_VERSION_KINDS,
  pageDrafts,
  pageSchedules,
  pageVersions,
  type DraftBlock,
  type PageContent,
  type PageScheduleAction,
  type PageVersionKind,
} from './cms.schema.js';

export {
  auditLog,
  identityKeys,
  locations,
  loginFailures,
  oidcPayloads,
  ROLES,
  siteSessions,
  users,
  type Role,
} from './identity.schema.js';

export {
  consentRecords,
  crmReceipts,
  forms,
  leadDeliveries,
  leadExportChunks,
  leadExports,
  leadOutbox,
  leads,
  LEAD_EXPORT_FORMATS,
  LEAD_EXPORT_STATUSES,
  type LeadExportFormat,
  type LeadExportStatus,
  phoneVerifications,
  mailboxMessages,
  OUTBOX_DESTINATIONS,
  OUTBOX_STATUSES,
  type OutboxDestination,
  type OutboxStatus,
} from './forms.schema.js';

export {
  fakeVendorObjects,
  ORDER_STATES,
  orders,
  orderTransitions,
  PAYMENT_STATUSES,
  PAYMENT_VENDORS,
  paymentWebhookEvents,
  stockStatusLog,
  vehicleHolds,
  type OrderState,
  type PaymentStatus,
  type PaymentVendor,
} from './orders.schema.js';

export {
  collectionFeedItems,
  dataFiles,
  mapUpdatePackages,
  newsArticles,
  registeredVehicles,
  serviceCampaigns,
  serviceCampaignVehicles,
  type MapUpdateFile,
} from './tools.schema.js';
