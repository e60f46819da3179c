import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onlyError, startApp } from './support/app.js';
import { createSeededTestDatabase, type TestDatabase } from './support/database.js';
import { auditRows, roleHeaders, type AuthHeaders } from './support/tokens.js';

let database: TestDatabase;
let app: FastifyInstance;
let as: Record<'admin' | 'editor' | 'sales' | 'viewer', AuthHeaders>;

type Redirect = { id: string; attributes: { locale: string; path: string; to: string; http_code: number; updated_at: string } };

beforeAll(async () => {
  database = await createSeededTestDatabase();
  app = await startApp(database);
  as = await roleHeaders(app);
});

afterAll(async () => {
  await app?.close();
  await database?.drop();
});

const post = (payload: Record<string, unknown>, headers: AuthHeaders = as.editor) =>
  app.inject({ method: 'POST', url: '/content/redirects', headers, payload });
const created = async (payload: Record<string, unknown>) => {
  const response = await post(payload);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: Redirect }).data;
};
const refused = async (payload: Record<string, unknown>, status: number, detail: RegExp) => {
  const response = await post(payload);
  expect(response.statusCode, response.body).toBe(status);
  expect(onlyError(response.body).detail).toMatch(detail);
};

describe('back-office redirects', () => {
  it('creates a redirect with normalised paths that the site resolves at once, audited', async () => {
    const redirect = await created({ path: 'retired-deals//', to: '/offers/?utm=x', http_code: 302 });
    expect(redirect.attributes).toMatchObject({ locale: 'he', path: '/retired-deals', to: '/offers?utm=x', http_code: 302 });
    const page = await app.inject('/content/public_api/pages/by_path/retired-deals');
    expect(page.statusCode).toBe(200);
    expect(page.json().data.page).toMatchObject({ type: 'url_redirection', to: '/offers?utm=x', http_code: 302 });
    const [audit] = await auditRows(app, 'redirect', redirect.id);
    expect(audit).toMatchObject({ action: 'create', before: null, after: { path: '/retired-deals' } });
  });

  it('refuses a redirect to itself, a chain and a loop, with clear messages', async () => {
    await refused({ path: '/self', to: '/self/' }, 400, /itself/);
    await created({ path: '/chain-a', to: '/chain-b' });
    // /chain-b → /chain-a would loop back.
    await refused({ path: '/chain-b', to: '/chain-a' }, 409, /loop/);
    // /chain-c → /chain-a → /chain-b: point at the final target.
    await refused({ path: '/chain-c', to: '/chain-a' }, 409, /final target "\/chain-b"/);
    // /chain-b → /elsewhere while /chain-a → /chain-b exists would chain them.
    await refused({ path: '/chain-b', to: '/elsewhere' }, 409, /"\/chain-a" already redirects to "\/chain-b"/);
    // Longer cycles through existing redirects: x → y, then y → z, then z → x is refused as a loop.
    await created({ path: '/cyc-y', to: '/cyc-z' });
    await refused({ path: '/cyc-z', to: '/cyc-y' }, 409, /loop/);
  });

  it('refuses a path a real page has, and a second redirect from the same path (409)', async () => {
    await refused({ path: '/', to: '/offers' }, 409, /page already exists/);
    await refused({ path: '/retired-deals', to: '/other' }, 409, /already exists/);
    // The same path in the other locale is another redirect.
    await created({ locale: 'en', path: '/retired-deals', to: '/en/offers' });
  });

  it('refuses bad bodies with a pointer', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ path: '/x', to: '/y', http_code: 307 }, '/http_code'],
      [{ path: '/x', to: 'y' }, '/to'],
      [{ path: '/x', to: '/y', link_type: 'external' }, '/to'],
      [{ path: '/x?y', to: '/y' }, '/path'],
      [{ path: '/x', to: '/y', locale: 'fr' }, '/locale'],
      [{ to: '/y' }, '/path'],
    ];
    for (const [payload, pointer] of cases) {
      const response = await post(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(onlyError(response.body).source?.['pointer'], JSON.stringify(payload)).toBe(pointer);
    }
  });

  it('lists, updates with optimistic concurrency and deletes', async () => {
    const list = await app.inject({ url: '/content/redirects?filter[q]=retired-deals&sort=-path', headers: as.editor });
    expect(list.statusCode).toBe(200);
    expect(list.json().meta.total).toBe(2);
    const redirect = await created({ path: '/to-edit', to: '/a' });
    const put = await app.inject({
      method: 'PUT',
      url: `/content/redirects/${redirect.id}`,
      headers: as.admin,
      payload: { path: '/to-edit', to: 'https://example.com/x', link_type: 'external', expected_updated_at: redirect.attributes.updated_at },
    });
    expect(put.statusCode, put.body).toBe(200);
    const stale = await app.inject({
      method: 'PUT',
      url: `/content/redirects/${redirect.id}`,
      headers: as.admin,
      payload: { path: '/to-edit', to: '/b', expected_updated_at: redirect.attributes.updated_at },
    });
    expect(stale.statusCode).toBe(409);
    expect((await app.inject({ method: 'DELETE', url: `/content/redirects/${redirect.id}`, headers: as.editor })).statusCode).toBe(200);
    expect((await app.inject('/content/public_api/pages/by_path/to-edit')).statusCode).toBe(404);
    expect((await auditRows(app, 'redirect', redirect.id)).map((row) => row.action)).toEqual(['create', 'update', 'delete']);
    // A real page is not a redirect: the redirect routes cannot touch it.
    const home = (await app.inject('/content/public_api/pages/by_path/')).json().data.page.id as number;
    expect((await app.inject({ method: 'DELETE', url: `/content/redirects/${home}`, headers: as.admin })).statusCode).toBe(404);
  });

  it('needs a token and the editor or admin role', async () => {
    expect((await app.inject('/content/redirects')).statusCode).toBe(401);
    expect((await app.inject({ url: '/content/redirects', headers: as.sales })).statusCode).toBe(403);
    expect((await post({ path: '/x', to: '/y' }, as.viewer)).statusCode).toBe(403);
  });
});
