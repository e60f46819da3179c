import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from './identity.schema.js';
// A cycle by design (schema.ts re-exports this file): `pages` is only read inside the lazy `references` callbacks.
import { pages } from './schema.js';

/**
 * The editor's data (issue 14, ADR 027). `pages`, `blocks` and `metaheads` stay the **live** content the
 * public reads; the editor writes a draft beside each page and publishing copies it over in one transaction.
 */

/** One block as the editor holds it: the same shape the live `blocks` rows have, in order. */
export interface DraftBlock {
  template: string;
  fields: Record<string, unknown>;
  groups: Record<string, unknown>[];
  active_positions: ('desktop' | 'mobile')[];
}

/** A page's editable content: its SEO fields and its blocks. Paths and page kinds are changed by the tree. */
export interface PageContent {
  title: string | null;
  meta_title: string | null;
  meta_description: string | null;
  canonical_url: string | null;
  external_meta_image: string | null;
  image_id: number | null;
  disable_seo_tracking: boolean;
  blocks: DraftBlock[];
}

/**
 * The working copy of a page. `revision` is the optimistic-concurrency token: a save names the revision it
 * was made from, and a save from an older one is refused (409) with the current draft, so nothing is lost.
 */
export const pageDrafts = pgTable(
  'page_drafts',
  {
    pageId: integer('page_id')
      .primaryKey()
      .references(() => pages.id, { onDelete: 'cascade' }),
    content: jsonb('content').$type<PageContent>().notNull(),
    revision: integer('revision').notNull().default(1),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('page_drafts_revision_check', sql`${t.revision} > 0`)],
);

export const PAGE_VERSION_KINDS = ['publish', 'rollback'] as const;
export type PageVersionKind = (typeof PAGE_VERSION_KINDS)[number];

/** Every publish is a version; a rollback publishes an old version's content as a new one (history is never rewritten). */
export const pageVersions = pgTable(
  'page_versions',
  {
    id: serial('id').primaryKey(),
    pageId: integer('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    content: jsonb('content').$type<PageContent>().notNull(),
    kind: text('kind').$type<PageVersionKind>().notNull().default('publish'),
    /** For a rollback: the version it brought back. */
    fromVersion: integer('from_version'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdByEmail: text('created_by_email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('page_versions_page_version_unique').on(t.pageId, t.version),
    check('page_versions_kind_check', sql`${t.kind} in ('publish', 'rollback')`),
  ],
);

export const PAGE_SCHEDULE_ACTIONS = ['publish', 'unpublish'] as const;
export type PageScheduleAction = (typeof PAGE_SCHEDULE_ACTIONS)[number];

/** A publish or unpublish at a time. A runner claims due rows (`FOR UPDATE SKIP LOCKED`) and marks them done. */
export const pageSchedules = pgTable(
  'page_schedules',
  {
    id: serial('id').primaryKey(),
    pageId: integer('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    action: text('action').$type<PageScheduleAction>().notNull(),
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    doneAt: timestamp('done_at', { withTimezone: true }),
    /** Why a due schedule could not run (e.g. the draft no longer validates); it is then done, not retried. */
    error: text('error'),
  },
  (t) => [
    check('page_schedules_action_check', sql`${t.action} in ('publish', 'unpublish')`),
    index('page_schedules_due_idx').on(t.runAt).where(sql`${t.doneAt} is null`),
    index('page_schedules_page_idx').on(t.pageId),
  ],
);
