import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blocks, metaheads, pages } from '../src/db/schema.js';
import { createPagesRepository } from '../src/services/content/pages.repository.js';
import { signPreviewToken } from '../src/services/content/preview-token.js';
import { onlyError, startApp } from './support/app.js';
import { roleHeaders } from './support/tokens.js';
import { createTestDatabase, type TestDatabase } from './support/database.js';

const SECRET = 'pages-test-preview-secret-0123456789';
const BY_PATH = '/content/public_api/pages/by_path';

let database: TestDatabase;
let app: FastifyInstance;
const ids: Record<string, number> = {};

beforeAll(async () => {
  database = await createTestDatabase();
  app = await startApp(database, { env: { PREVIEW_TOKEN_SECRET: SECRET } });
  const repo = createPagesRepository(app.db);
  ids['home'] = await repo.create({ path: '/', title: 'בית' });
  ids['draft'] = await repo.create({
    path: '/draft',
    title: 'טיוטה',
    disabled: true,
    blocks: [{ template: 'quote' }],
    metaheads: [{ language: 'javascript', content: 'draft()', sequence: 3 }],
  });
  ids['other'] = await repo.create({ path: '/other-draft', title: 'טיוטה אחרת', disabled: true });
  ids['old'] = await repo.create({ path: '/old-offers', type: 'url_redirection', redirectPath: '/offers-and-finance' });
  ids['temp'] = await repo.create({
    path: '/summer',
    type: 'url_redirection',
    redirectPath: 'https://www.example.co.il/summer',
    linkType: 'external',
    httpCode: 302,
    linkNewWindow: true,
  });
  ids['positions'] = await repo.create({
    path: '/positions',
    blocks: [
      { template: 'quote', fields: { quote: 'everywhere' } },
      { template: 'quote', fields: { quote: 'desktop' }, activePositions: ['desktop'] },
      { template: 'quote', fields: { quote: 'mobile' }, activePositions: ['mobile'] },
      { template: 'quote', fields: { quote: 'nowhere' }, activePositions: [] },
    ],
  });
  await app.db.insert(metaheads).values([
    { pageId: null, content: 'a{}', language: 'css', sequence: 2, inBody: false, reloadOnEachPage: false },
    { pageId: null, content: '<b>', language: 'html', sequence: null, inBody: true, reloadOnEachPage: true },
    { pageId: ids['home'], content: 'https://cdn.example.com/x.js', language: 'js-src', sequence: 1, inBody: true, reloadOnEachPage: true, consentScope: 'statistic' },
    { pageId: ids['positions'], content: 'p{}', language: 'scss', sequence: 0, inBody: false, reloadOnEachPage: false },
  ]);
});

afterAll(async () => {
  await app?.close();
  await database?.drop();
});

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('url_redirection pages (B§3.5, B§9)', () => {
  it('returns where the redirection leads, with the default 301, so the site can redirect', async () => {
    const response = await app.inject(`${BY_PATH}/old-offers`);
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.page).toMatchObject({
      type: 'url_redirection',
      to: '/offers-and-finance',
      http_code: 301,
      redirect_path: '/offers-and-finance',
      link_type: 'internal',
      link_new_window: false,
    });
    expect(data.blocks).toEqual([]);
    expect(data.metaheads).toEqual([]);
  });

  it('carries the chosen code, link type and new-window flag', async () => {
    const { data } = (await app.inject(`${BY_PATH}/summer`)).json();
    expect(data.page).toMatchObject({ to: 'https://www.example.co.il/summer', http_code: 302, link_type: 'external', link_new_window: true });
  });

  it('gives ordinary pages null redirect fields', async () => {
    const { data } = (await app.inject(`${BY_PATH}/`)).json();
    expect(data.page).toMatchObject({ type: 'page', to: null, http_code: null, redirect_path: null, link_type: null, link_new_window: null });
  });

  it('keeps redirections out of the sitemap', async () => {
    const { data } = (await app.inject('/content/public_api/sitemap')).json();
    expect(data.map((entry: { path: string }) => entry.path)).toEqual(['/', '/positions']);
  });
});

describe('disabled-page preview with a Bearer token (B§6)', () => {
  it('answers 404 for a disabled page without a token, or with a token that is not a valid preview token', async () => {
    for (const headers of [{}, bearer('not-a-token'), bearer(signPreviewToken('some-other-secret-of-enough-length'))]) {
      const response = await app.inject({ url: `${BY_PATH}/draft`, headers });
      expect(response.statusCode).toBe(404);
      expect(onlyError(response.body).detail).toBe('No published page at path "/draft" for locale "he".');
    }
  });

  it('serves the disabled page, uncached, to a valid preview token', async () => {
    const response = await app.inject({ url: `${BY_PATH}/draft`, headers: bearer(signPreviewToken(SECRET)) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const { data } = response.json();
    expect(data.page).toMatchObject({ path: '/draft', disabled: true });
    expect(data.blocks).toHaveLength(1);
    expect(data.metaheads.map((head: { content: string }) => head.content)).toEqual(['a{}', 'draft()', '<b>']);
  });

  it('refuses an expired token and a token for another page', async () => {
    const expired = signPreviewToken(SECRET, { ttlSeconds: 60, now: new Date(Date.now() - 120_000) });
    expect((await app.inject({ url: `${BY_PATH}/draft`, headers: bearer(expired) })).statusCode).toBe(404);
    const forOther = signPreviewToken(SECRET, { pageId: ids['other']! });
    expect((await app.inject({ url: `${BY_PATH}/draft`, headers: bearer(forOther) })).statusCode).toBe(404);
    expect((await app.inject({ url: `${BY_PATH}/other-draft`, headers: bearer(forOther) })).statusCode).toBe(200);
  });

  it("opens disabled pages to a signed-in editor's access token (B§6), not to a visitor's or a viewer's", async () => {
    const env = { PREVIEW_TOKEN_SECRET: SECRET };
    const as = await roleHeaders(app, env);
    for (const headers of [as.editor, as.admin]) {
      const response = await app.inject({ url: `${BY_PATH}/draft`, headers });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('private, no-store');
      expect(response.json().data.page).toMatchObject({ path: '/draft', disabled: true });
    }
    for (const headers of [as.viewer, as.sales]) {
      expect((await app.inject({ url: `${BY_PATH}/draft`, headers })).statusCode).toBe(404);
    }
  });

  it('ignores a token on published pages, which stay cacheable', async () => {
    const response = await app.inject({ url: `${BY_PATH}/`, headers: bearer('someone-elses-login-token') });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBeUndefined();
    expect(response.json().data.page.disabled).toBe(false);
  });
});

describe('blocks with active_positions', () => {
  const quotes = async (query = '') => {
    const { data } = (await app.inject(`${BY_PATH}/positions${query}`)).json();
    return data.blocks.map((block: { fields: { quote: string }; active_positions: string[] }) => [block.fields.quote, block.active_positions]);
  };

  it('never serves a block that is active at no position', async () => {
    expect(await quotes()).toEqual([
      ['everywhere', ['desktop', 'mobile']],
      ['desktop', ['desktop']],
      ['mobile', ['mobile']],
    ]);
  });

  it('serves only the blocks active at the position asked for', async () => {
    expect((await quotes('?position=mobile')).map(([quote]: [string]) => quote)).toEqual(['everywhere', 'mobile']);
    expect((await quotes('?position=desktop')).map(([quote]: [string]) => quote)).toEqual(['everywhere', 'desktop']);
    const response = await app.inject(`${BY_PATH}/positions?position=tablet`);
    expect(response.statusCode).toBe(400);
    expect(onlyError(response.body).source).toEqual({ parameter: 'position' });
  });

  it('is enforced by the database too', async () => {
    await expect(
      app.db.insert(blocks).values({ pageId: ids['positions']!, template: 'quote', sequence: 99, activePositions: ['tablet' as 'mobile'] }),
    ).rejects.toThrow();
  });
});

describe('GET /content/metaheads?q[page_id_equal_or_null]=', () => {
  const list = async (query: string, headers: Record<string, string> = {}) => {
    const response = await app.inject({ url: `/content/metaheads${query}`, headers });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as Array<{ id: string; type: string; attributes: Record<string, unknown> }>;
  };

  it('lists the global metaheads plus the page’s own, by sequence with unsequenced last', async () => {
    const data = await list(`?q[page_id_equal_or_null]=${ids['home']}`);
    expect(data.map((head) => [head.attributes['sequence'], head.attributes['page_id']])).toEqual([
      [1, ids['home']],
      [2, null],
      [null, null],
    ]);
    expect(data[0]).toEqual({
      id: expect.any(String),
      type: 'metaheads',
      attributes: {
        page_id: ids['home'],
        content: 'https://cdn.example.com/x.js',
        language: 'js-src',
        sequence: 1,
        in_body: true,
        reload_on_each_page: true,
        consent_scope: 'statistic',
      },
    });
    expect(data.map((head) => head.attributes['consent_scope'])).toEqual(['statistic', 'unclassified', 'unclassified']);
  });

  it('accepts the brackets percent-encoded, as some clients send them', async () => {
    const data = await list(`?q%5Bpage_id_equal_or_null%5D=${ids['positions']}`);
    expect(data.map((head) => head.attributes['content'])).toEqual(['p{}', 'a{}', '<b>']);
  });

  it('lists only the global ones without a page, for an unknown page, or for a disabled page without a token', async () => {
    for (const query of ['', '?q[page_id_equal_or_null]=999999', `?q[page_id_equal_or_null]=${ids['draft']}`]) {
      expect((await list(query)).map((head) => head.attributes['page_id']), query).toEqual([null, null]);
    }
    const preview = await list(`?q[page_id_equal_or_null]=${ids['draft']}`, bearer(signPreviewToken(SECRET)));
    expect(preview.map((head) => head.attributes['content'])).toEqual(['a{}', 'draft()', '<b>']);
  });

  it('rejects a page id that is not a positive whole number', async () => {
    const response = await app.inject('/content/metaheads?q[page_id_equal_or_null]=abc');
    expect(response.statusCode).toBe(400);
    expect(onlyError(response.body).source).toEqual({ parameter: 'q[page_id_equal_or_null]' });
  });
});

it('keeps disabled pages disabled in the database after a preview', async () => {
  const [draft] = await app.db.select().from(pages).where(eq(pages.id, ids['draft']!));
  expect(draft!.disabled).toBe(true);
});
