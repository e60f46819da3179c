import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { PipelineConfig } from '../../../config.js';
import { crmReceiverRoutes, type LocalSmtpServer, mailboxRoutes, startLocalSmtpServer } from '../../fakes/index.js';
import { createDestinations, type ResolvedEndpoints } from './destinations.js';
import { queueDepth, type QueueDepth } from './queue.js';
import type { Destinations, MessageKind } from './types.js';
import { createLeadWorker, type LeadWorker, type WorkerOptions } from './worker.js';

export { retryDelayMs, type RetryPolicy } from './backoff.js';
export { salesforce, salesforceLead, SALESFORCE_API_VERSION } from './salesforce.js';
export { crmWebhook, webhookPayload } from './crm-webhook.js';
export { signatureHeader, verifySignature } from './signature.js';
export { claimDue, queueDepth, type QueueDepth } from './queue.js';
export { createLeadWorker, type LeadWorker, type WorkerOptions } from './worker.js';
export type { ComposedMail, DeliveryResult, Destination, Destinations, MessageKind, MessageKinds, OutboxMessage } from './types.js';

export interface LeadPipeline {
  /** Pending and dead-lettered messages, for metrics. */
  queueDepth(): Promise<QueueDepth>;
  /**
   * Another worker over this app's database and destinations (tests, or a second loop). Available once
   * the app listens, because the local stand-ins' addresses are known only then.
   */
  createWorker(overrides?: Partial<WorkerOptions> & { destinations?: Partial<Destinations> }): LeadWorker;
  /**
   * Resolves once the stand-ins and destinations are up. Fastify runs onListen hooks without holding up
   * `listen()`, so callers of `createWorker` right after `listen` wait for this first.
   */
  started(): Promise<void>;
  /** Lets the running worker poll now, e.g. right after a lead and its outbox rows were committed. */
  wake(): void;
  /** Where the CRM webhook and the e-mails go; null until the app listens. */
  endpoints(): ResolvedEndpoints | null;
  /** The local CRM receiver's outage switch (ms since epoch until which it answers 503). */
  readonly crmOutage: { until: number };
  /**
   * Lets another service compose the e-mails of leads of one form type (orders: the order confirmation
   * and the dealer inquiry). Registered while the app loads; the destinations consult it at delivery.
   */
  addMessageKind(formType: string, kind: MessageKind): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    leadPipeline: LeadPipeline;
  }
}

export interface LeadPipelineOptions {
  config: PipelineConfig;
  /** The forms prefix: the local stand-ins' routes live under it. */
  prefix: string;
}

/** Where this server can reach itself: its own listening address (a wildcard means loopback). */
function ownOrigin(app: FastifyInstance): string {
  const address = app.server.address() as AddressInfo | null;
  if (!address) throw new Error('The API is not listening');
  const host = ['0.0.0.0', '::', ''].includes(address.address) ? '127.0.0.1' : address.address;
  return `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
}

/**
 * Lead delivery (issue 11): the outbox worker and its destinations, plus the embedded default's stand-ins
 * for outside services when their URLs are left unset — the CRM receiver and mailbox routes under the
 * forms prefix, and a loopback SMTP server. The worker and SMTP server start when the API listens
 * (`inject`-only apps, i.e. tests, start them explicitly) and stop before the database closes.
 */
export const leadPipeline = fp<LeadPipelineOptions>(
  async (app, { config, prefix }) => {
    const localCrm = config.crm.system === 'webhook' && config.crm.webhookUrl === null;
    const localSmtp = config.mail.smtpUrl === null;
    const crmOutage = { until: config.fakeCrmOutageSeconds > 0 ? Date.now() + config.fakeCrmOutageSeconds * 1000 : 0 };

    await app.register(
      async (scope) => {
        if (localCrm) await scope.register(crmReceiverRoutes, { secret: config.crm.webhookSecret, outage: crmOutage });
        if (localSmtp) await scope.register(mailboxRoutes);
      },
      { prefix },
    );

    let smtpServer: LocalSmtpServer | null = null;
    let built: (ReturnType<typeof createDestinations> & { endpoints: ResolvedEndpoints }) | null = null;
    let mainWorker: LeadWorker | null = null;
    const workers = new Set<LeadWorker>();
    const kinds = new Map<string, MessageKind>();
    const log = app.log.child({ component: 'lead-pipeline' });

    const workerOptions: WorkerOptions = {
      batchSize: config.batchSize,
      leaseMs: config.leaseMs,
      pollMs: config.pollMs,
      retry: config.retry,
    };

    let markStarted = () => {};
    const started = new Promise<void>((resolve) => (markStarted = resolve));

    let starting: Promise<void> | null = null;
    app.addHook('onListen', async () => {
      starting = startUp()
        .catch((error: unknown) => log.error({ error: error instanceof Error ? error.message : 'unknown' }, 'lead pipeline did not start'))
        .finally(markStarted);
      await starting;
    });

    async function startUp() {
      let smtpPort = config.mail.localSmtpPort;
      if (localSmtp) {
        try {
          smtpServer = await startLocalSmtpServer(app.db, smtpPort, (error) => log.warn({ error: error.message }, 'local SMTP server error'));
          smtpPort = smtpServer.port;
          log.info({ port: smtpPort }, 'local SMTP server listening on 127.0.0.1');
        } catch (error) {
          // Usually another API process on this machine runs it already; mail then goes to that one.
          log.warn({ port: smtpPort, error: error instanceof Error ? error.message : 'unknown' }, 'local SMTP server not started');
        }
      }
      const endpoints: ResolvedEndpoints = {
        crmWebhookUrl: config.crm.webhookUrl ?? `${config.crm.publicApiUrl ?? ownOrigin(app)}${prefix}/fake-crm/leads`,
        smtpUrl: config.mail.smtpUrl ?? `smtp://127.0.0.1:${smtpPort}`,
      };
      built = { ...createDestinations(config, endpoints, kinds), endpoints };
      if (config.worker) {
        mainWorker = pipeline.createWorker();
        mainWorker.start();
        log.info({ crm: config.crm.system, localCrm, localSmtp }, 'lead worker started');
      }
    }

    // Registered after the database plugin, so it runs before the database closes.
    app.addHook('onClose', async () => {
      await starting;
      await Promise.all([...workers].map((worker) => worker.stop()));
      built?.close();
      await smtpServer?.close();
    });

    const pipeline: LeadPipeline = {
      queueDepth: () => queueDepth(app.db),
      createWorker(overrides = {}) {
        if (!built) throw new Error('The lead pipeline starts when the API listens');
        const { destinations, ...options } = overrides;
        const worker = createLeadWorker(app.db, { ...built.destinations, ...destinations }, { ...workerOptions, ...options }, log);
        workers.add(worker);
        return worker;
      },
      started: () => started,
      wake: () => mainWorker?.wake(),
      endpoints: () => built?.endpoints ?? null,
      crmOutage,
      addMessageKind(formType, kind) {
        if (kinds.has(formType)) throw new Error(`Form type ${formType} already has a message kind`);
        kinds.set(formType, kind);
      },
    };
    app.decorate('leadPipeline', pipeline);
  },
  { name: 'lead-pipeline', fastify: '5.x', dependencies: ['db', 'auth'] },
);
