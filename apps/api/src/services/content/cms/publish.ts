import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { type PageContent, pageDrafts, pageVersions, type PageVersionKind } from '../../../db/cms.schema.js';
import type { Database } from '../../../db/client.js';
import { auditLog, blocks, pages, users } from '../../../db/schema.js';
import { type AuditEntry, recordAudit } from '../../../http/audit.js';
import { Refusal } from '../../../http/back-office.js';
import { type ContentProblem, contentProblems, editablePage, liveContent } from './page-content.js';

/**
 * Drafts and the publish transaction (ADR 027 §2–3), shared by the routes, rollback and the schedule
 * runner. Callers open the transaction; everything here runs inside it, so a refusal rolls it all back.
 */

export type Tx = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;
type DraftRow = typeof pageDrafts.$inferSelect;

/** Who acts: a signed-in editor (its request) or the schedule runner (the schedule's creator). */
export interface Actor {
  /** The principal's id (token `sub`); stored as `updated_by`/`created_by` only when it is a user of ours. */
  sub: string | null;
  email: string | null;
  audit(tx: Tx, entry: AuditEntry): Promise<void>;
}

export const requestActor = (request: FastifyRequest): Actor => ({
  sub: request.principal?.id ?? null,
  email: request.principal?.email ?? null,
  audit: (tx, entry) => recordAudit(tx, request, entry),
});

/**
 * The users row of a principal, or null: with an external identity provider (and in tests) the token's
 * subject is not a local user, and the foreign key must not make a save fail.
 */
export const userRef = (sub: string | null) =>
  sub === null ? sql`null` : sql`(select ${users.id} from ${users} where ${users.id}::text = ${sub})`;

/** A draft that cannot be published: every problem, each with its pointer (answered as 422). */
export class ContentProblems extends Error {
  constructor(readonly problems: ContentProblem[]) {
    super(`The draft has ${problems.length} problem(s) to fix before it can be published.`);
    this.name = 'ContentProblems';
  }
}

/** Draft-changing audit actions, newest of which names who last saved (when the saver is no local user). */
export const DRAFT_ACTIONS = ['draft_create', 'draft_save', 'rollback'] as const;

export interface Draft extends DraftRow {
  updatedByEmail: string | null;
}

/** The page's draft with who saved it last, optionally locked. */
export async function readDraft(tx: Pick<Database, 'select'>, pageId: number, options: { lock?: boolean } = {}): Promise<Draft | undefined> {
  // Outer columns are qualified by hand: drizzle leaves them bare in a one-table select.
  const query = tx
    .select({
      draft: pageDrafts,
      updatedByEmail: sql<string | null>`coalesce(
        (select u.email from ${users} u where u.id = page_drafts.updated_by),
        (select a.actor_email from ${auditLog} a where a.entity = 'page' and a.entity_id = page_drafts.page_id::text
           and a.action in ('draft_create', 'draft_save', 'rollback') order by a.id desc limit 1))`,
    })
    .from(pageDrafts)
    .where(eq(pageDrafts.pageId, pageId));
  const [row] = options.lock ? await query.for('update', { of: pageDrafts }) : await query;
  return row ? { ...row.draft, updatedByEmail: row.updatedByEmail } : undefined;
}

/** The page's draft, created from the live page the first time (audited `draft_create`), then locked. */
export async function ensureDraft(tx: Tx, page: typeof pages.$inferSelect, actor: Actor): Promise<Draft> {
  const existing = await readDraft(tx, page.id, { lock: true });
  if (existing) return existing;
  const content = await liveContent(tx, page);
  const [created] = await tx
    .insert(pageDrafts)
    .values({ pageId: page.id, content, revision: 1, updatedBy: userRef(actor.sub) })
    .onConflictDoNothing()
    .returning();
  if (created) await actor.audit(tx, { action: 'draft_create', entity: 'page', entityId: page.id, before: null, after: { revision: 1 } });
  // Another request may have created it between the read and the insert: read whichever row won, locked.
  const draft = await readDraft(tx, page.id, { lock: true });
  if (!draft) throw new Error(`The draft of page ${page.id} vanished while it was being created`);
  return draft;
}

/** 409 for a save or publish made from an older revision, naming who saved the newer one and when. */
export function refuseStale(draft: Draft, revision: number): void {
  if (draft.revision === revision) return;
  const who = draft.updatedByEmail ?? 'someone';
  throw new Refusal(
    409,
    `This draft was saved by ${who} at ${draft.updatedAt.toISOString()} (revision ${draft.revision}); your copy is revision ${revision}. ` +
      'Reload the draft to see their changes, then apply yours again.',
    { pointer: '/revision' },
  );
}

export interface Published {
  page_id: number;
  version: number;
  published_at: string;
}

/**
 * Publishes a draft, in the caller's transaction: locks the page, refuses a stale revision (409) or a
 * draft with problems ({@link ContentProblems}, before anything is written), replaces the live blocks,
 * copies the SEO fields, enables the page, writes the next version and the audit entry.
 * `revision` undefined publishes whatever the draft holds (the schedule runner).
 */
export async function publishDraft(
  tx: Tx,
  input: { pageId: number; revision?: number; actor: Actor; kind?: PageVersionKind; fromVersion?: number; audit?: Record<string, unknown> },
): Promise<Published> {
  const page = await editablePage(tx, input.pageId, { lock: true });
  const draft = await ensureDraft(tx, page, input.actor);
  if (input.revision !== undefined) refuseStale(draft, input.revision);
  const content = draft.content;
  const problems = await contentProblems(tx, content);
  if (problems.length > 0) throw new ContentProblems(problems);

  await tx.delete(blocks).where(eq(blocks.pageId, page.id));
  if (content.blocks.length > 0) {
    await tx.insert(blocks).values(
      content.blocks.map((block, sequence) => ({
        pageId: page.id,
        template: block.template,
        sequence,
        fields: block.fields as never,
        groups: block.groups as never,
        activePositions: block.active_positions,
      })),
    );
  }
  await tx
    .update(pages)
    .set({
      title: content.title,
      metaTitle: content.meta_title,
      metaDescription: content.meta_description,
      canonicalUrl: content.canonical_url,
      externalMetaImage: content.external_meta_image,
      imageId: content.image_id,
      disableSeoTracking: content.disable_seo_tracking,
      disabled: false,
      updatedAt: sql`now()`,
    })
    .where(eq(pages.id, page.id));
  // The page row is locked, so max + 1 cannot race; the unique (page_id, version) backs that up.
  const [version] = await tx
    .insert(pageVersions)
    .values({
      pageId: page.id,
      version: sql`(select coalesce(max(${pageVersions.version}), 0) + 1 from ${pageVersions} where ${pageVersions.pageId} = ${page.id})`,
      content,
      kind: input.kind ?? 'publish',
      fromVersion: input.fromVersion ?? null,
      createdBy: userRef(input.actor.sub),
      createdByEmail: input.actor.email,
    })
    .returning();
  const published = { page_id: page.id, version: version!.version, published_at: version!.createdAt.toISOString() };
  await input.actor.audit(tx, {
    action: input.kind ?? 'publish',
    entity: 'page',
    entityId: page.id,
    before: { disabled: page.disabled, blocks: null },
    after: { ...published, revision: draft.revision, blocks: content.blocks.length, ...input.audit },
  });
  return published;
}

/** Stores new content as the draft at revision + 1 (the caller has checked the revision). */
export async function storeDraft(tx: Tx, draft: Draft, content: PageContent, actor: Actor) {
  const [saved] = await tx
    .update(pageDrafts)
    .set({ content, revision: draft.revision + 1, updatedBy: userRef(actor.sub), updatedAt: sql`now()` })
    .where(eq(pageDrafts.pageId, draft.pageId))
    .returning();
  return saved!;
}
