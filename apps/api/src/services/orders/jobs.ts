import type { FastifyBaseLogger } from 'fastify';
import { sqlState } from '../../http/back-office.js';

/**
 * The orders service's background work (ADR 026 §2, §4): releasing expired holds and finishing what a
 * crash interrupted (captures asked for but not recorded, money held for orders that ended). Every API
 * process runs it once it listens and then every ORDER_HOLD_SWEEP_MS; SKIP LOCKED and the vendors'
 * idempotency keys make concurrent runs safe. Apps that never listen (tests) run it only when asked.
 */

type Log = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

export interface OrderJobs {
  /** Releases expired holds; returns how many holds were released and orders expired. */
  sweep(): Promise<{ released: number; expired: number }>;
  /** Finishes interrupted captures and settles ended orders' payments; returns how many orders it touched. */
  recover(): Promise<number>;
  /** One tick: recovery, then the sweep (what the timer runs). */
  runOnce(): Promise<void>;
  start(): void;
  stop(): Promise<void>;
}

export function createOrderJobs(
  work: { sweep: OrderJobs['sweep']; recover: OrderJobs['recover'] },
  intervalMs: number,
  log: Log,
): OrderJobs {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  let stopped = true;

  const failed = (what: string) => (error: unknown) => {
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
    log.error({ error: cause instanceof Error ? cause.message : 'unknown', code: sqlState(error) }, `order ${what} failed`);
  };
  // One after the other: PGlite is one connection, and the recovery may move orders the sweep then skips.
  const runOnce = async () => {
    await work.recover().catch(failed('recovery'));
    await work.sweep().catch(failed('hold sweep'));
  };
  const schedule = (ms: number) => {
    timer = setTimeout(tick, ms);
    timer.unref();
  };
  function tick() {
    timer = undefined;
    running = runOnce().finally(() => {
      running = null;
      if (!stopped) schedule(intervalMs);
    });
  }

  return {
    sweep: work.sweep,
    recover: work.recover,
    runOnce,
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
