import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
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

const createdAt = timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = timestamp('updated_at', { withTimezone: true })
  .notNull()
  .defaultNow()
  .$onUpdate(() => new Date());

/**
 * A form of the forms service (B§3.5: id, type, settings thank_you / notifications / confirmations,
 * integrations). `definition` holds the fields, rules, hidden fields and layout that libs/forms-client
 * turns into state and one yup schema (the browser and the API validate with the same one).
 */
export const forms = pgTable('forms', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  /** contact, test_drive, brochure, service, trade_in, offer, … (free text: the spec does not list them). */
  type: text('type').notNull().default('contact'),
  locale: text('locale').notNull().default('he'),
  definition: jsonb('definition').$type<Record<string, unknown>>().notNull().default({}),
  thankYou: jsonb('thank_you').$type<Record<string, unknown>>().notNull().default({}),
  notifications: jsonb('notifications').$type<Record<string, unknown>>().notNull().default({}),
  confirmations: jsonb('confirmations').$type<Record<string, unknown>>().notNull().default({}),
  integrations: jsonb('integrations').$type<Record<string, unknown>>().notNull().default({}),
  createdAt,
  updatedAt,
});

/**
 * A visitor's submission. One per (form, idempotency key): a double click or a retried request finds
 * the lead it already made. Personal data lives only in `data`; logs never print it.
 */
export const leads = pgTable(
  'leads',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    formId: integer('form_id')
      .notNull()
      .references(() => forms.id, { onDelete: 'cascade' }),
    idempotencyKey: text('idempotency_key').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    locale: text('locale').notNull().default('he'),
    sourceUrl: text('source_url'),
    createdAt,
  },
  (t) => [
    unique('leads_form_idempotency_unique').on(t.formId, t.idempotencyKey),
    index('leads_form_created_idx').on(t.formId, t.createdAt),
    index('leads_created_idx').on(t.createdAt),
  ],
);

export const OUTBOX_DESTINATIONS = ['crm', 'notification_email', 'confirmation_email'] as const;
export type OutboxDestination = (typeof OUTBOX_DESTINATIONS)[number];
export const OUTBOX_STATUSES = ['pending', 'delivered', 'dead'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/**
 * One message per lead and destination, written in the lead's own transaction (transactional outbox).
 * Workers claim due rows with FOR UPDATE SKIP LOCKED, so several API processes share the work.
 */
export const leadOutbox = pgTable(
  'lead_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    leadId: bigint('lead_id', { mode: 'number' })
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    destination: text('destination').$type<OutboxDestination>().notNull(),
    /** Sent to the destination so it can drop duplicates: `lead-{id}-{destination}`. */
    idempotencyKey: text('idempotency_key').notNull().unique(),
    status: text('status').$type<OutboxStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** While a worker holds the row: others skip it until this passes (a crashed worker's lease expires). */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    lastError: text('last_error'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt,
    updatedAt,
  },
  (t) => [
    index('lead_outbox_due_idx').on(t.status, t.nextAttemptAt),
    index('lead_outbox_lead_idx').on(t.leadId),
    check('lead_outbox_status_check', sql`${t.status} in ('pending', 'delivered', 'dead')`),
    check('lead_outbox_destination_check', sql`${t.destination} in ('crm', 'notification_email', 'confirmation_email')`),
  ],
);

/** Every delivery attempt, for the lead's integrations view (`GET …/leads/{id}/integrations`). */
export const leadDeliveries = pgTable(
  'lead_deliveries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    outboxId: bigint('outbox_id', { mode: 'number' })
      .notNull()
      .references(() => leadOutbox.id, { onDelete: 'cascade' }),
    leadId: bigint('lead_id', { mode: 'number' })
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    attempt: integer('attempt').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    ok: boolean('ok').notNull(),
    statusCode: integer('status_code'),
    detail: text('detail').notNull().default(''),
  },
  (t) => [index('lead_deliveries_lead_idx').on(t.leadId)],
);

/** What the embedded default's local SMTP server received (the admin's mailbox). */
export const mailboxMessages = pgTable(
  'mailbox_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    mailFrom: text('mail_from').notNull(),
    rcptTo: text('rcpt_to').array().notNull(),
    subject: text('subject').notNull().default(''),
    messageId: text('message_id'),
    raw: text('raw').notNull(),
  },
  (t) => [index('mailbox_messages_received_idx').on(t.receivedAt)],
);

/** What the embedded default's local CRM receiver accepted: one row per idempotency key. */
export const crmReceipts = pgTable('crm_receipts', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  body: jsonb('body').$type<Record<string, unknown>>().notNull(),
  /** How many times the same key arrived (duplicates are acknowledged, not stored again). */
  deliveries: integer('deliveries').notNull().default(1),
});

export const LEAD_EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type LeadExportFormat = (typeof LEAD_EXPORT_FORMATS)[number];
export const LEAD_EXPORT_STATUSES = ['pending', 'processing', 'completed', 'failed'] as const;
export type LeadExportStatus = (typeof LEAD_EXPORT_STATUSES)[number];

/** Raw bytes; PGlite hands bytea back as a Uint8Array and node-postgres as a Buffer, so normalise. */
const exportBytes = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * A lead export (B§4: create, poll, download). The file is written in chunks to `lead_export_chunks`, so
 * any API process can serve the download and 100k leads never sit in memory at once. `query` keeps the
 * list's filters and sort the export was asked with; `processed` / `total` are its progress.
 */
export const leadExports = pgTable(
  'lead_exports',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    formId: integer('form_id')
      .notNull()
      .references(() => forms.id, { onDelete: 'cascade' }),
    format: text('format').$type<LeadExportFormat>().notNull().default('csv'),
    status: text('status').$type<LeadExportStatus>().notNull().default('pending'),
    query: jsonb('query').$type<Record<string, unknown>>().notNull().default({}),
    total: integer('total').notNull().default(0),
    processed: integer('processed').notNull().default(0),
    byteSize: bigint('byte_size', { mode: 'number' }).notNull().default(0),
    error: text('error'),
    /** The identity subject who asked for it (the audit log has the rest). */
    requestedBy: text('requested_by'),
    /** While a worker builds it: others leave it alone until this passes. */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt,
    updatedAt,
  },
  (t) => [
    index('lead_exports_form_idx').on(t.formId, t.createdAt),
    index('lead_exports_status_idx').on(t.status),
    check('lead_exports_status_check', sql`${t.status} in ('pending', 'processing', 'completed', 'failed')`),
    check('lead_exports_format_check', sql`${t.format} in ('csv', 'xlsx')`),
  ],
);

/** The bytes of a finished (or growing) export, in order. */
export const leadExportChunks = pgTable(
  'lead_export_chunks',
  {
    exportId: bigint('export_id', { mode: 'number' })
      .notNull()
      .references(() => leadExports.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    bytes: exportBytes('bytes').notNull(),
  },
  (t) => [unique('lead_export_chunks_seq_unique').on(t.exportId, t.seq)],
);

/**
 * The local phone-verification service's state (the embedded default's stand-in for Twilio Verify, which
 * keeps this on its side). One pending verification per phone number; `codeHash` never the code itself.
 */
export const phoneVerifications = pgTable(
  'phone_verifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Twilio's verification SID shape: `VE` + 32 hex. */
    sid: text('sid').notNull().unique(),
    /** E.164 phone number. */
    phone: text('phone').notNull(),
    channel: text('channel').notNull().default('sms'),
    codeHash: text('code_hash').notNull(),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    sendCount: integer('send_count').notNull().default(1),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt,
    updatedAt,
  },
  (t) => [
    index('phone_verifications_phone_idx').on(t.phone, t.createdAt),
    check('phone_verifications_status_check', sql`${t.status} in ('pending', 'approved', 'canceled', 'max_attempts_reached', 'expired')`),
  ],
);

/**
 * Proof of consent (issue 12): one row per choice or withdrawal a visitor makes, kept as evidence. The
 * consent id is the first-party cookie the site sets on the first choice; the address is truncated
 * (IPv4 /24, IPv6 /48) before it is stored, so the row proves a choice without identifying a device.
 */
export const consentRecords = pgTable(
  'consent_records',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    consentId: text('consent_id').notNull(),
    /** accept_all, reject_all, save_selected, withdraw, vendor (a choice made in a vendor's dialog). */
    action: text('action').notNull(),
    /** The consent strategy the site ran (basic, onetrust, …). */
    strategy: text('strategy').notNull(),
    /** accepted or rejected after the choice; pending after a withdrawal. */
    status: text('status').notNull(),
    /** The scopes granted by the choice (obligatory always among them). */
    scopes: text('scopes').array().notNull(),
    policyVersion: text('policy_version').notNull(),
    locale: text('locale'),
    /** The page the choice was made on (path only, no query). */
    pagePath: text('page_path'),
    userAgent: text('user_agent'),
    ipTruncated: text('ip_truncated'),
    createdAt,
  },
  (t) => [
    index('consent_records_created_at_idx').on(t.createdAt),
    index('consent_records_consent_id_idx').on(t.consentId, t.createdAt),
    check('consent_records_action_check', sql`${t.action} in ('accept_all', 'reject_all', 'save_selected', 'withdraw', 'vendor')`),
    check('consent_records_status_check', sql`${t.status} in ('pending', 'accepted', 'rejected', 'unknown')`),
    check(
      'consent_records_scopes_check',
      sql`${t.scopes} <@ array['obligatory', 'optional', 'statistic', 'marketing', 'unclassified']::text[]`,
    ),
  ],
);
