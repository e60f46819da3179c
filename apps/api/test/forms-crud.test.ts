import { validateFormDefinition } from '@lux/forms-client';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forms } from '../src/db/schema.js';
import { seedDemoForms, seedForms } from '../src/seed/forms.js';
import { onlyError, startApp } from './support/app.js';
import { createTestDatabase, type TestDatabase } from './support/database.js';
import { contactFormBody, createForm } from './support/forms.js';
import { auditRows, roleHeaders, type AuthHeaders } from './support/tokens.js';

let database: TestDatabase;
let app: FastifyInstance;
let as: Record<'admin' | 'editor' | 'sales' | 'viewer', AuthHeaders>;

type Form = Record<string, unknown> & { id: number; name: string; updated_at: string };
type ErrorList = { errors: Array<{ status: string; detail: string; source?: { pointer?: string; parameter?: string } }> };

beforeAll(async () => {
  database = await createTestDatabase();
  app = await startApp(database);
  as = await roleHeaders(app);
});

afterAll(async () => {
  await app?.close();
  await database?.drop();
});

const url = (path = '') => `/forms/forms${path}`;

describe('/forms/forms', () => {
  it('creates a form (editor) with normalised settings, audited; the site reads only what a visitor needs', async () => {
    const response = await app.inject({ method: 'POST', url: url(), headers: as.editor, payload: contactFormBody() });
    expect(response.statusCode, response.body).toBe(200);
    const form = (response.json() as { data: Form }).data;
    expect(form).toMatchObject({
      name: 'צור קשר',
      type: 'contact',
      locale: 'he',
      notifications: { recipients: ['sales@lux.example'], subject: 'ליד חדש' },
      confirmations: { enabled: true, subject: 'קיבלנו את פנייתך', subject_en: '', body: 'תודה', body_en: '' },
      integrations: { crm: { enabled: true, system: 'default' } },
      thank_you: { title: 'תודה!', title_en: 'Thank you!', message: 'נחזור אליך בהקדם.', message_en: '', redirect_url: '' },
    });
    expect(await auditRows(app, 'form', form.id)).toMatchObject([{ action: 'create', before: null, after: { name: 'צור קשר' } }]);

    const visitor = await app.inject(url(`/${form.id}`));
    expect(visitor.statusCode).toBe(200);
    expect(Object.keys((visitor.json() as { data: Form }).data).sort()).toEqual(['definition', 'id', 'locale', 'thank_you', 'type']);
    // A sales user is not an editor: the visitor's view too.
    const sales = (await app.inject({ url: url(`/${form.id}`), headers: as.sales })).json() as { data: Form };
    expect(sales.data['notifications']).toBeUndefined();
    const editor = (await app.inject({ url: url(`/${form.id}`), headers: as.editor })).json() as { data: Form };
    expect(editor.data).toEqual(form);
  });

  it('lists forms paged, sorted and filtered with meta', async () => {
    for (const [name, type] of [
      ['נסיעת מבחן', 'test_drive'],
      ['Brochure', 'brochure'],
      ['zeta', 'contact'],
    ] as const) {
      await createForm(app, as.admin, { name, type, locale: name === 'Brochure' ? 'en' : 'he' });
    }
    const list = async (query: string) => {
      const response = await app.inject({ url: url(query), headers: as.editor });
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as { data: Array<Form & { leads: number }>; meta: Record<string, number> };
    };
    const page = await list('?items=2&page=2&sort=name');
    expect(page.meta).toEqual({ total: 4, page: 2, items: 2, pages: 2 });
    const all = await list('?sort=-name&items=100');
    const names = all.data.map((f) => f.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0)));
    expect(all.data[0]).toMatchObject({ leads: 0, crm_enabled: true });
    expect((await list('?filter[type]=contact')).meta.total).toBe(2);
    expect((await list('?filter[locale]=en')).data.map((f) => f.name)).toEqual(['Brochure']);
    expect((await list('?filter[q]=מבחן')).data.map((f) => f.name)).toEqual(['נסיעת מבחן']);
  });

  it('replaces a form, refusing a stale write (409), and deletes it (admin only), audited', async () => {
    const id = await createForm(app, as.editor, { name: 'זמני' });
    const { data: before } = (await app.inject({ url: url(`/${id}`), headers: as.editor })).json() as { data: Form };
    const put = await app.inject({
      method: 'PUT',
      url: url(`/${id}`),
      headers: as.editor,
      payload: contactFormBody({ name: 'קבוע', type: 'offer', expected_updated_at: before.updated_at, confirmations: { enabled: false } }),
    });
    expect(put.statusCode, put.body).toBe(200);
    expect((put.json() as { data: Form }).data).toMatchObject({ name: 'קבוע', type: 'offer', confirmations: { enabled: false } });
    const stale = await app.inject({
      method: 'PUT',
      url: url(`/${id}`),
      headers: as.editor,
      payload: contactFormBody({ expected_updated_at: before.updated_at }),
    });
    expect(stale.statusCode).toBe(409);
    expect(onlyError(stale.body).source).toEqual({ pointer: '/expected_updated_at' });

    expect((await app.inject({ method: 'DELETE', url: url(`/${id}`), headers: as.editor })).statusCode).toBe(403);
    expect((await app.inject({ method: 'DELETE', url: url(`/${id}`), headers: as.admin })).statusCode).toBe(200);
    expect((await app.inject({ method: 'DELETE', url: url(`/${id}`), headers: as.admin })).statusCode).toBe(404);
    expect((await app.inject(url(`/${id}`))).statusCode).toBe(404);
    expect((await auditRows(app, 'form', id)).map((row) => row.action)).toEqual(['create', 'update', 'delete']);
  });

  it('refuses an invalid definition with one error per problem, storing nothing', async () => {
    const before = (await auditRows(app, 'form')).length;
    const response = await app.inject({
      method: 'POST',
      url: url(),
      headers: as.editor,
      payload: contactFormBody({
        definition: {
          fields: [
            { id: 'Full Name', type: 'text', label: { he: 'שם', en: 'Name' } },
            { id: 'model', type: 'select', label: { he: 'דגם', en: 'Model' } },
            { id: 'x', type: 'nope', label: { he: 'x', en: 'x' } },
          ],
        },
      }),
    });
    expect(response.statusCode).toBe(400);
    const { errors } = response.json() as ErrorList;
    expect(errors.length).toBeGreaterThanOrEqual(3);
    expect(errors.every((e) => e.status === '400' && e.detail.startsWith('definition:'))).toBe(true);
    expect(new Set(errors.map((e) => e.source?.pointer))).toEqual(new Set(['/definition/fields/0', '/definition/fields/1', '/definition/fields/2']));

    const cases: Array<[Record<string, unknown>, string]> = [
      [{ definition: 'x' }, '/definition'],
      [{ definition: { fields: [] } }, '/definition'],
      [{ name: '' }, '/name'],
      [{ notifications: { recipients: ['not-an-email'] } }, '/notifications/recipients/0'],
      [{ thank_you: { redirect_url: 'javascript:alert(1)' } }, '/thank_you/redirect_url'],
      [{ integrations: { crm: { enabled: true, system: 'Bad System' } } }, '/integrations/crm/system'],
      [{ thank_you: { title: 'x\ud800' } }, '/thank_you/title'],
    ];
    for (const [overrides, pointer] of cases) {
      const refused = await app.inject({ method: 'POST', url: url(), headers: as.editor, payload: contactFormBody(overrides) });
      expect(refused.statusCode, JSON.stringify(overrides)).toBe(400);
      expect((refused.json() as ErrorList).errors[0]!.source?.pointer, JSON.stringify(overrides)).toBe(pointer);
    }
    expect(await auditRows(app, 'form')).toHaveLength(before);
  });

  it('serves the settings: thank_you publicly, the rest to editors; integrations read and replaced', async () => {
    const id = await createForm(app, as.editor);
    const thanks = await app.inject(url(`/${id}/settings/thank_you`));
    expect(thanks.statusCode).toBe(200);
    expect((thanks.json() as { data: { title: string } }).data.title).toBe('תודה!');
    for (const key of ['notifications', 'confirmations']) {
      expect((await app.inject(url(`/${id}/settings/${key}`))).statusCode).toBe(401);
      expect((await app.inject({ url: url(`/${id}/settings/${key}`), headers: as.sales })).statusCode).toBe(403);
      expect((await app.inject({ url: url(`/${id}/settings/${key}`), headers: as.editor })).statusCode).toBe(200);
    }
    expect((await app.inject({ url: url(`/${id}/settings/notifications`), headers: as.editor })).json()).toEqual({
      data: { recipients: ['sales@lux.example'], subject: 'ליד חדש' },
    });
    expect((await app.inject(url('/999999/settings/thank_you'))).statusCode).toBe(404);

    const put = await app.inject({ method: 'PUT', url: url(`/${id}/integrations`), headers: as.editor, payload: { crm: { enabled: false } } });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toEqual({ data: { crm: { enabled: false, system: 'default' } } });
    expect((await app.inject({ url: url(`/${id}/integrations`), headers: as.admin })).json()).toEqual(put.json());
    expect((await app.inject({ url: url(`/${id}/integrations`), headers: as.sales })).statusCode).toBe(403);
    expect((await auditRows(app, 'form', id)).at(-1)).toMatchObject({
      action: 'update',
      before: { integrations: { crm: { enabled: true } } },
      after: { integrations: { crm: { enabled: false } } },
    });
  });

  it('duplicates, exports and imports a form (no leads travel)', async () => {
    const id = await createForm(app, as.editor, { name: 'מקור' });
    const copy = await app.inject({ method: 'POST', url: url(`/${id}/duplicate?name=${encodeURIComponent('העתק')}`), headers: as.editor });
    expect(copy.statusCode, copy.body).toBe(200);
    const copied = (copy.json() as { data: Form }).data;
    expect(copied.id).not.toBe(id);
    expect(copied.name).toBe('העתק');
    const unnamed = (await app.inject({ method: 'POST', url: url(`/${id}/duplicate`), headers: as.editor })).json() as { data: Form };
    expect(unnamed.data.name).toBe('מקור (copy)');

    const exported = await app.inject({ url: url(`/${id}/export`), headers: as.editor });
    expect(exported.statusCode).toBe(200);
    const file = (exported.json() as { data: { format: string; version: number; form: Record<string, unknown> } }).data;
    expect(file).toMatchObject({ format: 'lux-form', version: 1, form: { name: 'מקור', type: 'contact' } });
    expect(Object.keys(file.form)).not.toContain('id');
    const imported = await app.inject({ method: 'POST', url: url('/import'), headers: as.editor, payload: file });
    expect(imported.statusCode, imported.body).toBe(200);
    const { data: made } = imported.json() as { data: Form };
    const { id: _a, created_at: _b, updated_at: _c, ...rest } = made;
    expect(rest).toEqual(file.form);
    expect((await auditRows(app, 'form', made.id)).map((row) => row.action)).toEqual(['import']);

    const broken = await app.inject({
      method: 'POST',
      url: url('/import'),
      headers: as.editor,
      payload: { ...file, form: { ...file.form, definition: { fields: 'x' } } },
    });
    expect(broken.statusCode).toBe(400);
    expect((broken.json() as ErrorList).errors[0]!.source?.pointer).toBe('/form/definition');
    expect((await app.inject({ method: 'POST', url: url('/import'), headers: as.editor, payload: { ...file, format: 'other' } })).statusCode).toBe(400);
  });

  it('needs a token and the right role for every private route', async () => {
    const id = await createForm(app, as.admin);
    const file = { format: 'lux-form', version: 1, form: contactFormBody() };
    // Bodies are valid: validation runs before the role check, as on every back-office route.
    // Sales may list forms (to reach their leads) but nothing more.
    const salesList = await app.inject({ url: url(), headers: as.sales });
    expect(salesList.statusCode).toBe(200);
    expect(JSON.stringify(salesList.json())).not.toContain('recipients');
    expect((await app.inject({ url: url() })).statusCode).toBe(401);
    expect((await app.inject({ url: url(), headers: as.viewer })).statusCode).toBe(403);
    const privateRoutes: Array<[string, string, unknown?]> = [
      ['POST', url(), contactFormBody()],
      ['PUT', url(`/${id}`), contactFormBody()],
      ['DELETE', url(`/${id}`)],
      ['GET', url(`/${id}/integrations`)],
      ['PUT', url(`/${id}/integrations`), {}],
      ['POST', url(`/${id}/duplicate`)],
      ['GET', url(`/${id}/export`)],
      ['POST', url('/import'), file],
    ];
    for (const [method, path, payload] of privateRoutes) {
      const send = (headers?: AuthHeaders) =>
        app.inject({ method: method as 'GET', url: path, ...(headers ? { headers } : {}), ...(payload ? { payload: payload as object } : {}) });
      expect((await send()).statusCode, `${method} ${path}`).toBe(401);
      expect((await send(as.viewer)).statusCode, `${method} ${path}`).toBe(403);
      expect((await send(as.sales)).statusCode, `${method} ${path}`).toBe(403);
    }
  });

  it('takes only plain positive integers within int range as ids', async () => {
    const id = await createForm(app, as.admin);
    expect((await app.inject(url(`/${id}`))).statusCode).toBe(200);
    for (const bad of ['0', '-1', '01', '1e3', '1.0', 'Infinity', 'NaN', '0x10', '%201', '2147483648', '99999999999999999999']) {
      const response = await app.inject({ url: url(`/${bad}`), headers: as.editor });
      expect(response.statusCode, bad).toBe(400);
      expect(onlyError(response.body).source, bad).toEqual({ parameter: 'id' });
    }
    expect((await app.inject(url('/2147483647'))).statusCode).toBe(404);
  });

  it('seeds seven valid demo forms once, by name', async () => {
    expect(seedForms).toHaveLength(7);
    for (const form of seedForms) {
      expect(validateFormDefinition({ fields: form.fields, layout: { columns: 2 } }), form.name).toEqual([]);
    }
    // Forms named like a demo form exist already (made above): those are left alone.
    const existing = new Set((await app.db.select({ name: forms.name }).from(forms)).map((row) => row.name));
    expect(existing.has('צור קשר')).toBe(true);
    expect(await seedDemoForms(app.db)).toBe(seedForms.filter((form) => !existing.has(form.name)).length);
    expect(await seedDemoForms(app.db)).toBe(0);
    const [seeded] = await app.db.select().from(forms).where(eq(forms.name, 'זימון טיפול'));
    expect(seeded).toMatchObject({
      type: 'service',
      notifications: { recipients: ['sales@lux.example'] },
      confirmations: { enabled: true },
      integrations: { crm: { enabled: true } },
    });
  });
});
