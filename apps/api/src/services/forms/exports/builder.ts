import { and, asc, count, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { forms, leads } from '../../../db/schema.js';
import { exportColumns, type ExportLead, type ExportLocale, rowOf } from './columns.js';
import type { ClaimedExport, ExportsRepository } from './exports.repository.js';
import { ChunkBuffer, createWriter } from './writers.js';

/**
 * Builds one claimed export: reads the form's leads in keyset pages of (created_at, id) in the asked
 * order, writes them through the file writer, and after every page stores the full chunks together with
 * the progress and a renewed lease (one short transaction, fenced by the lease). Memory holds one page
 * of leads and less than two chunks, whatever the size of the export.
 */

export interface BuildOptions {
  leaseMs: number;
  /** Leads read per query. */
  batchSize: number;
  /** Checked between pages: true when the process is stopping (the export is handed back, not failed). */
  stopping: () => boolean;
}

export class BuildStopped extends Error {
  override name = 'BuildStopped';
}

export async function buildExport(db: Database, repo: ExportsRepository, job: ClaimedExport, options: BuildOptions): Promise<'completed' | 'gone'> {
  const [form] = await db.select({ definition: forms.definition, locale: forms.locale }).from(forms).where(eq(forms.id, job.formId));
  // The form (and, by cascade, this export) was deleted meanwhile.
  if (!form) return 'gone';
  const locale: ExportLocale = form.locale === 'en' ? 'en' : 'he';
  const { range, sort } = job.query;

  // A snapshot as of the request: leads made after it are not in the file (and lead deletes rely on it).
  const inWindow = and(
    eq(leads.formId, job.formId),
    range.from ? gte(leads.createdAt, sql`${range.from}::timestamptz`) : undefined,
    range.to ? lte(leads.createdAt, sql`${range.to}::timestamptz`) : undefined,
    lte(leads.createdAt, sql`${job.createdAt}::timestamptz`),
  );
  const [[counted], keys] = await Promise.all([
    db.select({ n: count() }).from(leads).where(inWindow),
    db.selectDistinct({ key: sql<string>`jsonb_object_keys(${leads.data})` }).from(leads).where(inWindow),
  ]);
  const total = counted?.n ?? 0;

  let lease = job.lease;
  const held = () => ({ ...job, lease });
  await db.transaction(async (tx) => {
    lease = await repo.renew(tx, held(), options.leaseMs, { processed: 0, total, byteSize: 0 });
    await repo.clearChunks(tx, job.id);
  });

  const columns = exportColumns(form.definition, locale, keys.map((row) => row.key));
  const buffer = new ChunkBuffer();
  const writer = createWriter(job.format, columns, locale, buffer);
  let seq = 0;
  let processed = 0;

  const store = async (chunks: Buffer[], last: boolean) => {
    await db.transaction(async (tx) => {
      lease = await repo.renew(tx, held(), options.leaseMs, { processed, byteSize: buffer.total });
      await repo.appendChunks(tx, job.id, seq, chunks);
      if (last) await repo.complete(tx, { ...job, lease }, { processed, byteSize: buffer.total });
    });
    seq += chunks.length;
  };

  const descending = sort === '-created_at';
  const order = descending ? [desc(leads.createdAt), desc(leads.id)] : [asc(leads.createdAt), asc(leads.id)];
  let cursor: { at: string; id: number } | null = null;
  for (;;) {
    if (options.stopping()) throw new BuildStopped();
    const after: SQL | undefined = cursor
      ? descending
        ? sql`(${leads.createdAt}, ${leads.id}) < (${cursor.at}::timestamptz, ${cursor.id})`
        : sql`(${leads.createdAt}, ${leads.id}) > (${cursor.at}::timestamptz, ${cursor.id})`
      : undefined;
    const page: Array<ExportLead & { at: string }> = await db
      .select({
        id: leads.id,
        createdAt: leads.createdAt,
        at: sql<string>`${leads.createdAt}::text`,
        locale: leads.locale,
        sourceUrl: leads.sourceUrl,
        data: leads.data,
      })
      .from(leads)
      .where(and(inWindow, after))
      .orderBy(...order)
      .limit(options.batchSize);
    if (page.length === 0) break;
    await writer.write(page.map((lead) => rowOf(lead, columns, locale)));
    processed += page.length;
    const lastRow = page[page.length - 1]!;
    cursor = { at: lastRow.at, id: lastRow.id };
    await store(buffer.takeFull(), false);
    if (page.length < options.batchSize) break;
  }
  await writer.end();
  await store(buffer.takeAll(), true);
  return 'completed';
}
