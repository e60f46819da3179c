import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crmReceipts, leadOutbox, mailboxMessages } from '../src/db/forms.schema.js';
import { retryDelayMs, signatureHeader } from '../src/services/forms/pipeline/index.js';
import { startApp } from './support/app.js';
import { createTestDatabase, type TestDatabase } from './support/database.js';
import { roleHeaders } from './support/tokens.js';
import { deliveriesOf, insertForm, insertLead, mailFor, outboxOf, RECIPIENTS, receiptsFor, until } from './pipeline-fixtures.js';

/**
 * The pipeline end to end on the embedded default: the app listens, its local CRM receiver and SMTP
 * server run, and a worker started here delivers outbox rows through the real adapters.
 */

let database: TestDatabase;
let app: FastifyInstance;
let headers: Awaited<ReturnType<typeof roleHeaders>>;
let formId: number;
const SECRET = 'pipeline-test-webhook-secret-0123456789';

beforeAll(async () => {
  database = await createTestDatabase();
  app = await startApp(database, { env: { LEAD_WORKER: 'off', LOCAL_SMTP_PORT: '0', CRM_WEBHOOK_SECRET: SECRET } });
  await app.listen({ host: '127.0.0.1', port: 0 });
  await app.leadPipeline.started();
  headers = await roleHeaders(app);
  formId = (await insertForm(app.db)).id;
});

afterAll(async () => {
  await app?.close();
  await database?.drop();
});

const setOutage = (seconds: number) =>
  app.inject({ method: 'POST', url: '/forms/fake-crm/outage', headers: headers.admin, payload: { seconds } });

describe('delivering a lead', () => {
  it('reaches the CRM receiver and the mailbox exactly once each', async () => {
    const { lead } = await insertLead(app.db, formId);
    const worker = app.leadPipeline.createWorker();
    expect(await worker.runOnce()).toBe(3);
    expect(await worker.runOnce()).toBe(0);

    const rows = await outboxOf(app.db, lead.id);
    expect(rows.map((row) => [row.destination, row.status, row.attempts])).toEqual([
      ['crm', 'delivered', 1],
      ['notification_email', 'delivered', 1],
      ['confirmation_email', 'delivered', 1],
    ]);
    expect(rows.every((row) => row.deliveredAt !== null && row.leaseUntil === null)).toBe(true);
    const deliveries = await deliveriesOf(app.db, rows.map((row) => row.id));
    expect(deliveries.map((d) => [d.attempt, d.ok])).toEqual([[1, true], [1, true], [1, true]]);

    const [receipt, ...more] = await receiptsFor(app.db, `lead-${lead.id}-crm`);
    expect(more).toHaveLength(0);
    expect(receipt!.deliveries).toBe(1);
    expect(receipt!.body).toMatchObject({ idempotency_key: `lead-${lead.id}-crm`, lead: { id: lead.id, data: { first_name: 'דנה' } }, form: { id: formId } });

    const [notification, ...extraNotifications] = await mailFor(app.db, `<lead-${lead.id}-notification_email@lux.localhost>`);
    expect(extraNotifications).toHaveLength(0);
    expect(notification!.rcptTo.sort()).toEqual([...RECIPIENTS].sort());
    expect(notification!.subject).toBe('ליד חדש מהאתר');
    expect(notification!.raw).toMatch(/multipart\/alternative/);
    const [confirmation, ...extraConfirmations] = await mailFor(app.db, `<lead-${lead.id}-confirmation_email@lux.localhost>`);
    expect(extraConfirmations).toHaveLength(0);
    expect(confirmation!.rcptTo).toEqual(['dana@visitor.test']);
    expect(confirmation!.subject).toBe('תודה דנה');
  });

  it('is deduplicated by the receiver when a row is sent again (at-least-once → effectively once)', async () => {
    const { lead, outbox } = await insertLead(app.db, formId, undefined, ['crm']);
    const worker = app.leadPipeline.createWorker();
    await worker.runOnce();
    // What a crash between sending and recording, or an operator's "fix", amounts to: the row is due again.
    await app.db.update(leadOutbox).set({ status: 'pending', nextAttemptAt: sql`now()` }).where(eq(leadOutbox.id, outbox[0]!.id));
    await worker.runOnce();
    const receipts = await receiptsFor(app.db, `lead-${lead.id}-crm`);
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.deliveries).toBe(2);
  });

  it('retries through an outage with growing back-off, then delivers once the CRM is back', async () => {
    expect((await setOutage(3600)).statusCode).toBe(200);
    const { outbox } = await insertLead(app.db, formId, undefined, ['crm']);
    const id = outbox[0]!.id;
    const retry = { baseMs: 20, maxMs: 200, maxAttempts: 20 };
    const worker = app.leadPipeline.createWorker({ retry, random: () => 1 });
    await until(() => worker.runOnce(), async () => (await outboxOf(app.db, outbox[0]!.leadId))[0]!.attempts >= 5);
    expect((await setOutage(0)).statusCode).toBe(200);
    await until(() => worker.runOnce(), async () => (await outboxOf(app.db, outbox[0]!.leadId))[0]!.status === 'delivered');

    const attempts = await deliveriesOf(app.db, [id]);
    const failures = attempts.filter((a) => !a.ok);
    expect(failures.length).toBeGreaterThanOrEqual(5);
    expect(failures.every((a) => a.statusCode === 503)).toBe(true);
    expect(attempts.at(-1)).toMatchObject({ ok: true, statusCode: 200 });
    // Each retry came no sooner than its back-off: 20, 40, 80, 160, 200 (capped) ms with the jitter pinned.
    for (let i = 1; i < attempts.length; i++) {
      const gap = attempts[i]!.at.getTime() - attempts[i - 1]!.at.getTime();
      expect(gap, `gap before attempt ${i + 1}`).toBeGreaterThanOrEqual(retryDelayMs(i, retry, () => 1) - 1);
    }
    expect(retryDelayMs(5, retry, () => 1)).toBe(200);
    expect((await receiptsFor(app.db, outbox[0]!.idempotencyKey))[0]!.deliveries).toBe(1);
  });

  it('dead-letters after the last attempt; set back to pending (integrations/fix) it is delivered', async () => {
    await setOutage(3600);
    const { lead, outbox } = await insertLead(app.db, formId, undefined, ['crm']);
    const worker = app.leadPipeline.createWorker({ retry: { baseMs: 5, maxMs: 10, maxAttempts: 3 } });
    await until(() => worker.runOnce(), async () => (await outboxOf(app.db, lead.id))[0]!.status === 'dead');
    const [dead] = await outboxOf(app.db, lead.id);
    expect(dead).toMatchObject({ status: 'dead', attempts: 3, leaseUntil: null, deliveredAt: null });
    expect(dead!.lastError).toMatch(/^HTTP 503/);
    expect(await deliveriesOf(app.db, [dead!.id])).toHaveLength(3);
    expect((await app.leadPipeline.queueDepth()).dead).toBeGreaterThanOrEqual(1);
    // Dead rows are never claimed again on their own.
    expect(await worker.runOnce()).toBe(0);

    await setOutage(0);
    await app.db.update(leadOutbox).set({ status: 'pending', nextAttemptAt: sql`now()` }).where(eq(leadOutbox.id, outbox[0]!.id));
    expect(await worker.runOnce()).toBe(1);
    const [fixed] = await outboxOf(app.db, lead.id);
    expect(fixed).toMatchObject({ status: 'delivered', attempts: 4, lastError: null });
    expect(await receiptsFor(app.db, outbox[0]!.idempotencyKey)).toHaveLength(1);
  });

  it('dead-letters at once what cannot succeed (a form without recipients)', async () => {
    const bare = await insertForm(app.db, { notifications: {} });
    const { lead } = await insertLead(app.db, bare.id, undefined, ['notification_email']);
    await app.leadPipeline.createWorker().runOnce();
    const [row] = await outboxOf(app.db, lead.id);
    expect(row).toMatchObject({ status: 'dead', attempts: 1, lastError: 'The form has no notification recipients.' });
  });

  it('reports the queue depth', async () => {
    const before = await app.leadPipeline.queueDepth();
    const { lead } = await insertLead(app.db, formId, undefined, ['crm', 'confirmation_email']);
    const during = await app.leadPipeline.queueDepth();
    expect(during.pending).toBe(before.pending + 2);
    expect(during.oldestPendingAt).toBeInstanceOf(Date);
    await app.leadPipeline.createWorker().runOnce();
    expect((await outboxOf(app.db, lead.id)).every((row) => row.status === 'delivered')).toBe(true);
    expect((await app.leadPipeline.queueDepth()).pending).toBe(before.pending);
  });
});

describe('the local CRM receiver', () => {
  const body = JSON.stringify({ idempotency_key: 'manual-1', lead: { id: 1, data: {} } });
  const post = (signature: string, key = 'manual-1', payload = body) =>
    app.inject({
      method: 'POST',
      url: '/forms/fake-crm/leads',
      headers: { 'content-type': 'application/json', 'idempotency-key': key, 'x-lux-signature': signature },
      payload,
    });
  const count = async () => (await app.db.select().from(crmReceipts).where(eq(crmReceipts.idempotencyKey, 'manual-1'))).length;

  it('refuses a bad, a forged, a stale or a missing signature with 400 and keeps nothing', async () => {
    expect((await post('t=1,v1=00')).statusCode).toBe(400);
    expect((await post(signatureHeader('another-secret-that-is-long-enough-000', body))).statusCode).toBe(400);
    expect((await post(signatureHeader(SECRET, body, Date.now() - 3_600_000))).statusCode).toBe(400);
    expect((await post(signatureHeader(SECRET, `${body} `))).statusCode).toBe(400);
    const missing = await app.inject({ method: 'POST', url: '/forms/fake-crm/leads', headers: { 'idempotency-key': 'manual-1' }, payload: JSON.parse(body) });
    expect(missing.statusCode).toBe(400);
    expect(await count()).toBe(0);
  });

  it('keeps one receipt per idempotency key and counts repeats', async () => {
    const first = await post(signatureHeader(SECRET, body));
    expect(first.statusCode).toBe(200);
    const second = await post(signatureHeader(SECRET, body));
    expect(second.statusCode).toBe(200);
    expect(second.json().data.attributes).toMatchObject({ idempotency_key: 'manual-1', deliveries: 2 });
    expect(await count()).toBe(1);
  });

  it('answers 503 during an outage, and only an admin may start one', async () => {
    expect((await app.inject({ method: 'POST', url: '/forms/fake-crm/outage', headers: headers.sales, payload: { seconds: 5 } })).statusCode).toBe(403);
    expect((await app.inject({ method: 'POST', url: '/forms/fake-crm/outage', payload: { seconds: 5 } })).statusCode).toBe(401);
    const started = await setOutage(5);
    expect(started.json().data.outage_until).toEqual(expect.any(String));
    const refused = await post(signatureHeader(SECRET, body));
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBeDefined();
    expect((await app.inject({ url: '/forms/fake-crm/leads' })).json().data).toMatchObject({ accepting: false });
    expect((await app.inject({ url: '/forms/fake-crm/outage', headers: headers.admin })).json().data.outage_until).toEqual(expect.any(String));
    expect((await setOutage(0)).json().data.outage_until).toBeNull();
    expect((await app.inject({ url: '/forms/fake-crm/leads' })).json().data).toMatchObject({ accepting: true, outage_until: null });
  });

  it('lists its receipts to admins only', async () => {
    const list = await app.inject({ url: '/forms/fake-crm/receipts?items=5', headers: headers.admin });
    expect(list.statusCode).toBe(200);
    expect(list.json().meta).toMatchObject({ page: 1, items: 5 });
    expect((await app.inject({ url: '/forms/fake-crm/receipts', headers: headers.sales })).statusCode).toBe(403);
  });
});

describe('the local mailbox', () => {
  it('lists messages newest first to admin and sales, and shows one with its source', async () => {
    const list = await app.inject({ url: '/forms/mailbox?items=2', headers: headers.sales });
    expect(list.statusCode).toBe(200);
    const { data, meta } = list.json();
    expect(meta.total).toBeGreaterThanOrEqual(2);
    expect(data).toHaveLength(2);
    expect(data[0].attributes).not.toHaveProperty('raw');
    expect(Date.parse(data[0].attributes.received_at)).toBeGreaterThanOrEqual(Date.parse(data[1].attributes.received_at));
    const one = await app.inject({ url: `/forms/mailbox/${data[0].id}`, headers: headers.admin });
    expect(one.statusCode).toBe(200);
    expect(one.json().data.attributes.raw).toMatch(/^[\s\S]*Message-ID: </i);
    expect((await app.inject({ url: '/forms/mailbox', headers: headers.viewer })).statusCode).toBe(403);
    expect((await app.inject({ url: '/forms/mailbox' })).statusCode).toBe(401);
    expect((await app.inject({ url: '/forms/mailbox/999999', headers: headers.admin })).statusCode).toBe(404);
    expect(await app.db.$count(mailboxMessages)).toBe(meta.total);
  });
});
