import { exampleInstance, findTemplate } from '@lux/block-catalogue';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageSchedules, pageVersions } from '../src/db/cms.schema.js';
import { blocks, images, pages } from '../src/db/schema.js';
import { runDueSchedules } from '../src/services/content/cms/schedules.js';
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

type Block = { template: string; fields: Record<string, unknown>; groups: unknown[]; active_positions: string[] };
type Content = { title: string | null; blocks: Block[] } & Record<string, unknown>;
type Draft = { revision: number; content: Content; problems: Array<{ pointer: string; message: string }> };
type FieldChange = { pointer: string; before: unknown; after: unknown; parts?: Array<{ value: string; added?: boolean; removed?: boolean }> };
type Change = { kind: string; template?: string; from_index?: number; to_index?: number; moved?: boolean; field?: FieldChange; fields?: FieldChange[] };

const quoteExample = exampleInstance(findTemplate('quote')!, 'en');
const quote = (text: string): Block => ({ template: 'quote', fields: { ...quoteExample.fields, quote: text }, groups: [], active_positions: ['desktop', 'mobile'] });

let pathCounter = 0;
async function newPage(texts: string[]) {
  const path = `/a2-publish/page-${(pathCounter += 1)}`;
  const [page] = await app.db.insert(pages).values({ locale: 'he', path, title: 'Publish test' }).returning();
  await app.db.insert(blocks).values(texts.map((text, sequence) => ({ pageId: page!.id, template: 'quote', sequence, fields: quote(text).fields as never })));
  return { id: page!.id, path };
}

const url = (id: number, rest: string) => `/content/cms/pages/${id}/${rest}`;
const draftOf = async (id: number) => {
  const response = await app.inject({ method: 'GET', url: url(id, 'draft'), headers: as.editor });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: Draft }).data;
};
const save = async (id: number, change: (content: Content) => Content) => {
  const draft = await draftOf(id);
  const response = await app.inject({ method: 'PUT', url: url(id, 'draft'), headers: as.editor, payload: { revision: draft.revision, content: change(draft.content) } });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: Draft }).data;
};
const publish = (id: number, revision: number, headers: AuthHeaders = as.editor) =>
  app.inject({ method: 'POST', url: url(id, 'publish'), headers, payload: { revision } });
const published = async (id: number, revision: number) => {
  const response = await publish(id, revision);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: { page_id: number; version: number; published_at: string } }).data;
};
const publicQuotes = async (path: string) => {
  const response = await app.inject(`/content/public_api/pages/by_path${path}`);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: { blocks: Block[] } }).data.blocks.map((block) => block.fields['quote']);
};
const schedule = (id: number, payload: Record<string, unknown>, headers: AuthHeaders = as.editor) =>
  app.inject({ method: 'POST', url: url(id, 'schedules'), headers, payload });
const until = async (check: () => Promise<boolean>, ms = 4000) => {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return check();
};

describe('publishing', () => {
  it('publishes the draft: the public page shows the new blocks at once, as version 1, audited', async () => {
    const page = await newPage(['Alpha words', 'Beta words']);
    const saved = await save(page.id, (content) => ({ ...content, title: 'New title', blocks: [quote('Alpha new words'), quote('Beta words')] }));
    expect(await publicQuotes(page.path)).toEqual(['Alpha words', 'Beta words']);
    const stale = await publish(page.id, saved.revision - 1);
    expect(stale.statusCode).toBe(409);
    expect(onlyError(stale.body).source).toEqual({ pointer: '/revision' });
    const result = await published(page.id, saved.revision);
    expect(result).toMatchObject({ page_id: page.id, version: 1 });
    expect(await publicQuotes(page.path)).toEqual(['Alpha new words', 'Beta words']);
    const [row] = await app.db.select().from(pages).where(eq(pages.id, page.id));
    expect(row).toMatchObject({ title: 'New title', disabled: false });
    const [audit] = (await auditRows(app, 'page', page.id)).filter((entry) => entry.action === 'publish');
    expect(audit).toMatchObject({ actorEmail: 'editor@test.example', after: { version: 1 } });
  });

  it('refuses a draft with problems (422, every problem with its pointer) and leaves the live page alone', async () => {
    const page = await newPage(['Live words']);
    const bad = { ...quote('x'), fields: { ...quote('x').fields, quote: 42, stray: true } };
    const saved = await save(page.id, (content) => ({ ...content, blocks: [quote('fine'), bad] }));
    expect(saved.problems).toHaveLength(2);
    const response = await publish(page.id, saved.revision);
    expect(response.statusCode, response.body).toBe(422);
    const errors = (response.json() as { errors: Array<{ status: string; source: { pointer: string } }> }).errors;
    expect(errors.map((error) => error.source.pointer).sort()).toEqual(['/blocks/1/fields/quote', '/blocks/1/fields/stray']);
    expect(errors.every((error) => error.status === '422')).toBe(true);
    expect(await publicQuotes(page.path)).toEqual(['Live words']);
    expect(await app.db.select().from(pageVersions).where(eq(pageVersions.pageId, page.id))).toEqual([]);
  });

  it('refuses to publish an image without alt text in both languages', async () => {
    const [image] = await app.db
      .insert(images)
      .values({ filename: 'a2-publish-no-alt.png', altHe: '', altEn: 'An image', width: 1, height: 1, mime: 'image/png', sha256: 'a2p', bytes: Buffer.from([1]) })
      .returning();
    const page = await newPage(['Words']);
    const signPost = exampleInstance(findTemplate('sign-post')!, 'en');
    const saved = await save(page.id, (content) => ({
      ...content,
      blocks: [{ template: 'sign-post', fields: { ...signPost.fields, image: { id: image!.id, ratio: '16-9' } }, groups: signPost.groups, active_positions: ['desktop', 'mobile'] }],
    }));
    const response = await publish(page.id, saved.revision);
    expect(response.statusCode).toBe(422);
    expect(onlyError(response.body)).toMatchObject({
      detail: `Image ${image!.id} needs alt text in Hebrew and English before it can be published`,
      source: { pointer: '/blocks/0/fields/image' },
    });
    await app.db.update(images).set({ altHe: 'תמונה' }).where(eq(images.id, image!.id));
    expect((await published(page.id, saved.revision)).version).toBe(1);
  });

  it('lists versions, diffs them word by word, and rolls back as a new version', async () => {
    const page = await newPage(['Alpha words']);
    const first = await save(page.id, (content) => ({ ...content, blocks: [quote('The quick brown fox'), quote('Beta')] }));
    await published(page.id, first.revision);
    const second = await save(page.id, (content) => ({ ...content, title: 'Second', blocks: [quote('Gamma'), quote('The quick red fox'), quote('Beta')] }));
    await published(page.id, second.revision);

    const versions = await app.inject({ method: 'GET', url: url(page.id, 'versions'), headers: as.editor });
    expect(versions.statusCode).toBe(200);
    expect((versions.json() as { data: unknown[] }).data).toMatchObject([
      { version: 2, kind: 'publish', from_version: null, created_by_email: 'editor@test.example' },
      { version: 1, kind: 'publish', from_version: null },
    ]);

    const diff = await app.inject({ method: 'GET', url: url(page.id, 'versions/1/diff/2'), headers: as.editor });
    expect(diff.statusCode, diff.body).toBe(200);
    const { from, to, changes } = (diff.json() as { data: { from: unknown; to: unknown; changes: Change[] } }).data;
    expect(from).toEqual({ version: 1 });
    expect(to).toEqual({ version: 2 });
    expect(changes.find((change) => change.kind === 'seo')!.field).toMatchObject({ pointer: '/title', before: 'Publish test', after: 'Second' });
    expect(changes).toContainEqual({ kind: 'added', template: 'quote', to_index: 0 });
    const changed = changes.find((change) => change.kind === 'changed')!;
    expect(changed).toMatchObject({ from_index: 0, to_index: 1, moved: false });
    expect(changed.fields).toEqual([
      {
        pointer: '/fields/quote',
        before: 'The quick brown fox',
        after: 'The quick red fox',
        parts: [{ value: 'The quick ' }, { value: 'brown', removed: true }, { value: 'red', added: true }, { value: ' fox' }],
      },
    ]);
    // Beta did not change and kept its order: not reported.
    expect(changes).toHaveLength(3);

    const toDraft = await app.inject({ method: 'GET', url: url(page.id, 'versions/2/diff/draft'), headers: as.editor });
    expect((toDraft.json() as { data: { to: unknown; changes: Change[] } }).data).toEqual({ from: { version: 2 }, to: { version: 'draft', revision: second.revision }, changes: [] });
    const missing = await app.inject({ method: 'GET', url: url(page.id, 'versions/1/diff/9'), headers: as.editor });
    expect(missing.statusCode).toBe(404);
    expect(onlyError(missing.body).source).toEqual({ parameter: 'b' });

    const stale = await app.inject({ method: 'POST', url: url(page.id, 'versions/1/rollback'), headers: as.admin, payload: { revision: second.revision - 1 } });
    expect(stale.statusCode).toBe(409);
    const rollback = await app.inject({ method: 'POST', url: url(page.id, 'versions/1/rollback'), headers: as.admin, payload: { revision: second.revision } });
    expect(rollback.statusCode, rollback.body).toBe(200);
    expect((rollback.json() as { data: unknown }).data).toMatchObject({ page_id: page.id, version: 3, revision: second.revision + 1 });
    expect(await publicQuotes(page.path)).toEqual(['The quick brown fox', 'Beta']);
    expect((await draftOf(page.id)).content.blocks.map((block) => block.fields['quote'])).toEqual(['The quick brown fox', 'Beta']);
    const [latest] = await app.db.select().from(pageVersions).where(and(eq(pageVersions.pageId, page.id), eq(pageVersions.version, 3)));
    expect(latest).toMatchObject({ kind: 'rollback', fromVersion: 1, createdByEmail: 'admin@test.example' });
    expect((await auditRows(app, 'page', page.id)).map((entry) => entry.action)).toContain('rollback');
    // A block moved without changing is reported as moved.
    const moved = await save(page.id, (content) => ({ ...content, blocks: [quote('Beta'), quote('The quick brown fox')] }));
    const movedDiff = await app.inject({ method: 'GET', url: url(page.id, 'versions/3/diff/draft'), headers: as.editor });
    expect((movedDiff.json() as { data: { changes: Change[]; to: unknown } }).data).toMatchObject({ to: { revision: moved.revision }, changes: [{ kind: 'moved', template: 'quote' }] });
  });
});

describe('schedules', () => {
  it('unpublishes a page a moment ahead: the public page answers 404 within seconds', async () => {
    const page = await newPage(['Soon gone']);
    expect(await publicQuotes(page.path)).toEqual(['Soon gone']);
    const response = await schedule(page.id, { action: 'unpublish', run_at: new Date(Date.now() + 800).toISOString() });
    expect(response.statusCode, response.body).toBe(201);
    const created = (response.json() as { data: { id: number; done_at: string | null } }).data;
    expect(created.done_at).toBeNull();
    const gone = await until(async () => (await app.inject(`/content/public_api/pages/by_path${page.path}`)).statusCode === 404);
    expect(gone).toBe(true);
    const list = await app.inject({ method: 'GET', url: url(page.id, 'schedules'), headers: as.editor });
    expect((list.json() as { data: unknown[] }).data).toMatchObject([{ id: created.id, action: 'unpublish', error: null, done_at: expect.any(String) }]);
    const cancelDone = await app.inject({ method: 'DELETE', url: url(page.id, `schedules/${created.id}`), headers: as.editor });
    expect(cancelDone.statusCode).toBe(409);
    const [audit] = (await auditRows(app, 'page', page.id)).filter((entry) => entry.action === 'unpublish');
    expect(audit).toMatchObject({ actorEmail: 'editor@test.example', after: { disabled: true, schedule_id: created.id } });
  });

  it('records the error of a scheduled publish whose draft has problems, without retrying', async () => {
    const page = await newPage(['Live']);
    await save(page.id, (content) => ({ ...content, blocks: [{ ...quote('x'), fields: { ...quote('x').fields, quote: 7 } }] }));
    const response = await schedule(page.id, { action: 'publish', run_at: new Date(Date.now() + 300).toISOString() });
    expect(response.statusCode, response.body).toBe(201);
    const id = (response.json() as { data: { id: number } }).data.id;
    const done = await until(async () => {
      const [row] = await app.db.select().from(pageSchedules).where(eq(pageSchedules.id, id));
      return row!.doneAt !== null;
    });
    expect(done).toBe(true);
    const [row] = await app.db.select().from(pageSchedules).where(eq(pageSchedules.id, id));
    expect(row!.error).toMatch(/\/blocks\/0\/fields\/quote/);
    expect(await publicQuotes(page.path)).toEqual(['Live']);
    expect((await auditRows(app, 'page', page.id)).filter((entry) => entry.action === 'schedule_failed')).toHaveLength(1);
  });

  it('runs a due schedule once however many runners claim it at the same time', async () => {
    const page = await newPage(['Before']);
    const draft = await save(page.id, (content) => ({ ...content, blocks: [quote('After')] }));
    expect(draft.problems).toEqual([]);
    await app.db.insert(pageSchedules).values({ pageId: page.id, action: 'publish', runAt: sql`now() - interval '1 second'` });
    await Promise.all([runDueSchedules(app.db), runDueSchedules(app.db), runDueSchedules(app.db)]);
    await until(async () => (await app.db.select().from(pageVersions).where(eq(pageVersions.pageId, page.id))).length > 0);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const versions = await app.db.select().from(pageVersions).where(eq(pageVersions.pageId, page.id));
    expect(versions).toHaveLength(1);
    expect((await auditRows(app, 'page', page.id)).filter((entry) => entry.action === 'publish')).toHaveLength(1);
    expect(await publicQuotes(page.path)).toEqual(['After']);
  });

  it('cancels a pending schedule, and refuses bad times and bad input', async () => {
    const page = await newPage(['Words']);
    const later = await schedule(page.id, { action: 'publish', run_at: new Date(Date.now() + 3_600_000).toISOString() });
    expect(later.statusCode).toBe(201);
    const id = (later.json() as { data: { id: number } }).data.id;
    const cancel = await app.inject({ method: 'DELETE', url: url(page.id, `schedules/${id}`), headers: as.editor });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect((await app.inject({ method: 'DELETE', url: url(page.id, `schedules/${id}`), headers: as.editor })).statusCode).toBe(404);
    expect((await auditRows(app, 'page', page.id)).map((entry) => entry.action)).toEqual(expect.arrayContaining(['schedule_create', 'schedule_delete']));

    const refusals: Array<[Record<string, unknown>, string]> = [
      [{ action: 'publish', run_at: new Date(Date.now() - 60_000).toISOString() }, '/run_at'],
      [{ action: 'publish', run_at: new Date(Date.now() + 400 * 24 * 3_600_000).toISOString() }, '/run_at'],
      [{ action: 'publish', run_at: 'tomorrow' }, '/run_at'],
      [{ action: 'delete', run_at: new Date(Date.now() + 60_000).toISOString() }, '/action'],
      [{ action: 'publish', run_at: new Date(Date.now() + 60_000).toISOString(), when: 'now' }, '/when'],
    ];
    for (const [payload, pointer] of refusals) {
      const response = await schedule(page.id, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(onlyError(response.body).source).toEqual({ pointer });
    }
    expect((await app.inject({ method: 'POST', url: '/content/cms/pages/Infinity/publish', headers: as.editor, payload: { revision: 1 } })).statusCode).toBe(400);
    expect((await publish(page.id, 1, as.editor)).statusCode).not.toBe(400);
    const extra = await app.inject({ method: 'POST', url: url(page.id, 'publish'), headers: as.editor, payload: { revision: 1, force: true } });
    expect(extra.statusCode).toBe(400);
    expect((await app.inject({ method: 'GET', url: url(page.id, 'versions/0/diff/draft'), headers: as.editor })).statusCode).toBe(400);
    expect((await app.inject({ method: 'GET', url: url(page.id, 'versions/1/diff/latest'), headers: as.editor })).statusCode).toBe(400);
  });

  it('is for admins and editors only', async () => {
    const page = await newPage(['Words']);
    for (const headers of [as.sales, as.viewer]) {
      expect((await publish(page.id, 1, headers)).statusCode).toBe(403);
      expect((await app.inject({ method: 'GET', url: url(page.id, 'versions'), headers })).statusCode).toBe(403);
      expect((await schedule(page.id, { action: 'unpublish', run_at: new Date(Date.now() + 60_000).toISOString() }, headers)).statusCode).toBe(403);
      expect((await app.inject({ method: 'POST', url: url(page.id, 'versions/1/rollback'), headers, payload: { revision: 1 } })).statusCode).toBe(403);
    }
    expect(await app.db.select().from(pageSchedules).where(eq(pageSchedules.pageId, page.id))).toEqual([]);
  });
});
