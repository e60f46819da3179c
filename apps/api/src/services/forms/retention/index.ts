import type { FastifyPluginAsync } from 'fastify';
import { sqlState } from '../../../http/back-office.js';
import { runConsentRetention } from '../consents/retention.js';
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
 * it; the purge's SKIP LOCKED keeps concurrent runs from deleting (or counting) a lead twice. It purges
 * expired consent records too (`consent_records_retention_days`, see ../consents/retention.ts).
 */
export const leadRetention: FastifyPluginAsync<LeadRetentionOptions> = async (app, { enabled, intervalMs }) => {
  const log = app.log.child({ component: 'lead-retention' });
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | null = null;
  let stopped = false;

  const failed = (what: string) => (error: unknown) =>
    log.error({ error: error instanceof Error ? error.name : 'unknown', code: sqlState(error) }, `${what} retention run failed`);
  // Leads, then proof of consent (issue 12): one after the other (PGlite is one connection), each on its own.
  const runOnce = async () => {
    await runLeadRetention(app.db, log).catch(failed('lead'));
    await runConsentRetention(app.db, log).catch(failed('consent'));
  };
  const tick = () => {
    running = runOnce().finally(() => {
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
