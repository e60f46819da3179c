import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { leadExports, leadOutbox, leads } from '../src/db/schema.js';
import { metricsListenerFromEnv, startMetricsListener } from '../src/http/metrics.js';
import { startApp } from './support/app.js';
import { createSeededTestDatabase, type TestDatabase } from './support/database.js';

let database: TestDatabase;
let app: FastifyInstance;
let publicOrigin: string;
let metricsUrl: string;

beforeAll(async () => {
  database = await createSeededTestDatabase();
  // No workers: the queued rows this test writes must stay where they are until it scrapes.
  app = await startApp(database, { env: { LEAD_WORKER: 'off', LEAD_EXPORT_WORKER: 'off' } });
  publicOrigin = await app.listen({ host: '127.0.0.1', port: 0 });
  const listener = await startMetricsListener(app, { host: '127.0.0.1', port: 0 });
  metricsUrl = `http://127.0.0.1:${(listener.address() as AddressInfo).port}/metrics`;
});

afterAll(async () => {
  await app?.close();
  await database?.drop();
});

async function scrape(): Promise<string> {
  const response = await fetch(metricsUrl);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/plain');
  return response.text();
}

/** The value of one sample line (`name{labels} value`), undefined when the series is absent. */
function sample(text: string, name: string, labels: Record<string, string>): number | undefined {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  for (const line of text.split('\n')) {
    const match = /^([a-z_]+)\{([^}]*)\} (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const present = match[2]!.split(',');
    if (wanted.every((pair) => present.includes(pair)) && present.length === wanted.length)
      return Number(match[3]);
  }
  return undefined;
}

describe('metrics', () => {
  it('counts and times requests by route pattern, never by raw URL', async () => {
    for (const id of ['1', '2', '3'])
      await fetch(`${publicOrigin}/stock/public_api/listing/lux-il/vehicle/${id}`);
    await fetch(`${publicOrigin}/health`);
    await fetch(`${publicOrigin}/no/such/route/${'x'.repeat(40)}`);
    const text = await scrape();

    const route = '/stock/public_api/listing/:listing/vehicle/:id';
    const answered = ['2xx', '4xx'].map(
      (status_class) =>
        sample(text, 'lux_api_http_requests_total', { method: 'GET', route, status_class }) ?? 0,
    );
    expect(answered[0]! + answered[1]!).toBe(3);
    expect(
      sample(text, 'lux_api_http_requests_total', { method: 'GET', route: '/health', status_class: '2xx' }),
    ).toBe(1);
    expect(
      sample(text, 'lux_api_http_requests_total', { method: 'GET', route: 'unmatched', status_class: '4xx' }),
    ).toBe(1);
    // The histogram has its buckets, sum and count for the same labels.
    expect(
      sample(text, 'lux_api_http_request_duration_seconds_count', {
        method: 'GET',
        route: '/health',
        status_class: '2xx',
      }),
    ).toBe(1);
    expect(
      sample(text, 'lux_api_http_request_duration_seconds_bucket', {
        le: '+Inf',
        method: 'GET',
        route: '/health',
        status_class: '2xx',
      }),
    ).toBe(1);
    expect(text).not.toContain('/vehicle/1');
    expect(text).not.toContain('xxxxxxxx');
    // Default process metrics.
    expect(text).toMatch(/^process_resident_memory_bytes \d+/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds /m);
  });

  it('reports the outbox and job queues as the database holds them at scrape time', async () => {
    const before = await scrape();
    expect(sample(before, 'lux_api_outbox_messages', { status: 'pending' })).toBe(0);
    expect(sample(before, 'lux_api_outbox_messages', { status: 'dead' })).toBe(0);
    expect(sample(before, 'lux_api_job_queue_depth', { queue: 'lead_exports', status: 'pending' })).toBe(0);

    const form = await app.db.query.forms.findFirst();
    expect(form, 'the seed has a form').toBeDefined();
    const [lead] = await app.db
      .insert(leads)
      .values({ formId: form!.id, idempotencyKey: 'metrics-test', data: {} })
      .returning();
    await app.db.insert(leadOutbox).values([
      { leadId: lead!.id, destination: 'crm', idempotencyKey: `lead-${lead!.id}-crm` },
      {
        leadId: lead!.id,
        destination: 'notification_email',
        idempotencyKey: `lead-${lead!.id}-mail`,
        status: 'dead',
      },
      {
        leadId: lead!.id,
        destination: 'confirmation_email',
        idempotencyKey: `lead-${lead!.id}-conf`,
        status: 'delivered',
      },
    ]);
    await app.db
      .insert(leadExports)
      .values([{ formId: form!.id }, { formId: form!.id }, { formId: form!.id, status: 'processing' }]);

    const after = await scrape();
    expect(sample(after, 'lux_api_outbox_messages', { status: 'pending' })).toBe(1);
    expect(sample(after, 'lux_api_outbox_messages', { status: 'dead' })).toBe(1);
    expect(sample(after, 'lux_api_job_queue_depth', { queue: 'lead_exports', status: 'pending' })).toBe(2);
    expect(sample(after, 'lux_api_job_queue_depth', { queue: 'lead_exports', status: 'processing' })).toBe(1);
  });

  it('still serves the request metrics when the database cannot be read, without the queue gauges', async () => {
    const spy = vi.spyOn(app.db, 'select').mockImplementation(() => {
      throw new Error('connection refused');
    });
    try {
      const text = await scrape();
      expect(text).toMatch(/^lux_api_http_requests_total\{/m);
      expect(text).not.toMatch(/^lux_api_outbox_messages\{/m);
      expect(text).not.toMatch(/^lux_api_job_queue_depth\{/m);
    } finally {
      spy.mockRestore();
    }
    expect(sample(await scrape(), 'lux_api_outbox_messages', { status: 'pending' })).toBe(1);
  });

  it('is not on the public port, and the metrics port serves nothing else', async () => {
    expect((await fetch(`${publicOrigin}/metrics`)).status).toBe(404);
    expect((await fetch(metricsUrl.replace('/metrics', '/health'))).status).toBe(404);
  });
});

describe('metricsListenerFromEnv', () => {
  it('is off without API_METRICS_PORT or with 0, on loopback by default, and refuses a bad port', () => {
    expect(metricsListenerFromEnv({})).toBeNull();
    expect(metricsListenerFromEnv({ API_METRICS_PORT: '0' })).toBeNull();
    expect(metricsListenerFromEnv({ API_METRICS_PORT: '9464' })).toEqual({ host: '127.0.0.1', port: 9464 });
    expect(metricsListenerFromEnv({ API_METRICS_PORT: '9464', API_METRICS_HOST: '0.0.0.0' })).toEqual({
      host: '0.0.0.0',
      port: 9464,
    });
    for (const bad of ['65536', 'Infinity', '1e3', '-1', 'abc'])
      expect(() => metricsListenerFromEnv({ API_METRICS_PORT: bad })).toThrow(/API_METRICS_PORT/);
  });
});
