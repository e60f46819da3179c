import { createServer, type Server } from 'node:http';
import { count, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { leadExports, leadOutbox } from '../db/schema.js';

/**
 * Prometheus metrics (issue 16 item 9, ADR 032). Requests are counted and timed per route *pattern*
 * (`/stock/public_api/listing/:listing`, never the raw URL), method and status class, so the label sets
 * stay bounded whatever visitors send; the outbox and job queues are counted from the database when
 * Prometheus scrapes. The text is served on a listener of its own (`startMetricsListener`), bound to
 * loopback by default and never on the public port.
 */

declare module 'fastify' {
  interface FastifyInstance {
    metrics: {
      registry: Registry;
      /** The metrics listener once `startMetricsListener` opened it; closed with the app. */
      listener: Server | null;
    };
  }
}

/** Every method the router knows; anything else (the parser refuses most) is counted as OTHER. */
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
/** The route label of a request no route matched (404s, router errors): one value, not the URL. */
export const UNMATCHED_ROUTE = 'unmatched';
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Outbox statuses worth watching: `delivered` only grows and says nothing about the backlog. */
const OUTBOX_WATCHED = ['pending', 'dead'] as const;
const EXPORT_WATCHED = ['pending', 'processing'] as const;
const OUTBOX_GAUGE = 'lux_api_outbox_messages';
const JOBS_GAUGE = 'lux_api_job_queue_depth';

export const statusClass = (status: number) =>
  status >= 100 && status < 600 ? `${Math.floor(status / 100)}xx` : 'other';

export const metricsPlugin = fp(
  async (app: FastifyInstance) => {
    const registry = new Registry();
    const labelNames = ['method', 'route', 'status_class'] as const;
    const requests = new Counter({
      name: 'lux_api_http_requests_total',
      help: 'Requests answered, by route pattern, method and status class.',
      labelNames,
      registers: [registry],
    });
    const durations = new Histogram({
      name: 'lux_api_http_request_duration_seconds',
      help: 'Time from receiving a request to answering it, by route pattern, method and status class.',
      labelNames,
      buckets: DURATION_BUCKETS,
      registers: [registry],
    });

    const db = () => app.db;
    // With the database unreachable a queue's depth is unknown: its series are left out of the scrape (an
    // absent series, not a stale or zero one), and the request metrics are still served.
    const unreadable = (gauge: Gauge, metric: string, error: unknown) => {
      gauge.reset();
      app.log.warn({ err: error, metric }, 'metrics: queue depth unreadable');
    };
    new Gauge({
      name: OUTBOX_GAUGE,
      help: 'Lead outbox messages not delivered, by status (pending: waiting or retrying; dead: given up).',
      labelNames: ['status'] as const,
      registers: [registry],
      async collect() {
        try {
          const rows = await db()
            .select({ status: leadOutbox.status, n: count() })
            .from(leadOutbox)
            .where(inArray(leadOutbox.status, [...OUTBOX_WATCHED]))
            .groupBy(leadOutbox.status);
          for (const status of OUTBOX_WATCHED)
            this.set({ status }, rows.find((row) => row.status === status)?.n ?? 0);
        } catch (error) {
          unreadable(this, OUTBOX_GAUGE, error);
        }
      },
    });
    new Gauge({
      name: JOBS_GAUGE,
      help: 'Background jobs waiting or running, by queue and status.',
      labelNames: ['queue', 'status'] as const,
      registers: [registry],
      async collect() {
        try {
          const rows = await db()
            .select({ status: leadExports.status, n: count() })
            .from(leadExports)
            .where(inArray(leadExports.status, [...EXPORT_WATCHED]))
            .groupBy(leadExports.status);
          for (const status of EXPORT_WATCHED)
            this.set({ queue: 'lead_exports', status }, rows.find((row) => row.status === status)?.n ?? 0);
        } catch (error) {
          unreadable(this, JOBS_GAUGE, error);
        }
      },
    });

    const metrics: FastifyInstance['metrics'] = { registry, listener: null };
    app.decorate('metrics', metrics);
    app.addHook('onClose', async () => {
      const { listener } = metrics;
      if (!listener) return;
      listener.closeAllConnections();
      await new Promise((resolve) => listener.close(resolve));
    });
    app.addHook('onResponse', async (request, reply) => {
      const labels = {
        method: METHODS.has(request.method) ? request.method : 'OTHER',
        // The pattern the router matched (prefix included); undefined when nothing matched.
        route: request.routeOptions.url ?? UNMATCHED_ROUTE,
        status_class: statusClass(reply.statusCode),
      };
      requests.inc(labels);
      durations.observe(labels, reply.elapsedTime / 1000);
    });
  },
  { name: 'metrics', fastify: '5.x', dependencies: ['db'] },
);

export interface MetricsListenerOptions {
  host: string;
  port: number;
}

/** Where the metrics listener goes: `API_METRICS_PORT` (unset or 0: none) and `API_METRICS_HOST` (127.0.0.1). */
export function metricsListenerFromEnv(env: NodeJS.ProcessEnv): MetricsListenerOptions | null {
  const raw = env['API_METRICS_PORT']?.trim() ?? '';
  if (raw === '' || raw === '0') return null;
  if (!/^[1-9]\d{0,4}$/.test(raw) || Number(raw) > 65_535) {
    throw new Error(
      `API_METRICS_PORT must be a port number (1–65535), or 0 or unset for no metrics listener; got "${raw.slice(0, 20)}".`,
    );
  }
  return { host: env['API_METRICS_HOST']?.trim() || '127.0.0.1', port: Number(raw) };
}

/**
 * Serves `GET /metrics` (Prometheus text format) from the app's registry on a listener of its own, with
 * the process's default metrics; closed when the app closes. Resolves once it listens. Port 0 picks a
 * free port (tests read it from `server.address()`).
 */
export async function startMetricsListener(
  app: FastifyInstance,
  { host, port }: MetricsListenerOptions,
): Promise<Server> {
  const { registry } = app.metrics;
  if (app.metrics.listener) throw new Error('The metrics listener is already open.');
  collectDefaultMetrics({ register: registry });
  const server = createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0];
    if (path !== '/metrics' || (request.method !== 'GET' && request.method !== 'HEAD')) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found\n');
      return;
    }
    registry.metrics().then(
      (text) => {
        response
          .writeHead(200, { 'content-type': registry.contentType })
          .end(request.method === 'HEAD' ? undefined : text);
      },
      (error: unknown) => {
        app.log.error({ err: error }, 'metrics: collecting failed');
        response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('Metrics unavailable\n');
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  app.metrics.listener = server;
  return server;
}
