import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../../db/client.js';
import { fakeVendorObjects } from '../../../../db/schema.js';
import { timeoutSignal } from '../../../forms/verification/transport.js';
import type { Fetch } from '../transport.js';

/**
 * A local vendor's webhook deliveries, the way the vendors send theirs: right after the change, signed
 * afresh on every attempt, retried with growing pauses while the receiver answers anything but 2xx (or
 * nothing). Each event is a `fake_vendor_objects` row (kind `event`) with its delivery state, so a restart
 * resumes what was still pending; an attempt first claims the row (moves its next attempt forward), so two
 * API processes never send the same attempt twice.
 */

export interface RetryPolicy {
  baseMs: number;
  maxMs: number;
  maxAttempts: number;
}

export const DEFAULT_WEBHOOK_RETRY: RetryPolicy = { baseMs: 2_000, maxMs: 5 * 60_000, maxAttempts: 10 };

export interface Delivery {
  url: string;
  body: string;
  contentType: string;
  state: 'pending' | 'delivered' | 'failed';
  attempts: number;
  /** ms since epoch */
  nextAt: number;
  lastStatus: number | null;
  deliveredAt?: number;
}

export interface OutboxOptions {
  db: Database;
  vendor: string;
  fetch: Fetch;
  /** Headers that sign one attempt of `body` (empty when the body signs itself, as LiqPay's does). */
  sign(body: string): Record<string, string> | Promise<Record<string, string>>;
  log: FastifyBaseLogger;
  retry?: RetryPolicy;
  timeoutMs?: number;
}

export interface WebhookOutbox {
  /** Stores the event with its delivery and sends it as soon as the caller's work is done. */
  send(
    eventId: string,
    delivery: { url: string; body: string; contentType: string },
    extra?: Record<string, unknown>,
  ): Promise<void>;
  /** Schedules what an earlier process left pending. */
  resume(): Promise<void>;
  /** Resolves once nothing is being sent and nothing is due (tests). */
  settle(): Promise<void>;
  close(): Promise<void>;
}

const LEASE_MS = 30_000;

export function webhookOutbox(options: OutboxOptions): WebhookOutbox {
  const { db, vendor, log } = options;
  const retry = options.retry ?? DEFAULT_WEBHOOK_RETRY;
  const timers = new Map<string, NodeJS.Timeout>();
  const inFlight = new Set<Promise<void>>();
  let closed = false;
  const column = fakeVendorObjects.data;
  const mine = (id: string) =>
    and(
      eq(fakeVendorObjects.vendor, vendor),
      eq(fakeVendorObjects.id, id),
      eq(fakeVendorObjects.kind, 'event'),
    );

  async function claim(id: string): Promise<Delivery | undefined> {
    const now = Date.now();
    const [row] = await db
      .update(fakeVendorObjects)
      .set({
        data: sql`jsonb_set(${column}, '{delivery,nextAt}', to_jsonb(${now + LEASE_MS}::bigint))`,
        updatedAt: new Date(),
      })
      .where(
        and(
          mine(id),
          sql`${column}->'delivery'->>'state' = 'pending'`,
          sql`(${column}->'delivery'->>'nextAt')::bigint <= ${now}`,
        ),
      )
      .returning({ data: column });
    return row ? (row.data['delivery'] as Delivery) : undefined;
  }

  async function record(id: string, delivery: Delivery) {
    await db
      .update(fakeVendorObjects)
      .set({
        data: sql`jsonb_set(${column}, '{delivery}', ${JSON.stringify(delivery)}::jsonb)`,
        updatedAt: new Date(),
      })
      .where(mine(id));
  }

  async function attempt(id: string) {
    const delivery = await claim(id);
    if (!delivery) return;
    let status: number | null = null;
    const timeout = timeoutSignal(options.timeoutMs ?? 10_000);
    try {
      const headers = { 'content-type': delivery.contentType, ...(await options.sign(delivery.body)) };
      const response = await options.fetch(delivery.url, {
        method: 'POST',
        headers,
        body: delivery.body,
        signal: timeout.signal,
      });
      status = response.status;
      await response.arrayBuffer();
    } catch (error) {
      log.warn(
        { vendor, event: id, error: error instanceof Error ? error.message : 'unknown' },
        'stand-in webhook not delivered',
      );
    } finally {
      timeout.clear();
    }
    const attempts = delivery.attempts + 1;
    if (status !== null && status >= 200 && status < 300) {
      await record(id, {
        ...delivery,
        state: 'delivered',
        attempts,
        lastStatus: status,
        deliveredAt: Date.now(),
      });
      log.debug({ vendor, event: id, attempts }, 'stand-in webhook delivered');
      return;
    }
    if (attempts >= retry.maxAttempts) {
      await record(id, { ...delivery, state: 'failed', attempts, lastStatus: status });
      log.warn({ vendor, event: id, attempts, status }, 'stand-in webhook given up');
      return;
    }
    const delay = Math.min(retry.baseMs * 2 ** (attempts - 1), retry.maxMs);
    await record(id, { ...delivery, attempts, lastStatus: status, nextAt: Date.now() + delay });
    log.info(
      { vendor, event: id, attempts, status, retryInMs: delay },
      'stand-in webhook refused; will retry',
    );
    schedule(id, delay);
  }

  function schedule(id: string, delayMs: number) {
    if (closed) return;
    clearTimeout(timers.get(id));
    const timer = setTimeout(
      () => {
        timers.delete(id);
        const running: Promise<void> = attempt(id)
          .catch((error: unknown) =>
            log.error(
              { vendor, event: id, error: error instanceof Error ? error.message : 'unknown' },
              'stand-in webhook attempt failed',
            ),
          )
          .finally(() => inFlight.delete(running));
        inFlight.add(running);
      },
      Math.max(0, delayMs),
    );
    timer.unref();
    timers.set(id, timer);
  }

  return {
    async send(eventId, { url, body, contentType }, extra = {}) {
      const delivery: Delivery = {
        url,
        body,
        contentType,
        state: 'pending',
        attempts: 0,
        nextAt: Date.now(),
        lastStatus: null,
      };
      await db
        .insert(fakeVendorObjects)
        .values({ vendor, id: eventId, kind: 'event', data: { ...extra, delivery } })
        .onConflictDoNothing();
      schedule(eventId, 0);
    },
    async resume() {
      const rows = await db
        .select({ id: fakeVendorObjects.id, data: column })
        .from(fakeVendorObjects)
        .where(
          and(
            eq(fakeVendorObjects.vendor, vendor),
            eq(fakeVendorObjects.kind, 'event'),
            sql`${column}->'delivery'->>'state' = 'pending'`,
          ),
        );
      for (const row of rows) schedule(row.id, (row.data['delivery'] as Delivery).nextAt - Date.now());
    },
    async settle() {
      // A delivery can schedule its retry, so wait until a pass finds nothing left in flight.
      while (inFlight.size > 0 || [...timers.keys()].length > 0) {
        if (inFlight.size > 0) await Promise.all([...inFlight]);
        else await new Promise((resolve) => setTimeout(resolve, 5));
      }
    },
    async close() {
      closed = true;
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
      await Promise.all([...inFlight]);
    },
  };
}
