import { exampleInstance, findTemplate } from '@lux/block-catalogue';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blocks, images, pages } from '../src/db/schema.js';
import { onlyError, startApp } from './support/app.js';
import { createSeededTestDatabase, type TestDatabase } from './support/database.js';
import { auditRows, roleHeaders, type AuthHeaders } from './support/tokens.js';

let database: TestDatabase;
let app: FastifyInstance;
let as: Record<'admin' | 'editor' | 'sales' | 'viewer', AuthHeaders>;

beforeAll(async () => {
  database = await createSeededTestDatabase();
  app = await startApp(database, { env: { CMS_SCHEDULE_INTERVAL_MS: '100' } });
  as = await roleHeaders(app);
});

afterAll(async () => {
  await app?.close();
  await database?.drop();
});

type Draft = { page_id: number; revision: number; content: { title: string | null; blocks: Array<{ template: string; fields: Record<string, unknown>; groups: unknown[]; active_positions: string[] }> }; updated_by_email: string | null; problems: Array<{ pointer: string; message: string }> };

const quote = () => ({ ...exampleInstance(findTemplate('quote')!, 'en'), template: 'quote', active_positions: ['desktop', 'mobile'] as string[] });
const withQuote = (text: string) => {
  const block = quote();
  return { ...block, fields: { ...block.fields, quote: text } };
};

async function newPage(path: string) {
  const [page] = await app.db.insert(pages).values({ locale: 'he', path, title: 'Draft test' }).returning();
  const { fields, groups } = withQuote('First words here');
  await app.db.insert(blocks).values({ pageId: page!.id, template: 'quote', sequence: 0, fields: fields as never, groups: groups as never });
  return page!.id;
}

const readDraft = async (id: number, headers: AuthHeaders = as.editor) => {
  const response = await app.inject({ method: 'GET', url: `/content/cms/pages/${id}/draft`, headers });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: Draft }).data;
};
const save = (id: number, payload: unknown, headers: AuthHeaders = as.editor) =>
  app.inject({ method: 'PUT', url: `/content/cms/pages/${id}/draft`, headers, payload: payload as Record<string, unknown> });

describe('page drafts', () => {
  it("creates a seeded page's draft from its live blocks, audited", async () => {
    const [offers] = await app.db.select().from(pages).where(and(eq(pages.locale, 'he'), eq(pages.path, '/offers')));
    const live = await app.db.select().from(blocks).where(eq(blocks.pageId, offers!.id)).orderBy(asc(blocks.sequence));
    const draft = await readDraft(offers!.id);
    expect(draft.revision).toBe(1);
    expect(draft.content.title).toBe(offers!.title);
    expect(draft.content.blocks.map((block) => block.template)).toEqual(live.map((row) => row.template));
    expect(draft.content.blocks[0]!.fields).toEqual(live[0]!.fields);
    expect(draft.updated_by_email).toBe('editor@test.example');
    // Reading again does not create it again.
    expect((await readDraft(offers!.id)).revision).toBe(1);
    expect((await auditRows(app, 'page', offers!.id)).filter((row) => row.action === 'draft_create')).toHaveLength(1);
  });

  it('saves with the revision it was made from and answers revision + 1', async () => {
    const id = await newPage('/a2-drafts/save');
    const draft = await readDraft(id);
    const content = { ...draft.content, title: 'Renamed', blocks: [withQuote('New words here')] };
    const response = await save(id, { revision: draft.revision, content });
    expect(response.statusCode, response.body).toBe(200);
    const saved = (response.json() as { data: Draft }).data;
    expect(saved).toMatchObject({ page_id: id, revision: 2, problems: [], updated_by_email: 'editor@test.example' });
    expect((await readDraft(id)).content).toMatchObject({ title: 'Renamed', blocks: [{ fields: { quote: 'New words here' } }] });
    // The live page is untouched until publishing.
    const live = await app.db.select().from(blocks).where(eq(blocks.pageId, id));
    expect(live[0]!.fields).toMatchObject({ quote: 'First words here' });
    const [audit] = (await auditRows(app, 'page', id)).filter((row) => row.action === 'draft_save');
    expect(audit).toMatchObject({ actorEmail: 'editor@test.example', before: { revision: 1 }, after: { revision: 2 } });
  });

  it('refuses the second of two saves from the same revision (409 naming who saved) and keeps the first', async () => {
    const id = await newPage('/a2-drafts/conflict');
    const draft = await readDraft(id);
    const first = await save(id, { revision: 1, content: { ...draft.content, title: 'Admin wins' } }, as.admin);
    expect(first.statusCode, first.body).toBe(200);
    const second = await save(id, { revision: 1, content: { ...draft.content, title: 'Editor loses' } });
    expect(second.statusCode, second.body).toBe(409);
    const error = onlyError(second.body);
    expect(error.source).toEqual({ pointer: '/revision' });
    expect(error.detail).toMatch(/admin@test\.example/);
    expect(error.detail).toMatch(/\d{4}-\d{2}-\d{2}T/);
    const stored = await readDraft(id);
    expect(stored).toMatchObject({ revision: 2, content: { title: 'Admin wins' }, updated_by_email: 'admin@test.example' });
  });

  it('saves a draft with a bad block, answering its problems with pointers', async () => {
    const id = await newPage('/a2-drafts/problems');
    const draft = await readDraft(id);
    const bad = { ...withQuote('ok'), fields: { ...withQuote('ok').fields, quote: 42, nonsense: 'x' } };
    const response = await save(id, { revision: 1, content: { ...draft.content, blocks: [withQuote('fine'), bad] } });
    expect(response.statusCode, response.body).toBe(200);
    const { problems } = (response.json() as { data: Draft }).data;
    expect(problems.map((problem) => problem.pointer).sort()).toEqual(['/blocks/1/fields/nonsense', '/blocks/1/fields/quote']);
    expect(problems.find((problem) => problem.pointer === '/blocks/1/fields/quote')!.message).toMatch(/string/);
    expect((await readDraft(id)).problems).toEqual(problems);
  });

  it('reports an image without alt text in Hebrew and English', async () => {
    const [image] = await app.db
      .insert(images)
      .values({ filename: 'a2-no-alt.png', altHe: 'תמונה', altEn: '', width: 1, height: 1, mime: 'image/png', sha256: 'a2', bytes: Buffer.from([1]) })
      .returning();
    const id = await newPage('/a2-drafts/alt');
    const draft = await readDraft(id);
    const signPost = exampleInstance(findTemplate('sign-post')!, 'en');
    const block = { template: 'sign-post', fields: { ...signPost.fields, image: { id: image!.id, ratio: '16-9' } }, groups: signPost.groups, active_positions: ['desktop'] };
    const response = await save(id, { revision: 1, content: { ...draft.content, blocks: [block] } });
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json() as { data: Draft }).data.problems).toEqual([
      { pointer: '/blocks/0/fields/image', message: `Image ${image!.id} needs alt text in Hebrew and English before it can be published` },
    ]);
  });

  it('refuses an unknown template with 422 and a pointer, and bodies over 2 MB with 413', async () => {
    const id = await newPage('/a2-drafts/shape');
    const draft = await readDraft(id);
    const unknown = await save(id, { revision: 1, content: { ...draft.content, blocks: [withQuote('a'), { ...withQuote('b'), template: 'no-such-block' }] } });
    expect(unknown.statusCode, unknown.body).toBe(422);
    expect(onlyError(unknown.body).source).toEqual({ pointer: '/content/blocks/1/template' });
    const huge = { ...withQuote('x'), fields: { ...withQuote('x').fields, quote: 'x'.repeat(2_200_000) } };
    const tooBig = await save(id, { revision: 1, content: { ...draft.content, blocks: [huge] } });
    expect(tooBig.statusCode).toBe(413);
    const nul = await save(id, { revision: 1, content: { ...draft.content, blocks: [{ ...withQuote('x'), fields: { quote: 'a\u0000b' } }] } });
    expect(nul.statusCode, nul.body).toBe(400);
    expect(onlyError(nul.body).source).toEqual({ pointer: '/content/blocks/0/fields/quote' });
    const surrogate = await save(id, { revision: 1, content: { ...draft.content, blocks: [{ ...withQuote('x'), groups: [{ ['k\ud800']: 1 }] }] } });
    expect(surrogate.statusCode, surrogate.body).toBe(400);
    expect(onlyError(surrogate.body).source!['pointer']).toMatch(/^\/content\/blocks\/0\/groups\/0\//);
    expect((await readDraft(id)).revision).toBe(1);
  });

  it('has no draft for folders (404) or redirects (409)', async () => {
    const [folder] = await app.db.insert(pages).values({ locale: 'he', path: '/a2-folder', pageType: 'folder' }).returning();
    const [redirect] = await app.db.insert(pages).values({ locale: 'he', path: '/a2-redirect', type: 'url_redirection', redirectPath: '/offers' }).returning();
    const folderDraft = await app.inject({ method: 'GET', url: `/content/cms/pages/${folder!.id}/draft`, headers: as.editor });
    expect(folderDraft.statusCode).toBe(404);
    expect(onlyError(folderDraft.body).detail).toMatch(/folder/);
    const redirectDraft = await app.inject({ method: 'GET', url: `/content/cms/pages/${redirect!.id}/draft`, headers: as.editor });
    expect(redirectDraft.statusCode).toBe(409);
    expect(onlyError(redirectDraft.body).detail).toMatch(/redirect/);
    expect((await app.inject({ method: 'GET', url: '/content/cms/pages/2000000000/draft', headers: as.editor })).statusCode).toBe(404);
  });

  it('is for admins and editors only', async () => {
    const id = await newPage('/a2-drafts/roles');
    const { content } = await readDraft(id, as.admin);
    for (const headers of [as.sales, as.viewer]) {
      expect((await app.inject({ method: 'GET', url: `/content/cms/pages/${id}/draft`, headers })).statusCode).toBe(403);
      expect((await save(id, { revision: 1, content }, headers)).statusCode).toBe(403);
      expect((await save(id, { revision: 1, content, unknown: 1 }, headers)).statusCode).toBe(403);
    }
    expect((await app.inject({ method: 'GET', url: `/content/cms/pages/${id}/draft` })).statusCode).toBe(401);
    expect((await readDraft(id)).revision).toBe(1);
  });

  it('refuses bad input with 400', async () => {
    const id = await newPage('/a2-drafts/bad');
    const draft = await readDraft(id);
    expect((await app.inject({ method: 'GET', url: '/content/cms/pages/Infinity/draft', headers: as.editor })).statusCode).toBe(400);
    const cases: Array<[unknown, string]> = [
      [{ revision: 1, content: draft.content, extra: true }, '/extra'],
      [{ revision: 1, content: { ...draft.content, colour: 'red' } }, '/content/colour'],
      [{ revision: 1, content: { ...draft.content, blocks: [{ ...withQuote('x'), id: 7 }] } }, '/content/blocks/0/id'],
      [{ revision: 1, content: { ...draft.content, title: 'x'.repeat(501) } }, '/content/title'],
      [{ revision: 0, content: draft.content }, '/revision'],
      [{ revision: 1, content: { ...draft.content, blocks: [{ ...withQuote('x'), active_positions: ['tv'] }] } }, '/content/blocks/0/active_positions/0'],
      [{ revision: 1, content: { ...draft.content, blocks: Array.from({ length: 201 }, () => withQuote('x')) } }, '/content/blocks'],
    ];
    for (const [payload, pointer] of cases) {
      const response = await save(id, payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 200)).toBe(400);
      expect(JSON.parse(response.body).errors[0].source.pointer).toBe(pointer);
    }
    expect((await readDraft(id)).revision).toBe(1);
  });
});
