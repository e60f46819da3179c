import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, leadDeliveries, leadExports, leadOutbox, leads, settings } from '../src/db/schema.js';
import { RETENTION_SETTING, runLeadRetention } from '../src/services/forms/retention/index.js';
import { startApp } from './support/app.js';
import { createTestDatabase, type TestDatabase } from './support/database.js';
import { createForm } from './support/forms.js';
import { roleHeaders, type AuthHeaders } from './support/tokens.js';

let database: TestDatabase;
let app: FastifyInstance;
let as: Record<'admin' | 'editor' | 'sales' | 'viewer', AuthHeaders>;
let formId: number;

const quiet = { info: () => undefined, warn: () => undefined };
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

beforeAll(async () => {
  database = await createTestDatabase();
  app = await startApp(database);
  as = await roleHeaders(app);
  formId = await createForm(app, as.editor, { name: 'שמירה' });
});

afterAll(async () => {
  await app?.close();
  await database?.drop();
});

beforeEach(async () => {
  await app.db.delete(settings).where(eq(settings.key, RETENTION_SETTING));
  await app.db.delete(leads);
});

async function insertLead(createdAt: Date, withDelivery = false) {
  const [lead] = await app.db.insert(leads).values({ formId, idempotencyKey: randomUUID(), data: { full_name: 'ותיק' }, createdAt }).returning();
  if (withDelivery) {
    const [outbox] = await app.db
      .insert(leadOutbox)
      .values({ leadId: lead!.id, destination: 'crm', idempotencyKey: `lead-${lead!.id}-crm`, status: 'delivered' })
      .returning();
    await app.db.insert(leadDeliveries).values({ outboxId: outbox!.id, leadId: lead!.id, attempt: 1, ok: true });
  }
  return lead!;
}

const setRetention = (value: string) => app.db.insert(settings).values({ key: RETENTION_SETTING, value });
const remaining = async () => (await app.db.select({ id: leads.id }).from(leads)).map((row) => row.id).sort((a, b) => a - b);
const purgeAudits = () => app.db.select().from(auditLog).where(and(eq(auditLog.entity, 'leads'), eq(auditLog.action, 'purge'))).orderBy(auditLog.id);

describe('lead retention', () => {
  it('keeps every lead while leads_retention_days is unset, empty or not a number of days (and records nothing)', async () => {
    await insertLead(daysAgo(4000));
    const audits = (await purgeAudits()).length;
    expect(await runLeadRetention(app.db, quiet)).toBeNull();
    for (const value of ['', '0', 'abc', '-3', '1.5', '99999']) {
      await app.db.delete(settings).where(eq(settings.key, RETENTION_SETTING));
      await setRetention(value);
      expect(await runLeadRetention(app.db, quiet), value).toBeNull();
    }
    expect(await remaining()).toHaveLength(1);
    expect(await purgeAudits()).toHaveLength(audits);
  });

  it('deletes leads older than the period in batches, with their deliveries and outbox, and audits one entry per run', async () => {
    await setRetention('30');
    const old = await Promise.all([31, 40, 100, 365, 1000].map((d) => insertLead(daysAgo(d), true)));
    const kept = await Promise.all([29, 1, 0].map((d) => insertLead(daysAgo(d), true)));
    const audits = (await purgeAudits()).length;

    const result = await runLeadRetention(app.db, quiet, 2);
    expect(result).toMatchObject({ days: 30, leads: 5, exports: 0 });
    expect(await remaining()).toEqual(kept.map((lead) => lead.id).sort((a, b) => a - b));
    const oldIds = old.map((lead) => lead.id);
    expect(await app.db.select().from(leadOutbox).where(inArray(leadOutbox.leadId, oldIds))).toEqual([]);
    expect(await app.db.select().from(leadDeliveries).where(inArray(leadDeliveries.leadId, oldIds))).toEqual([]);
    expect(await app.db.select().from(leadOutbox).where(inArray(leadOutbox.leadId, kept.map((l) => l.id)))).toHaveLength(3);

    const entries = (await purgeAudits()).slice(audits);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ actorId: null, entityId: null, after: { reason: 'retention', retention_days: 30, leads_deleted: 5, exports_deleted: 0 } });
    expect(Math.abs(new Date((entries[0]!.after as { cutoff: string }).cutoff).getTime() - daysAgo(30).getTime())).toBeLessThan(60_000);

    // Nothing more to do: the next run still leaves its entry, with zero.
    expect(await runLeadRetention(app.db, quiet)).toMatchObject({ leads: 0 });
    expect((await purgeAudits()).slice(audits).map((row) => (row.after as { leads_deleted: number }).leads_deleted)).toEqual([5, 0]);
  });

  it('deletes the exports that may hold a purged lead', async () => {
    await setRetention('10');
    await insertLead(daysAgo(20));
    await insertLead(daysAgo(2));
    const url = `/forms/forms/${formId}/lead_exports`;
    const everything = (await app.inject({ method: 'POST', url, headers: as.sales })).json() as { data: { id: number } };
    const recent = (await app.inject({ method: 'POST', url: `${url}?filter[created_at_gteq]=${daysAgo(5).toISOString().slice(0, 10)}`, headers: as.sales })).json() as {
      data: { id: number };
    };
    const result = await runLeadRetention(app.db, quiet);
    expect(result).toMatchObject({ leads: 1, exports: 1 });
    const left = (await app.db.select({ id: leadExports.id }).from(leadExports).where(eq(leadExports.formId, formId))).map((row) => row.id);
    expect(left).toContain(recent.data.id);
    expect(left).not.toContain(everything.data.id);
  });
});

describe('the retention job', () => {
  it('runs when the API listens (LEAD_RETENTION_INTERVAL_MS), and not with LEAD_WORKER=off', async () => {
    // PGlite is one process's database: the shared app steps aside for the two started here.
    await app.close();
    const keys = ['LEAD_RETENTION_INTERVAL_MS', 'LEAD_WORKER', 'LEAD_EXPORT_WORKER'] as const;
    const saved = Object.fromEntries(keys.map((key) => [key, process.env[key]]));
    const started: FastifyInstance[] = [];
    try {
      for (const worker of ['on', 'off']) {
        Object.assign(process.env, { LEAD_RETENTION_INTERVAL_MS: '1000', LEAD_WORKER: worker, LEAD_EXPORT_WORKER: 'off' });
        const other = await startApp(database, { env: { LEAD_WORKER: worker } });
        started.push(other);
        await other.db.delete(settings).where(eq(settings.key, RETENTION_SETTING));
        await other.db.insert(settings).values({ key: RETENTION_SETTING, value: '7' });
        const [lead] = await other.db.insert(leads).values({ formId, idempotencyKey: randomUUID(), data: {}, createdAt: daysAgo(8) }).returning();
        await other.listen({ host: '127.0.0.1', port: 0 });
        const gone = async () => (await other.db.select().from(leads).where(eq(leads.id, lead!.id))).length === 0;
        const deadline = Date.now() + (worker === 'on' ? 10_000 : 2_500);
        while (!(await gone()) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
        expect(await gone(), `LEAD_WORKER=${worker}`).toBe(worker === 'on');
        await other.close();
      }
    } finally {
      for (const key of keys) {
        if (saved[key] === undefined) delete process.env[key];
        else process.env[key] = saved[key];
      }
      for (const other of started) await other.close().catch(() => undefined);
    }
  });
});
