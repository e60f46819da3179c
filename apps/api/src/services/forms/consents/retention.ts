import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { auditLog, settings } from '../../../db/schema.js';
import { rowsOf } from '../exports/exports.repository.js';

/**
 * How long proof of consent is kept (issue 12): the site setting `consent_records_retention_days`, 1825
 * days (five years) when unset or empty. Unlike leads, the default is not "forever": a record is kept as
 * long as it may have to prove a choice, then it goes. A value that is not a whole number of days from 1
 * to 36500 is a mistake, and a mistake must not delete evidence: nothing is purged then, with a warning.
 * Runs in the lead retention job (same interval, same LEAD_WORKER switch), audited the same way.
 */

export const CONSENT_RETENTION_SETTING = 'consent_records_retention_days';
export const DEFAULT_CONSENT_RETENTION_DAYS = 1825;
const MAX_DAYS = 36_500;
export const CONSENT_PURGE_BATCH = 1_000;

export type ConsentRetentionSetting = { days: number } | { days: null; invalid: string };

export async function consentRetentionSetting(db: Pick<Database, 'select'>): Promise<ConsentRetentionSetting> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, CONSENT_RETENTION_SETTING));
  const raw = row?.value.trim() ?? '';
  if (raw === '') return { days: DEFAULT_CONSENT_RETENTION_DAYS };
  const days = /^\d{1,6}$/.test(raw) ? Number(raw) : NaN;
  return days >= 1 && days <= MAX_DAYS ? { days } : { days: null, invalid: raw.slice(0, 40) };
}

/**
 * Deletes records made before now − `days`, `batchSize` per statement; SKIP LOCKED lets two API processes
 * purge side by side without counting a row twice.
 */
export async function purgeExpiredConsents(db: Database, days: number, batchSize = CONSENT_PURGE_BATCH): Promise<{ cutoff: string; records: number }> {
  const [instant] = rowsOf<{ cutoff: string }>(await db.execute(sql`select (now() - make_interval(days => ${days}::integer))::text as cutoff`));
  const cutoff = instant!.cutoff;
  let records = 0;
  for (;;) {
    const result = await db.execute(sql`
      with doomed as (
        select id from consent_records
        where created_at < ${cutoff}::timestamptz
        order by created_at, id
        limit ${batchSize}
        for update skip locked
      ), gone as (
        delete from consent_records where id in (select id from doomed) returning id
      )
      select count(*)::integer as records from gone`);
    const batch = Number(rowsOf<{ records: number | string }>(result)[0]?.records ?? 0);
    records += batch;
    if (batch < batchSize) break;
  }
  return { cutoff: new Date(cutoff).toISOString(), records };
}

type Log = { info(facts: object, message: string): void; warn(facts: object, message: string): void };

/** One run: the setting, the purge, one audit entry with the count (no actor; the run id names it). Null when the setting is invalid. */
export async function runConsentRetention(
  db: Database,
  log: Log,
  batchSize = CONSENT_PURGE_BATCH,
): Promise<{ cutoff: string; records: number; days: number } | null> {
  const setting = await consentRetentionSetting(db);
  if (setting.days === null) {
    log.warn({ setting: CONSENT_RETENTION_SETTING, value: setting.invalid }, 'consent retention setting is not a whole number of days from 1 to 36500; keeping every consent record');
    return null;
  }
  const runId = `consent-retention-${randomUUID()}`;
  const result = await purgeExpiredConsents(db, setting.days, batchSize);
  await db.insert(auditLog).values({
    actorId: null,
    actorEmail: null,
    action: 'purge',
    entity: 'consent_records',
    entityId: null,
    before: null,
    after: { reason: 'retention', retention_days: setting.days, cutoff: result.cutoff, records_deleted: result.records },
    requestId: runId,
  });
  log.info({ runId, days: setting.days, records: result.records }, 'consent retention run');
  return { ...result, days: setting.days };
}
