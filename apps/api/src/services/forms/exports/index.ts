import type { FastifyPluginAsync } from 'fastify';
import { createExportsRepository } from './exports.repository.js';
import { exportsRoutes } from './exports.routes.js';
import { createExportRunner } from './runner.js';

export { deleteExportsCoveringLead, coversLead, exportOut, createExportsRepository, LostLease } from './exports.repository.js';
export { createExportRunner, type ExportRunner } from './runner.js';
export { CHUNK_BYTES, CONTENT_TYPES, CSV_BOM, csvLines } from './writers.js';
export { flatten, neutraliseFormula, exportColumns } from './columns.js';

export interface LeadExportsOptions {
  /** Build exports in this process (`LEAD_EXPORT_WORKER`). */
  worker: boolean;
  leaseMs: number;
  /** Leads per keyset page (default 1000). */
  batchSize?: number;
  /** Poll for unheld exports (default 5 s, or the lease if shorter). */
  pollMs?: number;
}

/**
 * Lead exports: the routes, and the runner that builds them in this process. The runner starts polling
 * when the API listens (an `inject`-only app, as in tests, builds on request only) and stops before the
 * database closes, handing an unfinished export back for another process to finish.
 */
export const leadExports: FastifyPluginAsync<LeadExportsOptions> = async (app, options) => {
  const repo = createExportsRepository(app.db);
  const runner = createExportRunner(
    app.db,
    repo,
    {
      enabled: options.worker,
      leaseMs: options.leaseMs,
      pollMs: options.pollMs ?? Math.min(5_000, options.leaseMs),
      batchSize: options.batchSize ?? 1_000,
    },
    app.log.child({ component: 'lead-exports' }),
  );
  app.addHook('onListen', async () => runner.start());
  app.addHook('onClose', async () => runner.stop());
  await app.register(exportsRoutes, { repo, runner });
};
