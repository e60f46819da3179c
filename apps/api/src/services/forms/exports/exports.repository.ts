import { Readable } from 'node:stream';
import { and, asc, count, desc, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { leadExportChunks, leadExports, type LeadExportFormat } from '../../../db/schema.js';
import { readStoredQuery, type StoredLeadQuery } from './query.js';

/**
 * The SQL of lead exports. Like the outbox, every function is one statement or one short transaction
 * on the connection it is given; the builder never calls `db` inside its own transaction (PGlite is a
 * single connection and would wait for itself).
 */

export type LeadExportRow = typeof leadExports.$inferSelect;
type Reader = Pick<Database, 'select'>;
type Writer = Pick<Database, 'insert' | 'update' | 'delete' | 'select'>;

const milliseconds = (ms: number) => sql`(${Math.max(0, Math.round(ms))}::integer * interval '1 millisecond')`;
/** Timestamps travel as PostgreSQL's own text (microseconds and offset): a JS Date would drop the microseconds. */
const exactText = (column: typeof leadExports.createdAt | typeof leadExports.leaseUntil) => sql<string>`${column}::text`;

/** The B§7 path of the file, without the forms prefix (the back office adds its own). */
export const downloadPath = (row: Pick<LeadExportRow, 'id' | 'formId'>) => `/forms/${row.formId}/lead_exports/${row.id}/download`;

export function exportOut(row: LeadExportRow) {
  const query = readStoredQuery(row.query);
  const completed = row.status === 'completed';
  const progress = row.total > 0 ? Math.min(1, row.processed / row.total) : completed ? 1 : 0;
  return {
    id: row.id,
    form_id: row.formId,
    format: row.format,
    status: row.status,
    total: row.total,
    processed: row.processed,
    progress,
    byte_size: row.byteSize,
    query: { filter: query.filter, sort: query.sort },
    error: row.error,
    created_at: row.createdAt.toISOString(),
    completed_at: row.completedAt?.toISOString() ?? null,
    download_url: completed ? downloadPath(row) : null,
  };
}

/** An export a builder holds: `lease` is the exact lease_until it set, and fences every later write. */
export interface ClaimedExport {
  id: number;
  formId: number;
  format: LeadExportFormat;
  query: StoredLeadQuery;
  /** The export's created_at as text: the snapshot instant (leads created later are not in it). */
  createdAt: string;
  lease: string;
}

/** `execute`'s rows: node-postgres and PGlite both answer `{ rows }`, which the shared Database type leaves unknown. */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export class LostLease extends Error {
  override name = 'LostLease';
}

export function createExportsRepository(db: Database) {
  return {
    async create(tx: Writer, input: { formId: number; format: LeadExportFormat; query: StoredLeadQuery; requestedBy: string | null }) {
      const [row] = await tx
        .insert(leadExports)
        .values({ formId: input.formId, format: input.format, query: { ...input.query }, requestedBy: input.requestedBy })
        .returning();
      return row!;
    },

    async find(formId: number, exportId: number, tx: Reader = db) {
      const [row] = await tx
        .select()
        .from(leadExports)
        .where(and(eq(leadExports.formId, formId), eq(leadExports.id, exportId)));
      return row;
    },

    async list(formId: number, page: number, items: number, tx: Reader = db) {
      const where = eq(leadExports.formId, formId);
      const [rows, [total]] = await Promise.all([
        tx
          .select()
          .from(leadExports)
          .where(where)
          .orderBy(desc(leadExports.createdAt), desc(leadExports.id))
          .limit(items)
          .offset((page - 1) * items),
        tx.select({ n: count() }).from(leadExports).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /**
     * Claims the oldest export nobody holds: pending, or processing under a lease that ran out (its
     * builder crashed or was stopped). SKIP LOCKED lets several API processes claim side by side.
     */
    async claimNext(leaseMs: number): Promise<ClaimedExport | null> {
      const due = db
        .select({ id: leadExports.id })
        .from(leadExports)
        .where(
          and(
            inArray(leadExports.status, ['pending', 'processing']),
            or(isNull(leadExports.leaseUntil), lt(leadExports.leaseUntil, sql`now()`)),
          ),
        )
        .orderBy(leadExports.id)
        .limit(1)
        .for('update', { skipLocked: true });
      const [row] = await db
        .update(leadExports)
        .set({ status: 'processing', leaseUntil: sql`now() + ${milliseconds(leaseMs)}` })
        .where(inArray(leadExports.id, due))
        .returning({
          id: leadExports.id,
          formId: leadExports.formId,
          format: leadExports.format,
          query: leadExports.query,
          createdAt: exactText(leadExports.createdAt),
          lease: exactText(leadExports.leaseUntil),
        });
      return row ? { ...row, query: readStoredQuery(row.query) } : null;
    },

    /**
     * Renews the lease and records progress, only while this builder still holds it: a lost lease
     * (another process took over) or a deleted export throws {@link LostLease}, which rolls the
     * caller's transaction back. Returns the new lease.
     */
    async renew(tx: Writer, job: ClaimedExport, leaseMs: number, set: { processed: number; total?: number; byteSize?: number }) {
      const [row] = await tx
        .update(leadExports)
        .set({ ...set, leaseUntil: sql`now() + ${milliseconds(leaseMs)}` })
        .where(and(eq(leadExports.id, job.id), eq(leadExports.status, 'processing'), sql`${leadExports.leaseUntil} = ${job.lease}::timestamptz`))
        .returning({ lease: exactText(leadExports.leaseUntil) });
      if (!row) throw new LostLease(`Export ${job.id} is no longer held by this builder`);
      return row.lease;
    },

    async appendChunks(tx: Writer, exportId: number, firstSeq: number, chunks: readonly Buffer[]) {
      if (chunks.length === 0) return;
      await tx.insert(leadExportChunks).values(chunks.map((bytes, i) => ({ exportId, seq: firstSeq + i, bytes })));
    },

    /** A re-claimed export starts over: the chunks of the builder before it go. */
    async clearChunks(tx: Writer, exportId: number) {
      await tx.delete(leadExportChunks).where(eq(leadExportChunks.exportId, exportId));
    },

    async complete(tx: Writer, job: ClaimedExport, done: { processed: number; byteSize: number }) {
      const [row] = await tx
        .update(leadExports)
        .set({ status: 'completed', processed: done.processed, total: done.processed, byteSize: done.byteSize, completedAt: sql`now()`, leaseUntil: null, error: null })
        .where(and(eq(leadExports.id, job.id), eq(leadExports.status, 'processing'), sql`${leadExports.leaseUntil} = ${job.lease}::timestamptz`))
        .returning({ id: leadExports.id });
      if (!row) throw new LostLease(`Export ${job.id} is no longer held by this builder`);
    },

    /** Fenced like {@link renew}: a builder that lost its lease does not overwrite its successor's state. */
    async fail(job: ClaimedExport, error: string) {
      await db.transaction(async (tx) => {
        await tx
          .update(leadExports)
          .set({ status: 'failed', error, leaseUntil: null })
          .where(and(eq(leadExports.id, job.id), sql`${leadExports.leaseUntil} = ${job.lease}::timestamptz`));
        await tx.delete(leadExportChunks).where(eq(leadExportChunks.exportId, job.id));
      });
    },

    /** Gives a held export back (this process is stopping): another process may claim it at once. */
    async release(job: ClaimedExport) {
      await db
        .update(leadExports)
        .set({ leaseUntil: sql`now() - interval '1 millisecond'` })
        .where(and(eq(leadExports.id, job.id), eq(leadExports.status, 'processing'), sql`${leadExports.leaseUntil} = ${job.lease}::timestamptz`));
    },

    /**
     * The file, read back a few chunks per query in seq order: the whole file is never in memory, and
     * any API process can serve it (the bytes are in the database).
     */
    chunks(exportId: number, perQuery = 4): Readable {
      let last = -1;
      async function* read() {
        for (;;) {
          const rows = await db
            .select({ seq: leadExportChunks.seq, bytes: leadExportChunks.bytes })
            .from(leadExportChunks)
            .where(and(eq(leadExportChunks.exportId, exportId), gt(leadExportChunks.seq, last)))
            .orderBy(asc(leadExportChunks.seq))
            .limit(perQuery);
          for (const row of rows) {
            last = row.seq;
            yield row.bytes;
          }
          if (rows.length < perQuery) return;
        }
      }
      return Readable.from(read(), { objectMode: false });
    },
  };
}

export type ExportsRepository = ReturnType<typeof createExportsRepository>;

/**
 * Deletes the exports that may hold this lead, in the caller's transaction (call it before deleting the
 * lead): the form's exports created at or after the lead whose window covers its created_at. An export
 * is a snapshot as of its own created_at (see the builder), so an older one cannot hold the lead; a newer
 * one outside its window did not either. The files go rather than being rebuilt: a deleted lead must not
 * linger in a file, and the list's filters make a fresh export one click. Returns the deleted ids.
 */
export async function deleteExportsCoveringLead(tx: Pick<Database, 'execute'>, leadId: number): Promise<number[]> {
  const result = await tx.execute(sql`
    delete from lead_exports e
    using leads l
    where l.id = ${leadId}
      and ${coversLead(sql`e`, sql`l`)}
    returning e.id`);
  return rowsOf<{ id: number | string }>(result)
    .map((row) => Number(row.id))
    .sort((a, b) => a - b);
}

/** SQL: export `e` may hold lead `l` (same form, made after it, window covering its created_at). */
export const coversLead = (e: ReturnType<typeof sql>, l: ReturnType<typeof sql>) => sql`
  ${e}.form_id = ${l}.form_id
  and ${e}.created_at >= ${l}.created_at
  and (${e}.query #>> '{range,from}' is null or (${e}.query #>> '{range,from}')::timestamptz <= ${l}.created_at)
  and (${e}.query #>> '{range,to}' is null or (${e}.query #>> '{range,to}')::timestamptz >= ${l}.created_at)`;
