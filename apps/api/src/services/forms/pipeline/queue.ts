import { and, count, eq, inArray, isNull, lt, lte, min, or, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { forms, leadDeliveries, leadOutbox, leads, type OutboxDestination } from '../../../db/forms.schema.js';
import type { DeliveryResult, OutboxMessage } from './types.js';

/**
 * The outbox's SQL. Every function is one statement or one short transaction on `db` itself, never a
 * `db` call inside a transaction (PGlite is a single connection and would wait for itself forever).
 */

const milliseconds = (ms: number) => sql`(${Math.max(0, Math.round(ms))}::integer * interval '1 millisecond')`;

export interface Claimed {
  id: number;
  leadId: number;
  destination: OutboxDestination;
  idempotencyKey: string;
  /** Counted at claim time, so it also fences the result: only the holder of this attempt may record it. */
  attempts: number;
}

/**
 * Claims up to `limit` due rows for `leaseMs`. SKIP LOCKED lets concurrent workers (several API
 * processes) pass over each other's rows instead of waiting; the lease keeps the rows theirs after the
 * statement commits, and a lease that runs out (a crashed worker) makes the row due again.
 */
export async function claimDue(db: Database, limit: number, leaseMs: number): Promise<Claimed[]> {
  const due = db
    .select({ id: leadOutbox.id })
    .from(leadOutbox)
    .where(
      and(
        eq(leadOutbox.status, 'pending'),
        lte(leadOutbox.nextAttemptAt, sql`now()`),
        or(isNull(leadOutbox.leaseUntil), lt(leadOutbox.leaseUntil, sql`now()`)),
      ),
    )
    .orderBy(leadOutbox.id)
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(leadOutbox)
    .set({ leaseUntil: sql`now() + ${milliseconds(leaseMs)}`, attempts: sql`${leadOutbox.attempts} + 1` })
    .where(inArray(leadOutbox.id, due))
    .returning({
      id: leadOutbox.id,
      leadId: leadOutbox.leadId,
      destination: leadOutbox.destination,
      idempotencyKey: leadOutbox.idempotencyKey,
      attempts: leadOutbox.attempts,
    });
}

/** The claimed rows with their leads and forms, as the destinations need them. */
export async function loadMessages(db: Database, claimed: readonly Claimed[]): Promise<OutboxMessage[]> {
  if (claimed.length === 0) return [];
  const rows = await db
    .select({ outboxId: leadOutbox.id, lead: leads, form: forms })
    .from(leadOutbox)
    .innerJoin(leads, eq(leads.id, leadOutbox.leadId))
    .innerJoin(forms, eq(forms.id, leads.formId))
    .where(inArray(leadOutbox.id, claimed.map((row) => row.id)));
  const byId = new Map(rows.map((row) => [row.outboxId, row]));
  return claimed.flatMap((row) => {
    const found = byId.get(row.id);
    if (!found) return [];
    const { lead, form } = found;
    return [
      {
        outboxId: row.id,
        destination: row.destination,
        idempotencyKey: row.idempotencyKey,
        attempt: row.attempts,
        lead: { id: lead.id, data: lead.data, locale: lead.locale, sourceUrl: lead.sourceUrl, createdAt: lead.createdAt },
        form: {
          id: form.id,
          name: form.name,
          type: form.type,
          definition: form.definition,
          notifications: form.notifications,
          confirmations: form.confirmations,
        },
      },
    ];
  });
}

export type Outcome = 'delivered' | 'retry' | 'dead' | 'superseded';

/**
 * Records one attempt and moves the row on, in one transaction. `retryInMs` null means no more tries.
 * When the lease was lost meanwhile (another worker re-claimed the row after it ran out) the attempt is
 * still logged, but the row is left to its new holder: 'superseded'.
 */
export async function recordAttempt(
  db: Database,
  message: Pick<OutboxMessage, 'outboxId' | 'attempt' | 'lead'>,
  result: DeliveryResult,
  retryInMs: number | null,
): Promise<Outcome> {
  const detail = (result.detail ?? '').slice(0, 2_000);
  const lastError = result.ok ? null : detail;
  const next = result.ok
    ? { status: 'delivered' as const, deliveredAt: sql`now()`, leaseUntil: null, lastError }
    : retryInMs === null
      ? { status: 'dead' as const, leaseUntil: null, lastError }
      : { nextAttemptAt: sql`now() + ${milliseconds(retryInMs)}`, leaseUntil: null, lastError };
  const outcome: Outcome = result.ok ? 'delivered' : retryInMs === null ? 'dead' : 'retry';
  return db.transaction(async (tx) => {
    await tx.insert(leadDeliveries).values({
      outboxId: message.outboxId,
      leadId: message.lead.id,
      attempt: message.attempt,
      ok: result.ok,
      statusCode: result.statusCode ?? null,
      detail,
    });
    const updated = await tx
      .update(leadOutbox)
      .set(next)
      .where(and(eq(leadOutbox.id, message.outboxId), eq(leadOutbox.attempts, message.attempt), eq(leadOutbox.status, 'pending')))
      .returning({ id: leadOutbox.id });
    return updated.length > 0 ? outcome : 'superseded';
  });
}

export interface QueueDepth {
  pending: number;
  dead: number;
  /** When the oldest undelivered message was written; null when none waits. */
  oldestPendingAt: Date | null;
}

/** For metrics and the health of the pipeline: what waits, and what gave up. */
export async function queueDepth(db: Database): Promise<QueueDepth> {
  const rows = await db
    .select({ status: leadOutbox.status, n: count(), oldest: min(leadOutbox.createdAt) })
    .from(leadOutbox)
    .where(inArray(leadOutbox.status, ['pending', 'dead']))
    .groupBy(leadOutbox.status);
  const of = (status: string) => rows.find((row) => row.status === status);
  return { pending: of('pending')?.n ?? 0, dead: of('dead')?.n ?? 0, oldestPendingAt: of('pending')?.oldest ?? null };
}
