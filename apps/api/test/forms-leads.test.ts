import { randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, leadDeliveries, leadOutbox, leads } from '../src/db/schema.js';
import { onlyError, startApp } from './support/app.js';
import { createTestDatabase, type TestDatabase } from './support/database.js';
import { createForm, validLead } from './support/forms.js';
import { auditRows, roleHeaders, type AuthHeaders } from './support/tokens.js';

let database: TestDatabase;
let app: FastifyInstance;
let as: Record<'admin' | 'editor' | 'sales' | 'viewer', AuthHeaders>;
let formId: number;

type Created = { data: { id: number | null; created_at: string; thank_you: { title: string } } };
type Lead = { id: number; created_at: string; data: Record<string, unknown>; integrations: Array<{ destination: string; status: string; attempts: number }> };
type LeadList = { data: Lead[]; meta: { total: number; page: number; items: number; pages: number } };
type ErrorList = { errors: Array<{ status: string; detail: string; source?: { pointer?: string; parameter?: string } }> };

beforeAll(async () => {
  database = await createTestDatabase();
  app = await startApp(database);
  as = await roleHeaders(app);
  formId = await createForm(app, as.editor);
});

afterAll(async () => {
  await app?.close();
  await database?.drop();
});

const submit = (payload: unknown, form = formId) => app.inject({ method: 'POST', url: `/forms/forms/${form}/leads`, payload: payload as object });
const leadCount = async (form = formId) => (await app.db.select({ n: count() }).from(leads).where(eq(leads.formId, form)))[0]!.n;
const outboxOf = (leadId: number) => app.db.select().from(leadOutbox).where(eq(leadOutbox.leadId, leadId)).orderBy(leadOutbox.id);

describe('POST /forms/forms/:id/leads', () => {
  it('stores a lead (public) with one outbox row per destination, answering 201 with the thank-you', async () => {
    const response = await submit(validLead({ full_name: '  דנה כהן  ', unknown_field: 'dropped' }, { source_url: 'https://lux.example/contact' }));
    expect(response.statusCode, response.body).toBe(201);
    const { data } = response.json() as Created;
    expect(data.thank_you.title).toBe('תודה!');
    const [stored] = await app.db.select().from(leads).where(eq(leads.id, data.id!));
    expect(stored!.data).toMatchObject({ full_name: 'דנה כהן', model: 'defender', consent: true, message: '' });
    expect(stored!.data).not.toHaveProperty('unknown_field');
    expect(stored!.sourceUrl).toBe('https://lux.example/contact');
    const outbox = await outboxOf(data.id!);
    expect(outbox.map((row) => [row.destination, row.idempotencyKey, row.status, row.attempts])).toEqual([
      ['crm', `lead-${data.id}-crm`, 'pending', 0],
      ['notification_email', `lead-${data.id}-notification_email`, 'pending', 0],
      ['confirmation_email', `lead-${data.id}-confirmation_email`, 'pending', 0],
    ]);
  });

  it('answers a repeated idempotency key with the same lead (200), writing nothing twice', async () => {
    const body = validLead();
    const first = await submit(body);
    expect(first.statusCode).toBe(201);
    const second = await submit(body);
    expect(second.statusCode).toBe(200);
    const id = (first.json() as Created).data.id!;
    expect((second.json() as Created).data).toEqual((first.json() as Created).data);
    expect(await app.db.select().from(leads).where(eq(leads.idempotencyKey, body.idempotency_key))).toHaveLength(1);
    expect(await outboxOf(id)).toHaveLength(3);
  });

  it('makes one lead of 50 concurrent submits with one key', async () => {
    const body = validLead();
    const responses = await Promise.all(Array.from({ length: 50 }, () => submit(body)));
    const codes = responses.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 200)).toHaveLength(49);
    expect(new Set(responses.map((r) => (r.json() as Created).data.id)).size).toBe(1);
    const stored = await app.db.select().from(leads).where(eq(leads.idempotencyKey, body.idempotency_key));
    expect(stored).toHaveLength(1);
    expect(await outboxOf(stored[0]!.id)).toHaveLength(3);
  });

  it('refuses invalid answers with one error per field, pointing at it, and stores nothing', async () => {
    const before = await leadCount();
    const response = await submit(validLead({ full_name: '', email: 'not-an-email', phone: '123', model: 'tesla', consent: false }));
    expect(response.statusCode).toBe(400);
    const { errors } = response.json() as ErrorList;
    expect(errors.map((e) => e.source?.pointer).sort()).toEqual(['/data/consent', '/data/email', '/data/full_name', '/data/model', '/data/phone']);
    expect(errors.every((e) => e.status === '400' && e.detail.length > 0)).toBe(true);
    // The visitor's locale picks the language of the messages.
    const english = await submit(validLead({ full_name: '' }, { locale: 'en' }));
    expect(onlyError(english.body)).toMatchObject({ detail: 'This field is required', source: { pointer: '/data/full_name' } });
    const wrongType = await submit(validLead({ full_name: { $ne: 1 } }));
    expect(onlyError(wrongType.body).source).toEqual({ pointer: '/data/full_name' });
    const nul = await submit(validLead({ message: 'a\u0000b' }));
    expect(onlyError(nul.body).source).toEqual({ pointer: '/data/message' });
    const surrogate = await submit(validLead({ message: 'a\ud800b' }));
    expect(onlyError(surrogate.body).source).toEqual({ pointer: '/data/message' });
    for (const payload of [{ data: {} }, { ...validLead(), idempotency_key: 'not-a-uuid' }, { ...validLead(), data: 'x' }, [validLead()]]) {
      const refused = await submit(payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect(await leadCount()).toBe(before);
    expect((await submit(validLead(), 999_999)).statusCode).toBe(404);
  });

  it('drops a filled honeypot with 202 and no id, storing nothing', async () => {
    const before = await leadCount();
    const response = await submit(validLead({}, { website: 'http://spam.example' }));
    expect(response.statusCode).toBe(202);
    expect((response.json() as Created).data).toMatchObject({ id: null, thank_you: { title: 'תודה!' } });
    expect(await leadCount()).toBe(before);
    expect((await submit(validLead({}, { website: '' }))).statusCode).toBe(201);
  });

  it('refuses a sixth lead from one e-mail or one phone (normalised) within ten minutes', async () => {
    const form = await createForm(app, as.editor, { name: 'מגבלה' });
    for (let i = 0; i < 5; i++) {
      const response = await submit(validLead({ email: ' Same@Example.com ', phone: `050-000000${i}` }), form);
      expect(response.statusCode, response.body).toBe(201);
    }
    const sixth = await submit(validLead({ email: 'same@example.com', phone: '050-9999999' }), form);
    expect(sixth.statusCode).toBe(429);
    expect(onlyError(sixth.body).source).toEqual({ pointer: '/data' });
    for (let i = 0; i < 5; i++) expect((await submit(validLead({ phone: '052-7654321' }), form)).statusCode).toBe(201);
    expect((await submit(validLead({ phone: '+972 52 765 4321' }), form)).statusCode).toBe(429);
    // Another form counts separately.
    expect((await submit(validLead({ email: 'same@example.com' }))).statusCode).toBe(201);
  });

  it('queues only the destinations the form has: no confirmation without an e-mail', async () => {
    const form = await createForm(app, as.editor, {
      name: 'ללא דוא"ל',
      definition: { fields: [{ id: 'email', type: 'email', label: { he: 'דוא"ל', en: 'Email' } }, { id: 'full_name', type: 'text', label: { he: 'שם', en: 'Name' } }] },
      notifications: { recipients: [] },
      integrations: { crm: { enabled: false } },
    });
    const noEmail = await submit({ idempotency_key: randomUUID(), data: { full_name: 'אנונימי' } }, form);
    expect(noEmail.statusCode, noEmail.body).toBe(201);
    expect(await outboxOf((noEmail.json() as Created).data.id!)).toEqual([]);
    const withEmail = await submit({ idempotency_key: randomUUID(), data: { email: 'a@example.com' } }, form);
    expect((await outboxOf((withEmail.json() as Created).data.id!)).map((row) => row.destination)).toEqual(['confirmation_email']);
  });
});

describe('GET /forms/forms/:id/leads', () => {
  let form: number;
  beforeAll(async () => {
    form = await createForm(app, as.editor, { name: 'רשימה' });
    for (let i = 0; i < 7; i++) expect((await submit(validLead({ message: `lead ${i}` }), form)).statusCode).toBe(201);
    // Spread the creation times over known days.
    const rows = await app.db.select().from(leads).where(eq(leads.formId, form)).orderBy(leads.id);
    for (const [i, row] of rows.entries()) {
      await app.db.update(leads).set({ createdAt: new Date(Date.UTC(2026, 0, 10 + i, 12)) }).where(eq(leads.id, row.id));
    }
  });

  const list = async (query: string, headers: AuthHeaders = as.sales) => {
    const response = await app.inject({ url: `/forms/forms/${form}/leads${query}`, headers });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as LeadList;
  };

  it('pages, sorts (newest first by default) and filters by day, with meta and integrations', async () => {
    const first = await list('?items=3');
    expect(first.meta).toEqual({ total: 7, page: 1, items: 3, pages: 3 });
    expect(first.data.map((l) => l.data['message'])).toEqual(['lead 6', 'lead 5', 'lead 4']);
    expect(first.data[0]!.integrations.map((i) => i.destination)).toEqual(['crm', 'notification_email', 'confirmation_email']);
    expect((await list('?items=3&page=3')).data.map((l) => l.data['message'])).toEqual(['lead 0']);
    expect((await list('?sort=created_at&items=2')).data.map((l) => l.data['message'])).toEqual(['lead 0', 'lead 1']);
    const window = await list('?filter[created_at_gteq]=2026-01-11&filter[created_at_lteq]=2026-01-13&sort=created_at');
    expect(window.data.map((l) => l.data['message'])).toEqual(['lead 1', 'lead 2', 'lead 3']);
    expect((await list('?filter[created_at_gteq]=2026-01-15T12:00:00Z')).meta.total).toBe(2);
    expect((await list('?filter[created_at_lteq]=2026-01-10T11:59:59%2B00:00')).meta.total).toBe(0);
    expect((await list('?page=9')).data).toEqual([]);
  });

  it('refuses bad dates and bad paging with 400 naming the parameter', async () => {
    for (const [query, parameter] of [
      ['filter[created_at_gteq]=2026-02-30', 'filter[created_at_gteq]'],
      ['filter[created_at_lteq]=yesterday', 'filter[created_at_lteq]'],
      ['filter[created_at_gteq]=2026-01-12&filter[created_at_lteq]=2026-01-11', 'filter[created_at_gteq]'],
      ['sort=name', 'sort'],
      ['items=101', 'items'],
      ['page=0', 'page'],
    ]) {
      const response = await app.inject({ url: `/forms/forms/${form}/leads?${query}`, headers: as.sales });
      expect(response.statusCode, query).toBe(400);
      expect(onlyError(response.body).source, query).toEqual({ parameter });
    }
  });

  it('is for sales and admins, and every view is in the audit log', async () => {
    expect((await app.inject(`/forms/forms/${form}/leads`)).statusCode).toBe(401);
    expect((await app.inject({ url: `/forms/forms/${form}/leads`, headers: as.editor })).statusCode).toBe(403);
    expect((await app.inject({ url: `/forms/forms/999999/leads`, headers: as.admin })).statusCode).toBe(404);
    const before = (await auditRows(app, 'leads')).length;
    const page = await list('?items=2', as.admin);
    const views = (await auditRows(app, 'leads')).slice(before);
    expect(views).toMatchObject([{ action: 'view', actorEmail: 'admin@test.example', after: { form_id: form, lead_ids: page.data.map((l) => l.id) } }]);

    const one = await app.inject({ url: `/forms/forms/${form}/leads/${page.data[0]!.id}`, headers: as.sales });
    expect(one.statusCode).toBe(200);
    expect((one.json() as { data: Lead }).data).toEqual(page.data[0]);
    expect(await auditRows(app, 'leads', page.data[0]!.id)).toMatchObject([{ action: 'view', actorEmail: 'sales@test.example' }]);
    // A lead is found only under its own form.
    expect((await app.inject({ url: `/forms/forms/${formId}/leads/${page.data[0]!.id}`, headers: as.sales })).statusCode).toBe(404);
  });
});

describe('lead integrations, fix and delete', () => {
  it('shows the delivery log, re-queues failed rows (audited) and leaves delivered ones alone', async () => {
    const id = ((await submit(validLead())).json() as Created).data.id!;
    const [crm, notification, confirmation] = await outboxOf(id);
    await app.db.update(leadOutbox).set({ status: 'dead', attempts: 8, lastError: 'HTTP 500' }).where(eq(leadOutbox.id, crm!.id));
    await app.db.update(leadOutbox).set({ status: 'pending', attempts: 2, lastError: 'timeout' }).where(eq(leadOutbox.id, notification!.id));
    await app.db.update(leadOutbox).set({ status: 'delivered', attempts: 1, deliveredAt: new Date() }).where(eq(leadOutbox.id, confirmation!.id));
    await app.db.insert(leadDeliveries).values([
      { outboxId: crm!.id, leadId: id, attempt: 1, ok: false, statusCode: 500, detail: 'HTTP 500' },
      { outboxId: confirmation!.id, leadId: id, attempt: 1, ok: true, statusCode: 250, detail: 'queued' },
    ]);
    const view = await app.inject({ url: `/forms/forms/${formId}/leads/${id}/integrations`, headers: as.sales });
    expect(view.statusCode, view.body).toBe(200);
    const rows = (view.json() as { data: Array<{ destination: string; status: string; deliveries: unknown[] }> }).data;
    expect(rows.map((r) => [r.destination, r.status, r.deliveries.length])).toEqual([
      ['crm', 'dead', 1],
      ['notification_email', 'pending', 0],
      ['confirmation_email', 'delivered', 1],
    ]);

    const onlyCrm = await app.inject({ method: 'POST', url: `/forms/forms/${formId}/leads/${id}/integrations/fix`, headers: as.sales, payload: { destinations: ['crm'] } });
    expect(onlyCrm.statusCode, onlyCrm.body).toBe(200);
    expect((onlyCrm.json() as { meta: { requeued: number } }).meta.requeued).toBe(1);
    const all = await app.inject({ method: 'POST', url: `/forms/forms/${formId}/leads/${id}/integrations/fix`, headers: as.admin, payload: {} });
    expect((all.json() as { meta: { requeued: number } }).meta.requeued).toBe(1);
    const after = await outboxOf(id);
    expect(after.map((r) => [r.destination, r.status, r.attempts])).toEqual([
      ['crm', 'pending', 0],
      ['notification_email', 'pending', 0],
      ['confirmation_email', 'delivered', 1],
    ]);
    expect(after[0]!.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    const audit = (await auditRows(app, 'leads', id)).filter((row) => row.action === 'fix_integrations');
    expect(audit).toMatchObject([
      { before: [{ destination: 'crm', status: 'dead', attempts: 8 }], after: [{ destination: 'crm', status: 'pending', attempts: 0 }] },
      { before: [{ destination: 'notification_email', attempts: 2 }] },
    ]);
    expect((await app.inject({ method: 'POST', url: `/forms/forms/${formId}/leads/${id}/integrations/fix`, headers: as.editor, payload: {} })).statusCode).toBe(403);
    const unknown = await app.inject({ method: 'POST', url: `/forms/forms/${formId}/leads/${id}/integrations/fix`, headers: as.admin, payload: { destinations: ['fax'] } });
    expect(unknown.statusCode).toBe(400);
  });

  it('deletes a lead (admin) with its outbox and deliveries; the audit keeps no personal values', async () => {
    const body = validLead({ email: 'private.person@example.com' });
    const id = ((await submit(body)).json() as Created).data.id!;
    const [row] = await outboxOf(id);
    await app.db.insert(leadDeliveries).values({ outboxId: row!.id, leadId: id, attempt: 1, ok: false, detail: 'x' });
    const url = `/forms/forms/${formId}/leads/${id}`;
    expect((await app.inject({ method: 'DELETE', url, headers: as.sales })).statusCode).toBe(403);
    const deleted = await app.inject({ method: 'DELETE', url, headers: as.admin });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toEqual({ data: { id, deleted: true } });
    expect(await app.db.select().from(leads).where(eq(leads.id, id))).toEqual([]);
    expect(await outboxOf(id)).toEqual([]);
    expect(await app.db.select().from(leadDeliveries).where(eq(leadDeliveries.leadId, id))).toEqual([]);
    const [audit] = (await auditRows(app, 'leads', id)).filter((r) => r.action === 'delete');
    expect(audit!.before).toMatchObject({ id, fields: expect.arrayContaining(['email', 'full_name']) });
    expect(JSON.stringify(audit!.before)).not.toContain('private.person');
    expect((await app.inject({ method: 'DELETE', url, headers: as.admin })).statusCode).toBe(404);
  });

  it('deleting a form takes its leads, outbox rows and deliveries with it', async () => {
    const form = await createForm(app, as.editor, { name: 'למחיקה' });
    const id = ((await submit(validLead(), form)).json() as Created).data.id!;
    expect((await app.inject({ method: 'DELETE', url: `/forms/forms/${form}`, headers: as.admin })).statusCode).toBe(200);
    expect(await leadCount(form)).toBe(0);
    expect(await outboxOf(id)).toEqual([]);
    const [audit] = await app.db.select().from(auditLog).where(and(eq(auditLog.entity, 'form'), eq(auditLog.action, 'delete'), eq(auditLog.entityId, String(form))));
    expect(audit).toBeDefined();
  });

  it('takes lead ids only as plain integers in range', async () => {
    for (const bad of ['1e3', 'Infinity', 'NaN', '-1', '0', '2147483648']) {
      const response = await app.inject({ url: `/forms/forms/${formId}/leads/${bad}`, headers: as.admin });
      expect(response.statusCode, bad).toBe(400);
      expect(onlyError(response.body).source, bad).toEqual({ parameter: 'leadId' });
    }
  });
});
