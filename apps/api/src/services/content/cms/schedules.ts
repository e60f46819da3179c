import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { pageSchedules } from '../../../db/cms.schema.js';
import type { Database } from '../../../db/client.js';
import { auditLog, pages, users } from '../../../db/schema.js';
import { Refusal, sqlState } from '../../../http/back-office.js';
import { type Actor, ContentProblems, publishDraft, type Tx } from './publish.js';

/**
 * The page schedule runner (ADR 027 §3). Every `intervalMs` it claims due schedules one at a time, each
 * in its own transaction (`FOR UPDATE SKIP LOCKED`, so two API processes never run one schedule twice),
 * runs the publish or unpublish, and marks the row done — with its `error` when the page could not be
 * published (problems, gone, now a folder); such a row is not retried.
 */

type Log = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
type Schedule = typeof pageSchedules.$inferSelect;

/** At most this many schedules per tick, so one tick never holds the loop for long. */
const BATCH = 50;

/** The runner acts as the schedule's creator; its audit rows carry no request id. */
async function scheduleActor(tx: Tx, schedule: Schedule): Promise<Actor> {
  // The creator's e-mail: their user row, else the audit row of the schedule's creation (external sign-in).
  // Outer columns are qualified by hand: drizzle leaves them bare in a one-table select, and inside the
  // subquery a bare "id" would be the audit row's.
  const [row] = await tx
    .select({
      email: sql<string | null>`coalesce(
        (select u.email from ${users} u where u.id = page_schedules.created_by),
        (select a.actor_email from ${auditLog} a where a.entity = 'page' and a.entity_id = page_schedules.page_id::text
           and a.action = 'schedule_create' and a.after ->> 'schedule_id' = page_schedules.id::text order by a.id desc limit 1))`,
    })
    .from(pageSchedules)
    .where(eq(pageSchedules.id, schedule.id));
  const email = row?.email ?? null;
  return {
    sub: schedule.createdBy,
    email,
    audit: async (writer, entry) => {
      await writer.insert(auditLog).values({
        actorId: schedule.createdBy ?? 'schedule',
        actorEmail: email,
        action: entry.action,
        entity: entry.entity,
        entityId: entry.entityId === null ? null : String(entry.entityId),
        before: entry.before ?? null,
        after: entry.after ?? null,
        requestId: null,
      });
    },
  };
}

/** Runs one due schedule, if any is free; false when none is left. */
async function runOne(db: Database): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [schedule] = await tx
      .select()
      .from(pageSchedules)
      .where(and(lte(pageSchedules.runAt, sql`now()`), isNull(pageSchedules.doneAt)))
      .orderBy(asc(pageSchedules.runAt), asc(pageSchedules.id))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!schedule) return false;
    const actor = await scheduleActor(tx, schedule);
    const context = { schedule_id: schedule.id, run_at: schedule.runAt.toISOString() };
    let error: string | null = null;
    try {
      if (schedule.action === 'publish') {
        await publishDraft(tx, { pageId: schedule.pageId, actor, audit: context });
      } else {
        const [before] = await tx.select({ disabled: pages.disabled }).from(pages).where(eq(pages.id, schedule.pageId)).for('update');
        if (!before) throw new Refusal(404, `Page ${schedule.pageId} no longer exists.`);
        await tx.update(pages).set({ disabled: true, updatedAt: sql`now()` }).where(eq(pages.id, schedule.pageId));
        await actor.audit(tx, { action: 'unpublish', entity: 'page', entityId: schedule.pageId, before, after: { disabled: true, ...context } });
      }
    } catch (failure) {
      // Every refusal is raised before the publish writes anything, so the transaction is still clean.
      if (failure instanceof ContentProblems) {
        error = `${failure.message} ${failure.problems.map((problem) => `${problem.pointer}: ${problem.message}`).join('; ')}`.slice(0, 4000);
      } else if (failure instanceof Refusal) error = failure.message;
      else throw failure;
      await actor.audit(tx, { action: 'schedule_failed', entity: 'page', entityId: schedule.pageId, before: null, after: { ...context, action: schedule.action, error } });
    }
    await tx.update(pageSchedules).set({ doneAt: sql`now()`, error }).where(eq(pageSchedules.id, schedule.id));
    return true;
  });
}

/** Runs every due schedule that no other runner holds; returns how many it ran. */
export async function runDueSchedules(db: Database): Promise<number> {
  let ran = 0;
  while (ran < BATCH && (await runOne(db))) ran += 1;
  return ran;
}

export interface ScheduleRunner {
  start(): void;
  stop(): Promise<void>;
}

/** The timer around {@link runDueSchedules}, like the orders sweeper: one tick at a time, unref'd. */
export function createScheduleRunner(db: Database, intervalMs: number, log: Log): ScheduleRunner {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  let stopped = true;

  const tick = () => {
    timer = undefined;
    running = runDueSchedules(db)
      .then((ran) => {
        if (ran > 0) log.info({ ran }, 'page schedules ran');
      })
      .catch((error: unknown) => {
        const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
        log.error({ error: cause instanceof Error ? cause.message : 'unknown', code: sqlState(error) }, 'page schedules failed');
      })
      .finally(() => {
        running = null;
        if (!stopped) schedule(intervalMs);
      });
  };
  const schedule = (ms: number) => {
    timer = setTimeout(tick, ms);
    timer.unref();
  };

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      schedule(0);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      timer = undefined;
      await running;
    },
  };
}
