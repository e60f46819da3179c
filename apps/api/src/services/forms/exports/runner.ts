import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db/client.js';
import { sqlState } from '../../../http/back-office.js';
import { buildExport, BuildStopped } from './builder.js';
import { type ClaimedExport, type ExportsRepository, LostLease } from './exports.repository.js';

/**
 * Runs lead exports in the API process: a request that creates one wakes the runner after its 202, and
 * a slow poll picks up exports nobody holds — pending ones this process was not told about, and those
 * whose builder's lease ran out (a crashed process). One export at a time per process: an export is
 * I/O on the same database the requests use, and two at once would only split it.
 */

export interface ExportRunnerOptions {
  /** Off: this process builds nothing and leaves exports to the others (`LEAD_EXPORT_WORKER=off`). */
  enabled: boolean;
  leaseMs: number;
  /** Pause between polls for unheld exports (a wake-up makes the next run immediate). */
  pollMs: number;
  batchSize: number;
}

export interface ExportRunner {
  /** Builds every claimable export now, unless already busy (then once more after the current run). */
  wake(): void;
  /** Starts the poll (when the API listens). */
  start(): void;
  /** Stops polling; the export in hand is handed back between two pages. */
  stop(): Promise<void>;
  /** Claims and builds until nothing is left; resolves with how many were handled (tests). */
  drain(): Promise<number>;
}

type Log = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

/** What the export's `error` shows: never a database message (its parameters could hold a lead's values). */
function failureText(error: unknown): string {
  const code = sqlState(error);
  return `Building the file failed (${code ? `database error ${code}` : error instanceof Error ? error.name : 'unknown error'}); request a new export.`;
}

export function createExportRunner(db: Database, repo: ExportsRepository, options: ExportRunnerOptions, log: Log): ExportRunner {
  let stopping = false;
  let running: Promise<number> | null = null;
  let again = false;
  let timer: NodeJS.Timeout | undefined;

  async function handle(job: ClaimedExport) {
    const started = Date.now();
    try {
      const outcome = await buildExport(db, repo, job, { leaseMs: options.leaseMs, batchSize: options.batchSize, stopping: () => stopping });
      log.info({ exportId: job.id, formId: job.formId, format: job.format, outcome, ms: Date.now() - started }, 'lead export built');
    } catch (error) {
      if (error instanceof BuildStopped) {
        await repo.release(job).catch(() => undefined);
        log.info({ exportId: job.id }, 'lead export handed back (stopping)');
      } else if (error instanceof LostLease) {
        // Deleted meanwhile (a lead in it was deleted) or taken over after a stall: nothing of ours to record.
        log.warn({ exportId: job.id }, 'lead export lost its lease');
      } else {
        log.error({ exportId: job.id, formId: job.formId, error: error instanceof Error ? error.name : 'unknown', code: sqlState(error) }, 'lead export failed');
        await repo.fail(job, failureText(error)).catch(() => undefined);
      }
    }
  }

  async function drain(): Promise<number> {
    let handled = 0;
    while (!stopping) {
      const job = await repo.claimNext(options.leaseMs);
      if (!job) break;
      await handle(job);
      handled++;
    }
    return handled;
  }

  function run() {
    if (running) {
      again = true;
      return;
    }
    running = drain()
      .catch((error: unknown) => {
        log.error({ error: error instanceof Error ? error.name : 'unknown', code: sqlState(error) }, 'lead export run failed');
        return 0;
      })
      .finally(() => {
        running = null;
        if (again && !stopping) {
          again = false;
          run();
        }
      });
  }

  function poll() {
    clearTimeout(timer);
    timer = setTimeout(() => {
      run();
      if (!stopping) poll();
    }, options.pollMs);
    timer.unref();
  }

  return {
    wake() {
      if (options.enabled && !stopping) run();
    },
    start() {
      if (!options.enabled || stopping) return;
      run();
      poll();
    },
    async stop() {
      stopping = true;
      clearTimeout(timer);
      await running;
    },
    drain: () => drain(),
  };
}
