import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageDrafts, pageVersions } from '../src/db/cms.schema.js';
import { pages } from '../src/db/schema.js';
import { onlyError, startApp } from './support/app.js';
import { createSeededTestDatabase, type TestDatabase } from './support/database.js';
import { auditRows, roleHeaders, type AuthHeaders } from './support/tokens.js';

let database: TestDatabase;
let app: FastifyInstance;
let as: Awaited<ReturnType<typeof roleHeaders>>;

type Node = {
  id: string;
  type: string;
  attributes: {
    locale: string;
    path: string;
    title: string | null;
    page_type: string;
    type: string;
    disabled: boolean;
    draft_changed: boolean;
    published_version: number | null;
    updated_at: string;
    to?: string;
    http_code?: number;
  };
};

beforeAll(async () => {
  database = await createSeededTestDatabase();
  app = await startApp(database);
  as = await roleHeaders(app);
});

afterAll(async () => {
  await app?.close();
  await database?.drop();
});

const create = (payload: Record<string, unknown>, headers: AuthHeaders = as.editor) =>
  app.inject({ method: 'POST', url: '/content/cms/pages', headers, payload });
const created = async (payload: Record<string, unknown>) => {
  const response = await create(payload);
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { data: Node }).data;
};
const patch = (id: string | number, payload: Record<string, unknown>, headers: AuthHeaders = as.editor) =>
  app.inject({ method: 'PATCH', url: `/content/cms/pages/${id}`, headers, payload });
const remove = (id: string | number, headers: AuthHeaders = as.editor) =>
  app.inject({ method: 'DELETE', url: `/content/cms/pages/${id}`, headers });
const tree = async (locale = 'he') => {
  const response = await app.inject({ url: `/content/cms/tree?locale=${locale}`, headers: as.editor });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: Node[] }).data;
};
const nodeAt = async (path: string) => (await tree()).find((node) => node.attributes.path === path);
const byPath = (path: string) => app.inject(`/content/public_api/pages/by_path${path}`);
const refusal = (response: { statusCode: number; body: string }, status: number) => {
  expect(response.statusCode, response.body).toBe(status);
  return onlyError(response.body);
};

describe('the page tree (ADR 027 §4)', () => {
  let folder: Node;
  let page: Node;

  it('creates a folder and a page under it, disabled, each with an empty draft, audited', async () => {
    folder = await created({ parent_path: '/', slug: 'tree-offers', title: 'מבצעים', page_type: 'folder' });
    expect(folder).toMatchObject({ type: 'cms_pages', attributes: { locale: 'he', path: '/tree-offers', page_type: 'folder', type: 'page', disabled: true, draft_changed: true, published_version: null } });
    page = await created({ parent_path: '/tree-offers/', slug: 'קיץ-2026', title: 'Summer', page_type: 'page' });
    expect(page.attributes).toMatchObject({ path: '/tree-offers/קיץ-2026', page_type: 'page', disabled: true, title: 'Summer' });

    const [draft] = await app.db.select().from(pageDrafts).where(eq(pageDrafts.pageId, Number(page.id)));
    expect(draft).toMatchObject({
      revision: 1,
      content: { title: 'Summer', meta_title: null, meta_description: null, canonical_url: null, external_meta_image: null, image_id: null, disable_seo_tracking: false, blocks: [] },
    });
    // Not public until its first publish.
    expect((await byPath(`/tree-offers/${encodeURIComponent('קיץ-2026')}`)).statusCode).toBe(404);
    const [audit] = await auditRows(app, 'page', page.id);
    expect(audit).toMatchObject({ action: 'create', before: null, after: { path: '/tree-offers/קיץ-2026', disabled: true } });
  });

  it('lists every page, folder and link page of the locale by path, with draft and version state', async () => {
    const nodes = await tree();
    expect(nodes.every((node) => node.attributes.locale === 'he')).toBe(true);
    const paths = nodes.map((node) => node.attributes.path);
    expect(paths).toEqual([...paths].sort((a, b) => (Buffer.from(a) < Buffer.from(b) ? -1 : 1)));
    expect(paths.indexOf('/tree-offers')).toBeLessThan(paths.indexOf('/tree-offers/קיץ-2026'));
    const home = nodes.find((node) => node.attributes.path === '/');
    expect(home?.attributes).toMatchObject({ disabled: false, draft_changed: false, published_version: null });
    expect(home?.attributes.to).toBeUndefined();
    const link = nodes.find((node) => node.attributes.type === 'url_redirection');
    expect(link?.attributes.to).toMatch(/./);
    expect((await tree('en')).every((node) => node.attributes.locale === 'en')).toBe(true);

    // A version with the draft's content: published, nothing changed since.
    const [draft] = await app.db.select().from(pageDrafts).where(eq(pageDrafts.pageId, Number(page.id)));
    await app.db.insert(pageVersions).values({ pageId: Number(page.id), version: 1, content: draft!.content });
    expect((await nodeAt(page.attributes.path))?.attributes).toMatchObject({ draft_changed: false, published_version: 1 });
  });

  it('renames a page, and its draft with it (a new revision)', async () => {
    const response = await patch(page.id, { title: 'קיץ', expected_updated_at: page.attributes.updated_at });
    expect(response.statusCode, response.body).toBe(200);
    page = (response.json() as { data: Node }).data;
    expect(page.attributes).toMatchObject({ title: 'קיץ', path: '/tree-offers/קיץ-2026', draft_changed: true, published_version: 1 });
    const [draft] = await app.db.select().from(pageDrafts).where(eq(pageDrafts.pageId, Number(page.id)));
    expect(draft).toMatchObject({ revision: 2, content: { title: 'קיץ', blocks: [] } });
  });

  it('moves a folder with its published page: the old path redirects 301, an older redirect is re-pointed', async () => {
    await app.db.update(pages).set({ disabled: false }).where(eq(pages.id, Number(page.id)));
    const earlier = await app.inject({
      method: 'POST',
      url: '/content/redirects',
      headers: as.editor,
      payload: { path: '/tree-old-summer', to: `/tree-offers/${'קיץ-2026'}/?utm=x` },
    });
    expect(earlier.statusCode, earlier.body).toBe(200);

    const stale = folder.attributes.updated_at;
    const response = await patch(folder.id, { path: '/tree-deals/', expected_updated_at: folder.attributes.updated_at });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as { data: Node; meta: { moved: unknown[]; redirects_created: string[]; redirects_repointed: string[] } };
    folder = body.data;
    expect(folder.attributes.path).toBe('/tree-deals');
    expect(body.meta).toEqual({
      moved: [
        { from: '/tree-offers', to: '/tree-deals' },
        { from: '/tree-offers/קיץ-2026', to: '/tree-deals/קיץ-2026' },
      ],
      redirects_created: ['/tree-offers/קיץ-2026'],
      redirects_repointed: ['/tree-old-summer'],
    });

    const left = await byPath(`/tree-offers/${encodeURIComponent('קיץ-2026')}`);
    expect(left.statusCode, left.body).toBe(200);
    expect(left.json().data.page).toMatchObject({ type: 'url_redirection', to: '/tree-deals/קיץ-2026', http_code: 301 });
    const older = await byPath('/tree-old-summer');
    expect(older.json().data.page).toMatchObject({ type: 'url_redirection', to: '/tree-deals/קיץ-2026?utm=x' });
    const moved = await byPath(`/tree-deals/${encodeURIComponent('קיץ-2026')}`);
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data.page).toMatchObject({ id: Number(page.id), type: 'page' });
    // The disabled folder left nothing behind.
    expect((await byPath('/tree-offers')).statusCode).toBe(404);
    expect(await nodeAt('/tree-offers')).toBeUndefined();

    // Stale: the folder changed since that updated_at was read.
    const again = await patch(folder.id, { path: '/tree-other', expected_updated_at: stale });
    expect(refusal(again, 409).source?.['pointer']).toBe('/expected_updated_at');
    const audits = await auditRows(app, 'page', page.id);
    expect(audits.map((row) => row.action)).toEqual(['create', 'update', 'update']);
    expect(audits[2]).toMatchObject({ before: { path: '/tree-offers/קיץ-2026' }, after: { path: '/tree-deals/קיץ-2026' } });
  });

  it('refuses taken paths, moves into itself or under nothing, and the home page', async () => {
    const current = (await nodeAt('/tree-deals/קיץ-2026'))!;
    const takenSlug = await create({ parent_path: '/tree-deals', slug: 'קיץ-2026', title: 'Again', page_type: 'page' });
    expect(refusal(takenSlug, 409).source?.['pointer']).toBe('/slug');
    // The 301 left behind holds the old path now.
    const onRedirect = await patch(current.id, { path: '/tree-offers/קיץ-2026', expected_updated_at: current.attributes.updated_at });
    expect(refusal(onRedirect, 400).detail).toMatch(/no page or folder at "\/tree-offers"/i);
    const onPage = await patch(current.id, { path: '/tree-old-summer', expected_updated_at: current.attributes.updated_at });
    expect(refusal(onPage, 409).detail).toMatch(/already taken/);
    const intoItself = await patch(folder.id, { path: '/tree-deals/inner', expected_updated_at: folder.attributes.updated_at });
    expect(refusal(intoItself, 400).detail).toMatch(/inside itself/);
    const noParent = await create({ parent_path: '/no-such-folder', slug: 'x', title: 'X', page_type: 'page' });
    expect(refusal(noParent, 400).source?.['pointer']).toBe('/parent_path');

    const home = (await nodeAt('/'))!;
    expect(refusal(await patch(home.id, { path: '/home', expected_updated_at: home.attributes.updated_at }), 409).detail).toMatch(/home page/);
    expect(refusal(await remove(home.id), 409).detail).toMatch(/home page/);
    expect((await byPath('/')).statusCode).toBe(200);
  });

  it('creates link pages by the redirect rules: live at once, no chains', async () => {
    const link = await created({ parent_path: '/tree-deals', slug: 'go', title: 'Go', page_type: 'page', type: 'url_redirection', to: '/tree-deals/קיץ-2026', http_code: 302 });
    expect(link.attributes).toMatchObject({ type: 'url_redirection', disabled: false, to: '/tree-deals/קיץ-2026', http_code: 302, link_type: 'internal', link_new_window: false });
    expect((await byPath('/tree-deals/go')).json().data.page).toMatchObject({ type: 'url_redirection', http_code: 302 });
    const chain = await create({ parent_path: '/', slug: 'tree-go', title: 'Chain', page_type: 'page', type: 'url_redirection', to: '/tree-deals/go' });
    expect(refusal(chain, 409).detail).toMatch(/final target/);
    const self = await create({ parent_path: '/', slug: 'tree-self', title: 'Self', page_type: 'page', type: 'url_redirection', to: '/tree-self' });
    expect(refusal(self, 400).detail).toMatch(/itself/);
    const noTarget = await create({ parent_path: '/', slug: 'tree-x', title: 'X', page_type: 'page', type: 'url_redirection' });
    expect(refusal(noTarget, 400).source?.['pointer']).toBe('/to');
    const notLink = await create({ parent_path: '/', slug: 'tree-y', title: 'Y', page_type: 'page', to: '/x' });
    expect(refusal(notLink, 400).source?.['pointer']).toBe('/to');
    expect((await remove(link.id)).statusCode).toBe(200);
  });

  it('refuses deleting a folder with children, then deletes page and folder with their drafts, audited', async () => {
    const withChildren = await remove(folder.id);
    expect(refusal(withChildren, 409).detail).toMatch(/still has pages under it/);
    const deleted = await remove(page.id);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((deleted.json() as { data: Node }).data.attributes.path).toBe('/tree-deals/קיץ-2026');
    expect(await app.db.select().from(pageDrafts).where(eq(pageDrafts.pageId, Number(page.id)))).toEqual([]);
    expect(await app.db.select().from(pageVersions).where(eq(pageVersions.pageId, Number(page.id)))).toEqual([]);
    expect((await remove(folder.id)).statusCode).toBe(200);
    expect((await auditRows(app, 'page', folder.id)).map((row) => row.action)).toEqual(['create', 'update', 'delete']);
    expect(refusal(await remove(folder.id), 404).source?.['parameter']).toBe('id');
    expect(refusal(await patch(folder.id, { title: 'x', expected_updated_at: folder.attributes.updated_at }), 404).source?.['parameter']).toBe('id');
  });

  it('refuses bad input with 400', async () => {
    const bodies: Array<[Record<string, unknown>, string]> = [
      [{ parent_path: '/', slug: 'Bad Slug', title: 'X', page_type: 'page' }, '/slug'],
      [{ parent_path: '/', slug: 'UPPER', title: 'X', page_type: 'page' }, '/slug'],
      [{ parent_path: '/', slug: 'a/b', title: 'X', page_type: 'page' }, '/slug'],
      [{ parent_path: '/', slug: 'ok', title: 'X', page_type: 'page', extra: 1 }, '/extra'],
      [{ parent_path: '/', slug: 'ok', title: '', page_type: 'page' }, '/title'],
      [{ parent_path: '/', slug: 'ok', title: 'X', page_type: 'section' }, '/page_type'],
      [{ parent_path: '/a?b', slug: 'ok', title: 'X', page_type: 'page' }, '/parent_path'],
      [{ parent_path: '/', slug: 'ok', title: 'X', page_type: 'folder', type: 'url_redirection', to: '/x' }, '/page_type'],
      [{ parent_path: '/', slug: 'ok', title: 'X', page_type: 'page', locale: 'fr' }, '/locale'],
    ];
    for (const [payload, pointer] of bodies) {
      const response = await create(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(onlyError(response.body).source?.['pointer'], JSON.stringify(payload)).toBe(pointer);
    }
    const home = (await nodeAt('/'))!;
    expect((await patch('Infinity', { title: 'x', expected_updated_at: home.attributes.updated_at })).statusCode).toBe(400);
    expect((await remove('Infinity')).statusCode).toBe(400);
    expect((await patch(home.id, { title: 'x' })).statusCode).toBe(400);
    expect((await patch(home.id, { expected_updated_at: home.attributes.updated_at })).statusCode).toBe(400);
    const unknown = await patch(home.id, { title: 'x', expected_updated_at: home.attributes.updated_at, disabled: false });
    expect(refusal(unknown, 400).source?.['pointer']).toBe('/disabled');
    expect((await nodeAt('/'))?.attributes.title).toBe(home.attributes.title);
    // Anonymous callers learn nothing about the body: 401 first.
    expect((await app.inject({ method: 'PATCH', url: `/content/cms/pages/${home.id}`, payload: { title: 'x', expected_updated_at: home.attributes.updated_at, zzz: 1 } })).statusCode).toBe(401);
    expect((await app.inject({ url: '/content/cms/tree?locale=fr', headers: as.editor })).statusCode).toBe(400);
  });

  it('needs a token and the admin or editor role', async () => {
    expect((await app.inject('/content/cms/tree')).statusCode).toBe(401);
    expect((await create({ parent_path: '/', slug: 'anon', title: 'X', page_type: 'page' }, {} as AuthHeaders)).statusCode).toBe(401);
    for (const role of ['sales', 'viewer', 'developer'] as const) {
      expect((await app.inject({ url: '/content/cms/tree', headers: as[role] })).statusCode, role).toBe(403);
      expect((await create({ parent_path: '/', slug: 'nope', title: 'X', page_type: 'page' }, as[role])).statusCode, role).toBe(403);
      expect((await remove(1, as[role])).statusCode, role).toBe(403);
      expect((await patch(1, { title: 'x', expected_updated_at: new Date().toISOString() }, as[role])).statusCode, role).toBe(403);
    }
    expect((await app.inject({ url: '/content/cms/tree', headers: as.admin })).statusCode).toBe(200);
  });
});
