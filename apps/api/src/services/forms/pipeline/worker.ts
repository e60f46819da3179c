import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db/client.js';
import { type RetryPolicy, retryDelayMs } from './backoff.js';
import { claimDue, loadMessages, type Outcome, recordAttempt } from './queue.js';
import type { DeliveryResult, Destinations, OutboxMessage } from './types.js';

export interface WorkerOptions {
  batchSize: number;
  leaseMs: number;
  /** Wait between polls while the queue is empty; a full batch is followed at once by the next. */
  pollMs: number;
  retry: RetryPolicy;
  /** Tests pin the jitter to make back-off measurable. */
  random?: () => number;
}

export interface LeadWorker {
  start(): void;
  /** Stops polling and waits for the batch in hand to be recorded. */
  stop(): Promise<void>;
  /** Claims, delivers and records one batch; returns how many rows it handled. */
  runOnce(): Promise<number>;
  /** Polls now instead of at the next tick (after a new lead was committed). */
  wake(): void;
}

type Log = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

/** Destinations never should throw; if one does, it is a failure worth retrying, not a dead worker. */
async function attempt(destinations: Destinations, message: OutboxMessage): Promise<DeliveryResult> {
  try {
    return await destinations[message.destination].deliver(message);
  } catch (error) {
    return { ok: false, retryable: true, detail: `Unexpected ${error instanceof Error ? error.name : 'error'} in the ${message.destination} destination` };
  }
}

/**
 * The outbox worker: claim due rows under a lease, deliver each through its destination, record the
 * attempt, then mark the row delivered, schedule its retry, or dead-letter it. Delivery is at least
 * once (a crash after sending but before recording sends again once the lease runs out); destinations
 * carry the idempotency key so the receiver makes it effectively once. Logs carry ids only.
 */
export function createLeadWorker(db: Database, destinations: Destinations, options: WorkerOptions, log: Log): LeadWorker {
  let stopped = true;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;

  async function handle(message: OutboxMessage): Promise<Outcome> {
    const result = await attempt(destinations, message);
    const { retry } = options;
    const retryInMs = result.ok || !result.retryable || message.attempt >= retry.maxAttempts ? null : retryDelayMs(message.attempt, retry, options.random);
    const outcome = await recordAttempt(db, message, result, retryInMs);
    const facts = {
      outboxId: message.outboxId,
      leadId: message.lead.id,
      destination: message.destination,
      attempt: message.attempt,
      outcome,
      ...(result.statusCode === undefined ? {} : { statusCode: result.statusCode }),
      ...(retryInMs === null ? {} : { retryInMs }),
    };
    if (outcome === 'delivered') log.info(facts, 'lead delivered');
    else if (outcome === 'dead') log.error(facts, 'lead delivery gave up');
    else log.warn(facts, 'lead delivery failed');
    return outcome;
  }

  async function runOnce(): Promise<number> {
    const claimed = await claimDue(db, options.batchSize, options.leaseMs);
    const messages = await loadMessages(db, claimed);
    await Promise.all(messages.map(handle));
    return claimed.length;
  }

  function schedule(ms: number) {
    clearTimeout(timer);
    timer = setTimeout(tick, ms);
    timer.unref();
  }

  function tick() {
    timer = undefined;
    let full = false;
    running = runOnce()
      .then((handled) => {
        full = handled >= options.batchSize;
      })
      .catch((error: unknown) => {
        // Database trouble: say what kind, not the query (its parameters may hold a delivery detail).
        const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
        log.error({ error: cause instanceof Error ? cause.message : 'unknown' }, 'lead outbox run failed');
      })
      .finally(() => {
        running = null;
        if (!stopped) schedule(full ? 0 : options.pollMs);
      });
  }

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
    runOnce,
    wake() {
      if (!stopped && !running) schedule(0);
    },
  };
}
