import type { FastifyPluginAsync } from 'fastify';
import { sqlState } from '../../../http/back-office.js';
import { runLeadRetention } from './purge.js';

export { purgeExpiredLeads, retentionSetting, runLeadRetention, RETENTION_SETTING } from './purge.js';

export interface LeadRetentionOptions {
  /** Off with `LEAD_WORKER=off`, like the outbox worker. */
  enabled: boolean;
  /** `LEAD_RETENTION_INTERVAL_MS`; the first run is right after the API starts listening. */
  intervalMs: number;
}

/**
 * The retention job: runs once when the API listens and then every interval. Every API process runs
 * it; the purge's SKIP LOCKED keeps concurrent runs from deleting (or counting) a lead twice.
 */
export const leadRetention: FastifyPluginAsync<LeadRetentionOptions> = async (app, { enabled, intervalMs }) => {
  const log = app.log.child({ component: 'lead-retention' });
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | null = null;
  let stopped = false;

  const tick = () => {
    running = runLeadRetention(app.db, log)
      .catch((error: unknown) => log.error({ error: error instanceof Error ? error.name : 'unknown', code: sqlState(error) }, 'lead retention run failed'))
      .finally(() => {
        running = null;
        if (!stopped) schedule(intervalMs);
      });
  };
  const schedule = (ms: number) => {
    timer = setTimeout(tick, ms);
    timer.unref();
  };

  app.addHook('onListen', async () => {
    if (enabled && !stopped) schedule(0);
  });
  app.addHook('onClose', async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  });
};
