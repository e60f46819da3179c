import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, leadExportChunks, leadExports, leads } from '../src/db/schema.js';
import { buildExport } from '../src/services/forms/exports/builder.js';
import { createExportsRepository } from '../src/services/forms/exports/exports.repository.js';
import { CHUNK_BYTES, flatten, neutraliseFormula } from '../src/services/forms/exports/index.js';
import { onlyError, startApp } from './support/app.js';
import { createTestDatabase, type TestDatabase } from './support/database.js';
import { createForm, validLead } from './support/forms.js';
import { auditRows, roleHeaders, type AuthHeaders } from './support/tokens.js';
import { csvRows } from './support/csv.js';

let database: TestDatabase;
let app: FastifyInstance;
let as: Record<'admin' | 'editor' | 'sales' | 'viewer', AuthHeaders>;
let formId: number;

type LeadExport = {
  id: number;
  form_id: number;
  format: 'csv' | 'xlsx';
  status: 'pending' | 'processing' | 'completed' | 'failed';
  total: number;
  processed: number;
  progress: number;
  byte_size: number;
  query: { filter: Record<string, string>; sort: string };
  error: string | null;
  created_at: string;
  completed_at: string | null;
  download_url: string | null;
};

beforeAll(async () => {
  database = await createTestDatabase();
  app = await startApp(database);
  as = await roleHeaders(app);
  formId = await createForm(app, as.editor, { name: 'ייצוא' });
});

afterAll(async () => {
  await app?.close();
  await database?.drop();
});

const base = (form = formId) => `/forms/forms/${form}/lead_exports`;

/** Leads written straight to the table, at chosen times and with data no submit would pass (old fields, lists). */
async function insertLead(form: number, createdAt: Date, data: Record<string, unknown>, extra: { locale?: string; sourceUrl?: string } = {}) {
  const [row] = await app.db
    .insert(leads)
    .values({ formId: form, idempotencyKey: randomUUID(), data, createdAt, locale: extra.locale ?? 'he', sourceUrl: extra.sourceUrl ?? null })
    .returning();
  return row!;
}

async function requestExport(query = '', headers = as.sales, form = formId) {
  const response = await app.inject({ method: 'POST', url: `${base(form)}${query ? `?${query}` : ''}`, headers });
  expect(response.statusCode, response.body).toBe(202);
  return (response.json() as { data: LeadExport }).data;
}

async function settled(id: number, form = formId): Promise<LeadExport> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const response = await app.inject({ url: `${base(form)}/${id}`, headers: as.sales });
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json() as { data: LeadExport };
    if (data.status === 'completed' || data.status === 'failed') return data;
    if (Date.now() > deadline) throw new Error(`export ${id} is still ${data.status}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const download = (id: number, headers = as.sales, form = formId) => app.inject({ url: `${base(form)}/${id}/download`, headers });

const day = (iso: string) => new Date(iso);

describe('lead exports: CSV', () => {
  let form: number;
  beforeAll(async () => {
    form = await createForm(app, as.editor, { name: 'CSV' });
    await insertLead(form, day('2026-01-10T08:00:00Z'), { full_name: 'דנה כהן', email: 'dana@example.com', phone: '+972501234567', model: 'defender', message: 'שלום, "עולם"\nשורה שנייה', consent: true }, { sourceUrl: 'https://lux.example/contact' });
    await insertLead(form, day('2026-01-11T08:00:00Z'), { full_name: '=HYPERLINK("http://evil.example")', email: 'b@example.com', consent: false, legacy_interest: ['SUV', 'EV'], utm: { source: 'google' } }, { locale: 'en' });
    await insertLead(form, day('2026-01-12T08:00:00Z'), { full_name: '@SUM(1)', email: 'c@example.com', message: '-2+3', consent: true });
  });

  it('is UTF-8 with a BOM, Hebrew headers and values intact, answers flattened, formulas neutralised, newest first', async () => {
    const created = await requestExport('', as.sales, form);
    expect(created).toMatchObject({ form_id: form, format: 'csv', query: { filter: {}, sort: '-created_at' }, download_url: null, error: null });
    expect(['pending', 'processing', 'completed']).toContain(created.status);
    const done = await settled(created.id, form);
    expect(done).toMatchObject({ status: 'completed', total: 3, processed: 3, progress: 1, download_url: `/forms/${form}/lead_exports/${created.id}/download` });
    expect(done.completed_at).not.toBeNull();

    const response = await download(created.id, as.sales, form);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="leads-${form}-${created.id}.csv"`);
    expect([...response.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(response.rawPayload.length).toBe(done.byte_size);

    const [header, ...rows] = csvRows(response);
    expect(header).toEqual(['מזהה', 'נוצר ב־', 'שפה', 'כתובת מקור', 'שם מלא', 'דוא"ל', 'טלפון', 'דגם', 'הודעה', 'אני מסכים/ה', 'legacy_interest', 'utm']);
    // Default sort -created_at: the newest lead first.
    expect(rows.map((row) => row[1])).toEqual(['2026-01-12T08:00:00.000Z', '2026-01-11T08:00:00.000Z', '2026-01-10T08:00:00.000Z']);
    const [third, second, first] = rows;
    expect(first!.slice(2)).toEqual(['he', 'https://lux.example/contact', 'דנה כהן', 'dana@example.com', "'+972501234567", 'defender', 'שלום, "עולם"\nשורה שנייה', 'כן', '', '']);
    expect(second!.slice(2)).toEqual(['en', '', `'=HYPERLINK("http://evil.example")`, 'b@example.com', '', '', '', 'לא', 'SUV, EV', '{"source":"google"}']);
    expect(third!.slice(4, 10)).toEqual(["'@SUM(1)", 'c@example.com', '', '', "'-2+3", 'כן']);
  });

  it('honours the filters and sort exactly as the leads list does', async () => {
    const query = 'filter[created_at_gteq]=2026-01-11&filter[created_at_lteq]=2026-01-12T08:00:00Z&sort=created_at';
    const created = await requestExport(query, as.sales, form);
    expect(created.query).toEqual({ filter: { created_at_gteq: '2026-01-11', created_at_lteq: '2026-01-12T08:00:00Z' }, sort: 'created_at' });
    await settled(created.id, form);
    const rows = csvRows(await download(created.id, as.sales, form)).slice(1);
    const list = await app.inject({ url: `/forms/forms/${form}/leads?${query}&items=100`, headers: as.sales });
    const listed = (list.json() as { data: Array<{ id: number }> }).data.map((lead) => String(lead.id));
    expect(listed).toHaveLength(2);
    expect(rows.map((row) => row[0])).toEqual(listed);
    expect(rows.map((row) => row[1])).toEqual(['2026-01-11T08:00:00.000Z', '2026-01-12T08:00:00.000Z']);

    // A bare lteq date includes that whole day, like the list.
    const byDay = await requestExport('filter[created_at_lteq]=2026-01-11', as.sales, form);
    expect((await settled(byDay.id, form)).total).toBe(2);
  });

  it('exports an empty window as the header row alone', async () => {
    const created = await requestExport('filter[created_at_gteq]=2030-01-01', as.sales, form);
    const done = await settled(created.id, form);
    expect(done).toMatchObject({ status: 'completed', total: 0, processed: 0, progress: 1 });
    const rows = csvRows(await download(created.id, as.sales, form));
    expect(rows).toHaveLength(1);
  });
});

describe('lead exports: XLSX', () => {
  it('writes a workbook exceljs reads back, right to left for a Hebrew form', async () => {
    const form = await createForm(app, as.editor, { name: 'XLSX' });
    await insertLead(form, day('2026-02-01T10:00:00Z'), { full_name: 'יוסי לוי', email: 'y@example.com', consent: true, message: 'a\u0001b' });
    await insertLead(form, day('2026-02-02T10:00:00Z'), { full_name: '=1+1', email: 'z@example.com', consent: false });
    const created = await requestExport('format=xlsx&sort=created_at', as.admin, form);
    expect(created.format).toBe('xlsx');
    const done = await settled(created.id, form);
    expect(done.status).toBe('completed');
    const response = await download(created.id, as.sales, form);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="leads-${form}-${created.id}.xlsx"`);

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe('לידים');
    expect(sheet.views[0]?.rightToLeft).toBe(true);
    const values = (n: number) => (sheet.getRow(n).values as unknown[]).slice(1);
    expect(values(1).slice(0, 5)).toEqual(['מזהה', 'נוצר ב־', 'שפה', 'כתובת מקור', 'שם מלא']);
    expect(values(2).slice(1, 5)).toEqual(['2026-02-01T10:00:00.000Z', 'he', undefined, 'יוסי לוי']);
    expect(typeof values(2)[0]).toBe('number');
    // XLSX cells are typed text, so "=1+1" stays text; control characters XML cannot hold are dropped.
    expect(values(3)[4]).toBe('=1+1');
    expect(values(2)).toContain('ab');
    expect(sheet.rowCount).toBe(3);
  });
});

describe('lead exports: progress, the runner and its lease', () => {
  it('records progress page by page and stores the file in ~256 KB chunks', async () => {
    const form = await createForm(app, as.editor, { name: 'גדול' });
    const long = 'א'.repeat(1_500);
    await app.db.execute(sql`
      insert into leads (form_id, idempotency_key, data, created_at)
      select ${form}, 'bulk-' || n, jsonb_build_object('full_name', 'ליד ' || n, 'message', ${long}::text, 'consent', true),
             now() - make_interval(secs => n)
      from generate_series(1, 250) as n`);
    const repo = createExportsRepository(app.db);
    const [row] = await app.db.insert(leadExports).values({ formId: form, query: { filter: {}, sort: '-created_at', range: { from: null, to: null } } }).returning();
    // Claimed here (not by the app's runner): this export is built with pages of 40.
    const job = await repo.claimNext(60_000);
    expect(job?.id).toBe(row!.id);
    const seen: number[] = [];
    const watched = { ...repo, renew: (...args: Parameters<typeof repo.renew>) => (seen.push(args[3].processed), repo.renew(...args)) };
    expect(await buildExport(app.db, watched, job!, { leaseMs: 60_000, batchSize: 40, stopping: () => false })).toBe('completed');
    expect(seen).toEqual([0, 40, 80, 120, 160, 200, 240, 250, 250]);
    const done = await settled(row!.id, form);
    expect(done).toMatchObject({ status: 'completed', total: 250, processed: 250, progress: 1 });
    const chunks = await app.db.select({ seq: leadExportChunks.seq, size: sql<number>`length(${leadExportChunks.bytes})` }).from(leadExportChunks).where(eq(leadExportChunks.exportId, row!.id)).orderBy(leadExportChunks.seq);
    expect(chunks.length).toBeGreaterThan(1);
    expect(chunks.map((c) => c.seq)).toEqual(chunks.map((_, i) => i));
    expect(chunks.slice(0, -1).every((c) => Number(c.size) === CHUNK_BYTES)).toBe(true);
    const file = await download(row!.id, as.sales, form);
    expect(file.rawPayload.length).toBe(done.byte_size);
    expect(csvRows(file)).toHaveLength(251);
  });

  it('answers 409 in the envelope until the export is completed, and a crashed builder\'s export is taken over', async () => {
    const repo = createExportsRepository(app.db);
    const [row] = await app.db.insert(leadExports).values({ formId, query: { filter: {}, sort: '-created_at', range: { from: null, to: null } } }).returning();
    const pending = await download(row!.id);
    expect(pending.statusCode).toBe(409);
    expect(onlyError(pending.body).detail).toMatch(/pending/);
    // A process claims it and dies: the export stays processing under its lease.
    const job = await repo.claimNext(60_000);
    expect(job?.id).toBe(row!.id);
    expect((await app.inject({ url: `${base()}/${row!.id}`, headers: as.sales })).json()).toMatchObject({ data: { status: 'processing' } });
    expect((await download(row!.id)).statusCode).toBe(409);
    // Its lease runs out; the next wake-up (another export request) makes this process build both.
    await app.db.update(leadExports).set({ leaseUntil: sql`now() - interval '1 second'` }).where(eq(leadExports.id, row!.id));
    const other = await requestExport();
    expect((await settled(other.id)).status).toBe('completed');
    expect((await settled(row!.id)).status).toBe('completed');
    // The crashed builder's late writes are refused: it no longer holds the lease.
    await expect(app.db.transaction((tx) => repo.renew(tx, job!, 60_000, { processed: 1 }))).rejects.toThrow(/no longer held/);
    expect((await download(row!.id)).statusCode).toBe(200);
  });

  it('marks an export it cannot build as failed, with an error that names no data', async () => {
    const form = await createForm(app, as.editor, { name: 'שבור' });
    await insertLead(form, day('2026-03-01T00:00:00Z'), { full_name: 'x' });
    const [row] = await app.db.insert(leadExports).values({ formId: form, query: { filter: {}, sort: '-created_at', range: { from: 'not a date', to: null } } }).returning();
    await requestExport('', as.sales, form);
    const failed = await settled(row!.id, form);
    expect(failed.status).toBe('failed');
    expect(failed.error).toMatch(/^Building the file failed \(database error 22007\); request a new export\.$/);
    const response = await download(row!.id, as.sales, form);
    expect(response.statusCode).toBe(409);
    expect(onlyError(response.body).detail).toMatch(/failed/);
    // Cleaned up so lead deletes on this form are not blocked by the broken row.
    await app.db.delete(leadExports).where(eq(leadExports.id, row!.id));
  });
});

describe('lead exports: access, errors and audit', () => {
  it('is for sales and admins only (403 editor and viewer, 401 anonymous)', async () => {
    const created = await requestExport();
    await settled(created.id);
    const urls: Array<['GET' | 'POST', string]> = [
      ['POST', base()],
      ['GET', base()],
      ['GET', `${base()}/${created.id}`],
      ['GET', `${base()}/${created.id}/download`],
    ];
    for (const [method, url] of urls) {
      for (const headers of [as.editor, as.viewer]) {
        const response = await app.inject({ method, url, headers });
        expect(response.statusCode, `${method} ${url}`).toBe(403);
        expect(onlyError(response.body).status).toBe('403');
      }
      expect((await app.inject({ method, url })).statusCode).toBe(401);
      expect((await app.inject({ method, url, headers: as.admin })).statusCode, `${method} ${url}`).toBeLessThan(300);
    }
  });

  it('lists a form\'s exports newest first, with paging meta', async () => {
    const form = await createForm(app, as.editor, { name: 'רשימה' });
    const ids = [];
    for (let i = 0; i < 3; i++) ids.push((await requestExport('', as.sales, form)).id);
    const response = await app.inject({ url: `${base(form)}?items=2&page=1`, headers: as.sales });
    expect(response.statusCode).toBe(200);
    const body = response.json() as { data: LeadExport[]; meta: unknown };
    expect(body.data.map((e) => e.id)).toEqual([ids[2], ids[1]]);
    expect(body.meta).toEqual({ total: 3, page: 1, items: 2, pages: 2 });
    for (const id of ids) await settled(id, form);
  });

  it('answers 404 for an unknown form or export, or another form\'s export; 400 for a bad query', async () => {
    const created = await requestExport();
    const other = await createForm(app, as.editor, { name: 'אחר' });
    const cases: Array<[string, string, number, string]> = [
      ['POST', `${base(999_999)}`, 404, 'id'],
      ['GET', `${base(999_999)}`, 404, 'id'],
      ['GET', `${base()}/999999`, 404, 'exportId'],
      ['GET', `${base()}/999999/download`, 404, 'exportId'],
      ['GET', `${base(other)}/${created.id}`, 404, 'exportId'],
      ['GET', `${base(other)}/${created.id}/download`, 404, 'exportId'],
      ['POST', `${base()}?filter[created_at_gteq]=2026-02-30`, 400, 'filter[created_at_gteq]'],
      ['POST', `${base()}?filter[created_at_gteq]=2026-02-02&filter[created_at_lteq]=2026-02-01`, 400, 'filter[created_at_gteq]'],
    ];
    for (const [method, url, status, parameter] of cases) {
      const response = await app.inject({ method: method as 'GET' | 'POST', url, headers: as.sales });
      expect(response.statusCode, `${method} ${url} ${response.body}`).toBe(status);
      expect(onlyError(response.body).source).toEqual({ parameter });
    }
    for (const query of ['format=pdf', 'sort=name', 'filter[created_at_lteq]=yesterday']) {
      const response = await app.inject({ method: 'POST', url: `${base()}?${query}`, headers: as.sales });
      expect(response.statusCode, query).toBe(400);
      expect(onlyError(response.body).status).toBe('400');
    }
    await settled(created.id);
  });

  it('audits who created and who downloaded an export, without any lead values', async () => {
    const form = await createForm(app, as.editor, { name: 'ביקורת' });
    await insertLead(form, day('2026-04-01T00:00:00Z'), { full_name: 'סודי ביותר', email: 'secret@example.com', consent: true });
    const created = await requestExport('filter[created_at_gteq]=2026-01-01', as.sales, form);
    await settled(created.id, form);
    expect((await download(created.id, as.admin, form)).statusCode).toBe(200);
    const rows = await auditRows(app, 'lead_exports', created.id);
    expect(rows.map((row) => [row.action, row.actorEmail])).toEqual([
      ['create', 'sales@test.example'],
      ['download', 'admin@test.example'],
    ]);
    expect(rows[0]!.after).toEqual({ form_id: form, format: 'csv', query: { filter: { created_at_gteq: '2026-01-01' }, sort: '-created_at' } });
    expect(rows[1]!.after).toMatchObject({ form_id: form, format: 'csv', leads: 1 });
    expect(JSON.stringify(rows)).not.toMatch(/secret@example|סודי/);
    // Polling is not a download.
    await app.inject({ url: `${base(form)}/${created.id}`, headers: as.sales });
    expect(await auditRows(app, 'lead_exports', created.id)).toHaveLength(2);
  });
});

describe('deleting a lead', () => {
  it('deletes the exports that may hold it, and only those', async () => {
    const form = await createForm(app, as.editor, { name: 'מחיקה' });
    const lead = await insertLead(form, day('2026-05-10T12:00:00Z'), { full_name: 'למחוק', consent: true });
    await insertLead(form, day('2026-05-20T12:00:00Z'), { full_name: 'נשאר', consent: true });
    const covering = await requestExport('', as.sales, form);
    const window = await requestExport('filter[created_at_gteq]=2026-05-01&filter[created_at_lteq]=2026-05-10', as.sales, form);
    const before = await requestExport('filter[created_at_gteq]=2026-05-15', as.sales, form);
    const after = await requestExport('filter[created_at_lteq]=2026-05-09', as.sales, form);
    for (const e of [covering, window, before, after]) await settled(e.id, form);
    // An export made before the lead existed cannot hold it (it is a snapshot of its own moment).
    const newer = await insertLead(form, new Date(Date.now() + 60_000), { full_name: 'עתידי', consent: true });

    const deleted = await app.inject({ method: 'DELETE', url: `/forms/forms/${form}/leads/${lead.id}`, headers: as.admin });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const status = async (id: number) => (await app.inject({ url: `${base(form)}/${id}`, headers: as.sales })).statusCode;
    expect(await status(covering.id)).toBe(404);
    expect(await status(window.id)).toBe(404);
    expect(await status(before.id)).toBe(200);
    expect(await status(after.id)).toBe(200);
    expect(await app.db.select().from(leadExportChunks).where(eq(leadExportChunks.exportId, covering.id))).toEqual([]);
    const audit = (await auditRows(app, 'lead_exports')).filter((row) => row.action === 'delete').at(-1);
    expect(audit?.before).toEqual({ ids: [covering.id, window.id].sort((a, b) => a - b), reason: 'lead_deleted', lead_id: lead.id });

    const keep = await app.inject({ method: 'DELETE', url: `/forms/forms/${form}/leads/${newer.id}`, headers: as.admin });
    expect(keep.statusCode).toBe(200);
    expect(await status(before.id)).toBe(200);
    expect(await status(after.id)).toBe(200);
  });
});

describe('cells', () => {
  it('flattens answers and neutralises formula starters', () => {
    expect(flatten(undefined, 'he')).toBe('');
    expect(flatten(true, 'en')).toBe('Yes');
    expect(flatten([1, 'b', false], 'he')).toBe('1, b, לא');
    expect(flatten([{ a: 1 }], 'he')).toBe('[{"a":1}]');
    expect(flatten(12.5, 'he')).toBe('12.5');
    for (const start of ['=', '+', '-', '@', '\t', '\r']) expect(neutraliseFormula(`${start}x`)).toBe(`'${start}x`);
    expect(neutraliseFormula('a=b')).toBe('a=b');
    expect(neutraliseFormula(-1)).toBe(-1);
  });
});

// Leads submitted through the API export like any other (the submit path and the export agree on ids).
describe('a submitted lead', () => {
  it('appears in the next export', async () => {
    const form = await createForm(app, as.editor, { name: 'שליחה' });
    const submitted = await app.inject({ method: 'POST', url: `/forms/forms/${form}/leads`, payload: validLead({ full_name: 'מרים' }) });
    expect(submitted.statusCode).toBe(201);
    const id = (submitted.json() as { data: { id: number } }).data.id;
    const created = await requestExport('', as.sales, form);
    await settled(created.id, form);
    const rows = csvRows(await download(created.id, as.sales, form));
    expect(rows[1]![0]).toBe(String(id));
    expect(rows[1]![4]).toBe('מרים');
    const audit = await app.db.select().from(auditLog).where(eq(auditLog.entity, 'lead_exports'));
    expect(audit.length).toBeGreaterThan(0);
  });
});
