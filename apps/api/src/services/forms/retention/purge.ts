import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { auditLog, settings } from '../../../db/schema.js';
import { coversLead, rowsOf } from '../exports/exports.repository.js';

/**
 * Lead retention (issue 11 item 7). The site-wide setting `leads_retention_days` (the settings table the
 * back office edits under /forms/settings) says how long a lead is kept; unset, empty or not a positive
 * whole number means forever. Expired leads go in batches with their outbox rows and delivery log
 * (ON DELETE CASCADE), and with every export that may hold one of them (see deleteExportsCoveringLead).
 */

export const RETENTION_SETTING = 'leads_retention_days';
/** A hundred years: anything longer is a typo, and make_interval would overflow long before int4 does. */
const MAX_DAYS = 36_500;
export const PURGE_BATCH = 1_000;

export type RetentionSetting = { days: number } | { days: null; invalid: string | null };

export async function retentionSetting(db: Pick<Database, 'select'>): Promise<RetentionSetting> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, RETENTION_SETTING));
  const raw = row?.value.trim() ?? '';
  if (raw === '') return { days: null, invalid: null };
  const days = /^\d{1,6}$/.test(raw) ? Number(raw) : NaN;
  return days >= 1 && days <= MAX_DAYS ? { days } : { days: null, invalid: raw.slice(0, 40) };
}

export interface PurgeResult {
  cutoff: string;
  leads: number;
  exports: number;
}

/**
 * Deletes leads created before now − `days`, `batchSize` per statement: each batch is one statement
 * (a data-modifying CTE), so a batch and the exports it invalidates go together, and SKIP LOCKED lets two
 * API processes purge side by side without waiting on each other.
 */
export async function purgeExpiredLeads(db: Database, days: number, batchSize = PURGE_BATCH): Promise<PurgeResult> {
  const [instant] = rowsOf<{ cutoff: string }>(await db.execute(sql`select (now() - make_interval(days => ${days}::integer))::text as cutoff`));
  const cutoff = instant!.cutoff;
  let leads = 0;
  let exports = 0;
  for (;;) {
    const result = await db.execute(sql`
      with doomed as (
        select id, form_id, created_at from leads
        where created_at < ${cutoff}::timestamptz
        order by created_at, id
        limit ${batchSize}
        for update skip locked
      ), gone_exports as (
        delete from lead_exports e using doomed l where ${coversLead(sql`e`, sql`l`)} returning e.id
      ), gone as (
        delete from leads where id in (select id from doomed) returning id
      )
      select (select count(*) from gone)::integer as leads, (select count(*) from gone_exports)::integer as exports`);
    const rows = rowsOf<{ leads: number | string; exports: number | string }>(result);
    const batch = Number(rows[0]?.leads ?? 0);
    leads += batch;
    exports += Number(rows[0]?.exports ?? 0);
    if (batch < batchSize) break;
  }
  return { cutoff: new Date(cutoff).toISOString(), leads, exports };
}

type Log = { info(facts: object, message: string): void; warn(facts: object, message: string): void };

/**
 * One retention run: reads the setting, purges, and records one audit entry with the counts (no actor:
 * the system did it; the request id names the run). Nothing happens, and nothing is recorded, while
 * retention is off. Returns null then.
 */
export async function runLeadRetention(db: Database, log: Log, batchSize = PURGE_BATCH): Promise<(PurgeResult & { days: number }) | null> {
  const setting = await retentionSetting(db);
  if (setting.days === null) {
    if (setting.invalid !== null) log.warn({ setting: RETENTION_SETTING, value: setting.invalid }, 'lead retention setting is not a whole number of days from 1 to 36500; keeping every lead');
    return null;
  }
  const runId = `lead-retention-${randomUUID()}`;
  const result = await purgeExpiredLeads(db, setting.days, batchSize);
  await db.insert(auditLog).values({
    actorId: null,
    actorEmail: null,
    action: 'purge',
    entity: 'leads',
    entityId: null,
    before: null,
    after: { reason: 'retention', retention_days: setting.days, cutoff: result.cutoff, leads_deleted: result.leads, exports_deleted: result.exports },
    requestId: runId,
  });
  log.info({ runId, days: setting.days, leads: result.leads, exports: result.exports }, 'lead retention run');
  return { ...result, days: setting.days };
}
