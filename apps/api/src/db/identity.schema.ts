import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  doublePrecision,
  index,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * Roles of the back office (ADR 019). The spec does not name roles (A§6, B§6: "not shown"); these four
 * are ours: admin (everything), editor (pages, redirects, forms), sales (leads and orders), viewer (may
 * sign in, sees no back office — the role exists so a signed-in visitor without rights is a real case).
 * Issue 14 adds developer: may edit metaheads (scripts, styles and HTML on every page), which an editor may not.
 */
export const ROLES = ['admin', 'editor', 'sales', 'viewer', 'developer'] as const;
export type Role = (typeof ROLES)[number];

const createdAt = timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = timestamp('updated_at', { withTimezone: true })
  .notNull()
  .defaultNow()
  .$onUpdate(() => new Date());

/** People who sign in at the embedded provider. With an external provider, only roles come from its token. */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored lower case; unique. */
    email: text('email').notNull().unique(),
    name: text('name').notNull(),
    /** argon2id; null for accounts that may not sign in with a password. */
    passwordHash: text('password_hash'),
    roles: text('roles').array().$type<Role[]>().notNull().default(sql`'{}'::text[]`),
    active: boolean('active').notNull().default(true),
    createdAt,
    updatedAt,
  },
  (t) => [
    check('users_email_check', sql`${t.email} = lower(${t.email}) and position('@' in ${t.email}) > 1`),
    check('users_roles_check', sql`${t.roles} <@ array['admin','editor','sales','viewer','developer']::text[]`),
  ],
);

/** Signing keys of the embedded provider: the newest active one signs, retired ones still verify. */
export const identityKeys = pgTable('identity_keys', {
  kid: text('kid').primaryKey(),
  /** Private JWK (the database is the secret store of the embedded default; production uses its own provider). */
  privateJwk: jsonb('private_jwk').$type<Record<string, unknown>>().notNull(),
  status: text('status').$type<'active' | 'retired'>().notNull().default('active'),
  createdAt,
  retiredAt: timestamp('retired_at', { withTimezone: true }),
});

/** oidc-provider's adapter storage: sessions, grants, codes, refresh tokens, interactions (one row each). */
export const oidcPayloads = pgTable(
  'oidc_payloads',
  {
    kind: text('kind').notNull(),
    id: text('id').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    grantId: text('grant_id'),
    userCode: text('user_code'),
    uid: text('uid'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.id] }),
    index('oidc_payloads_grant_id_idx').on(t.grantId),
    index('oidc_payloads_uid_idx').on(t.uid),
    index('oidc_payloads_expires_at_idx').on(t.expiresAt),
  ],
);

/** Failed sign-ins, per account and per IP, for the login rate limit (kept only for the window). */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** `account:{email}` or `ip:{address}`. */
    key: text('key').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_failures_key_at_idx').on(t.key, t.at)],
);

/** The site's server sessions (the browser holds only a random id; this row holds the tokens). */
export const siteSessions = pgTable(
  'site_sessions',
  {
    /** SHA-256 of the id in the cookie, so a database read does not hand out live cookies. */
    idHash: text('id_hash').primaryKey(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    createdAt,
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** The absolute time-out; the idle time-out is checked against last_seen_at. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('site_sessions_expires_at_idx').on(t.expiresAt)],
);

/**
 * Every write of the back office, in the same transaction as the write. Append-only: a trigger in the
 * migration refuses UPDATE and DELETE, so not even the API can edit history.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: text('actor_id'),
    actorEmail: text('actor_email'),
    /** create, update, delete, or a verb of its own (sign-in, export, view). */
    action: text('action').notNull(),
    /** The kind of thing changed: setting, dealer, location, redirect, user… */
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    requestId: text('request_id'),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_entity_idx').on(t.entity, t.entityId),
    index('audit_log_actor_idx').on(t.actorId),
  ],
);

/** Locations of the forms service (B§7 `/locations`): where a lead can be sent to or a visitor can come. */
export const locations = pgTable(
  'locations',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    nameEn: text('name_en').notNull().default(''),
    address: text('address').notNull().default(''),
    city: text('city').notNull().default(''),
    phone: text('phone').notNull().default(''),
    email: text('email').notNull().default(''),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /** The retailer this location belongs to, by dealer code (no FK: dealers are re-seeded by code). */
    dealerCode: text('dealer_code'),
    active: boolean('active').notNull().default(true),
    createdAt,
    updatedAt,
  },
  (t) => [
    check(
      'locations_coordinates_check',
      sql`(${t.latitude} is null and ${t.longitude} is null) or (${t.latitude} between -90 and 90 and ${t.longitude} between -180 and 180)`,
    ),
  ],
);
