import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { openDatabase, type DatabaseHandle } from '../src/db/client.js';
import { leadDeliveries, leadOutbox } from '../src/db/forms.schema.js';
import { claimDue, createLeadWorker, type Destination, type Destinations, type WorkerOptions } from '../src/services/forms/pipeline/index.js';
import { startApp } from './support/app.js';
import { createTestDatabase, type TestDatabase } from './support/database.js';
import { deliveriesOf, insertForm, insertLead, outboxOf, sleep } from './pipeline-fixtures.js';

/**
 * Claims under concurrency and after crashes, with destinations that only count: the question here is
 * which rows a worker gets, not how it talks to the outside.
 */

let database: TestDatabase;
let app: FastifyInstance;
/** On PostgreSQL a second pool, as a second API process would have; PGlite is one connection, so shared. */
let second: DatabaseHandle | null = null;
let formId: number;

const options: WorkerOptions = { batchSize: 4, leaseMs: 10_000, pollMs: 10, retry: { baseMs: 10, maxMs: 50, maxAttempts: 5 } };

beforeAll(async () => {
  database = await createTestDatabase();
  app = await startApp(database, { env: { LEAD_WORKER: 'off' } });
  if (app.dbInfo.driver === 'postgres') second = await openDatabase(loadConfig(database.env).database);
  formId = (await insertForm(app.db)).id;
});

afterAll(async () => {
  await second?.close();
  await app?.close();
  await database?.drop();
});

/** Every destination records each key it is handed, after a short random delay to mix the workers up. */
function counting(delayMs = () => Math.random() * 8) {
  const calls = new Map<string, number>();
  const destination: Destination = {
    async deliver(message) {
      calls.set(message.idempotencyKey, (calls.get(message.idempotencyKey) ?? 0) + 1);
      await sleep(delayMs());
      return { ok: true, statusCode: 200 };
    },
  };
  const destinations: Destinations = { crm: destination, notification_email: destination, confirmation_email: destination };
  return { calls, destinations };
}

describe('the outbox worker', () => {
  it('never hands one row to two workers running at the same time', async () => {
    const created = [];
    for (let i = 0; i < 15; i++) created.push(await insertLead(app.db, formId));
    const ids = created.flatMap(({ outbox }) => outbox.map((row) => row.id));
    const { calls, destinations } = counting();
    const workers = [createLeadWorker(app.db, destinations, options, app.log), createLeadWorker(second?.db ?? app.db, destinations, options, app.log)];
    const handled = [0, 0];
    await Promise.all(
      workers.map(async (worker, index) => {
        for (let n = await worker.runOnce(); n > 0; n = await worker.runOnce()) handled[index]! += n;
      }),
    );

    expect(handled[0]! + handled[1]!).toBe(ids.length);
    if (second) expect(Math.min(...handled)).toBeGreaterThan(0);
    expect(calls.size).toBe(ids.length);
    expect([...calls.values()].every((n) => n === 1)).toBe(true);
    const deliveries = await deliveriesOf(app.db, ids);
    expect(deliveries).toHaveLength(ids.length);
    const rows = await app.db.select().from(leadOutbox);
    expect(rows.filter((row) => ids.includes(row.id)).every((row) => row.status === 'delivered' && row.attempts === 1)).toBe(true);
  });

  it('runs on its own once started, and stops cleanly', async () => {
    const { lead } = await insertLead(app.db, formId, undefined, ['crm']);
    const { calls, destinations } = counting(() => 0);
    const worker = createLeadWorker(app.db, destinations, options, app.log);
    worker.start();
    for (let i = 0; i < 200 && calls.size === 0; i++) await sleep(10);
    await worker.stop();
    expect(calls.get(`lead-${lead.id}-crm`)).toBe(1);
    expect((await outboxOf(app.db, lead.id))[0]!.status).toBe('delivered');
  });

  it("re-claims a crashed worker's row once its lease has run out", async () => {
    const { lead, outbox } = await insertLead(app.db, formId, undefined, ['crm']);
    // A worker claims the row and dies before delivering it.
    const claimed = await claimDue(app.db, 100, 300);
    expect(claimed.map((row) => row.id)).toContain(outbox[0]!.id);

    const { calls, destinations } = counting(() => 0);
    const survivor = createLeadWorker(app.db, destinations, options, app.log);
    expect(await survivor.runOnce()).toBe(0);
    await sleep(400);
    expect(await survivor.runOnce()).toBe(1);
    expect(calls.get(`lead-${lead.id}-crm`)).toBe(1);
    const [row] = await outboxOf(app.db, lead.id);
    expect(row).toMatchObject({ status: 'delivered', attempts: 2 });
    expect((await deliveriesOf(app.db, [row!.id])).map((d) => [d.attempt, d.ok])).toEqual([[2, true]]);
  });

  it('leaves a row to its new holder when a slow worker finishes after its lease ran out', async () => {
    const { lead, outbox } = await insertLead(app.db, formId, undefined, ['crm']);
    const slow = counting(() => 500);
    const fast = counting(() => 0);
    const short = { ...options, leaseMs: 150 };
    const late = createLeadWorker(app.db, slow.destinations, short, app.log).runOnce();
    await sleep(250);
    expect(await createLeadWorker(second?.db ?? app.db, fast.destinations, short, app.log).runOnce()).toBe(1);
    await late;

    const [row] = await outboxOf(app.db, lead.id);
    expect(row).toMatchObject({ status: 'delivered', attempts: 2 });
    // Both attempts happened and are on record; the receiver's idempotency key makes them one.
    const attempts = await app.db.select().from(leadDeliveries).where(eq(leadDeliveries.outboxId, outbox[0]!.id)).orderBy(leadDeliveries.attempt);
    expect(attempts.map((a) => [a.attempt, a.ok])).toEqual([[1, true], [2, true]]);
  });

  it('does not claim rows whose next attempt is still ahead', async () => {
    const { lead } = await insertLead(app.db, formId, undefined, ['crm']);
    await app.db.update(leadOutbox).set({ nextAttemptAt: new Date(Date.now() + 60_000) }).where(eq(leadOutbox.leadId, lead.id));
    const { calls, destinations } = counting(() => 0);
    await createLeadWorker(app.db, destinations, options, app.log).runOnce();
    expect(calls.size).toBe(0);
  });
});
