import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blocks, images, pageDrafts, pages } from '../src/db/schema.js';
import { mediaService } from '../src/services/media/index.js';
import { onlyError, startApp } from './support/app.js';
import { createTestDatabase, type TestDatabase } from './support/database.js';
import { auditRows, roleHeaders, type AuthHeaders } from './support/tokens.js';

let database: TestDatabase;
let app: FastifyInstance;
let cacheDir: string;
let as: Awaited<ReturnType<typeof roleHeaders>>;

const LIBRARY = '/media/library/images';

type Part = { name: string; value: string } | { name: string; filename: string; type: string; bytes: Buffer };

/** A multipart/form-data body as a browser sends it. */
function multipart(parts: Part[]) {
  const boundary = `----lux${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = 'filename' in part ? `form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.type}` : `form-data; name="${part.name}"`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n\r\n`), 'bytes' in part ? part.bytes : Buffer.from(part.value), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const upload = (parts: Part[], headers: AuthHeaders = as.editor) => {
  const body = multipart(parts);
  return app.inject({ method: 'POST', url: LIBRARY, headers: { ...headers, ...body.headers }, payload: body.payload });
};

/** A real PNG, drawn by sharp. */
const png = (width = 800, height = 450) =>
  sharp({ create: { width, height, channels: 3, background: { r: 20, g: 90, b: 160 } } })
    .composite([{ input: Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><circle cx="${width / 3}" cy="${height / 2}" r="${height / 4}" fill="#e0a040"/></svg>`) }])
    .png()
    .toBuffer();

type LibraryImage = { id: string; attributes: { filename: string; width: number; height: number; mime: string; alt_he: string; alt_en: string; focal_x: number; focal_y: number; variants: { width: number; url: string }[] } };

async function uploaded(filename: string, extra: Part[] = []): Promise<LibraryImage> {
  const response = await upload([{ name: 'file', filename, type: 'image/png', bytes: await png() }, ...extra]);
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { data: LibraryImage }).data;
}

beforeAll(async () => {
  database = await createTestDatabase();
  cacheDir = await mkdtemp(join(tmpdir(), 'lux-library-test-'));
  app = await startApp(database, {
    env: { MEDIA_CACHE_DIR: cacheDir },
    // The service once more with a small limit, as MEDIA_MAX_UPLOAD_BYTES=4096 configures it.
    beforeReady: (instance) => void instance.register(mediaService, { prefix: '/media-small', cacheDir, maxUploadBytes: 4096 }),
  });
  as = await roleHeaders(app);
});

afterAll(async () => {
  await app?.close();
  await database?.drop();
  if (cacheDir) await rm(cacheDir, { recursive: true, force: true });
});

describe('media library upload', () => {
  it('stores a real PNG as sharp reads it, lists it, and serves its renditions as WebP through the media route', async () => {
    const image = await uploaded('Hero shot (1).png', [
      { name: 'alt_he', value: 'רכב על כביש' },
      { name: 'alt_en', value: 'A car on a road' },
    ]);
    expect(image.attributes).toMatchObject({ filename: 'Hero-shot-1.png', width: 800, height: 450, mime: 'image/png', alt_he: 'רכב על כביש', alt_en: 'A car on a road', focal_x: 0.5, focal_y: 0.5 });
    expect(image.attributes.variants).toEqual([{ width: 640, height: 360, url: `/api/v2/images/${image.id}/w/640.jpg` }]);

    const list = await app.inject({ url: `${LIBRARY}?q=${encodeURIComponent('כביש')}`, headers: as.editor });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json()).toMatchObject({ data: [{ id: image.id, attributes: { filename: 'Hero-shot-1.png' } }], meta: { total: 1 } });
    const byName = await app.inject({ url: `${LIBRARY}?q=hero-SHOT&sort=filename`, headers: as.admin });
    expect(byName.json().data.map((row: LibraryImage) => row.id)).toEqual([image.id]);

    const rendition = await app.inject(`/media${image.attributes.variants[0]!.url.replace(/\.jpg$/, '.webp')}`);
    expect(rendition.statusCode).toBe(200);
    expect(rendition.headers['content-type']).toBe('image/webp');
    expect((await sharp(rendition.rawPayload).metadata()).format).toBe('webp');

    const [audit] = await auditRows(app, 'image', image.id);
    expect(audit).toMatchObject({ action: 'create', before: null, after: { filename: 'Hero-shot-1.png', mime: 'image/png' } });
  });

  it('names a clash -2, -3, and takes the extension from the bytes, not the name', async () => {
    await uploaded('clash.png');
    expect((await uploaded('clash.png')).attributes.filename).toBe('clash-2.png');
    expect((await uploaded('clash.jpg')).attributes.filename).toBe('clash-3.png');
  });

  it('refuses a text file named .png (415), no file (400), an unknown field (400)', async () => {
    const text = await upload([{ name: 'file', filename: 'fake.png', type: 'image/png', bytes: Buffer.from('just some text, not a picture\n') }]);
    expect(text.statusCode, text.body).toBe(415);
    expect(onlyError(text.body).detail).toMatch(/not a JPEG, PNG, WebP, AVIF or GIF image/);
    const svg = await upload([{ name: 'file', filename: 'x.png', type: 'image/png', bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>') }]);
    expect(svg.statusCode, svg.body).toBe(415);
    expect(onlyError(svg.body).detail).toMatch(/SVG/);
    const none = await upload([{ name: 'alt_he', value: 'x' }]);
    expect(none.statusCode, none.body).toBe(400);
    const unknown = await upload([{ name: 'title', value: 'x' }]);
    expect(unknown.statusCode).toBe(400);
    expect(onlyError(unknown.body).source).toEqual({ pointer: '/title' });
    const text2 = await upload([{ name: 'file', value: 'not a file part' }]);
    expect(onlyError(text2.body)).toMatchObject({ status: '400', source: { pointer: '/file' } });
    const badAlt = await upload([{ name: 'alt_en', value: 'two\nlines' }, { name: 'file', filename: 'a.png', type: 'image/png', bytes: await png() }]);
    expect(onlyError(badAlt.body)).toMatchObject({ status: '400', source: { pointer: '/alt_en' } });
    const json = await app.inject({ method: 'POST', url: LIBRARY, headers: as.editor, payload: { file: 'x' } });
    expect(json.statusCode).toBe(415);
  });

  it('refuses a file above the upload limit with 413 (15 MB by default)', async () => {
    const response = await upload([{ name: 'file', filename: 'huge.png', type: 'image/png', bytes: Buffer.alloc(15 * 1024 * 1024 + 1, 1) }]);
    expect(response.statusCode, response.body).toBe(413);
    expect(onlyError(response.body).detail).toMatch(/larger than 15 MB/);
  });

  it('applies the configured limit (MEDIA_MAX_UPLOAD_BYTES) to the file', async () => {
    const small = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#123456' } }).png().toBuffer();
    const big = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 128, sigma: 60 } } }).png().toBuffer();
    expect(big.length).toBeGreaterThan(4096);
    const send = async (bytes: Buffer) => {
      const body = multipart([{ name: 'file', filename: 'x.png', type: 'image/png', bytes }]);
      return app.inject({ method: 'POST', url: '/media-small/library/images', headers: { ...as.editor, ...body.headers }, payload: body.payload });
    };
    expect((await send(small)).statusCode).toBe(201);
    const refused = await send(big);
    expect(refused.statusCode, refused.body).toBe(413);
    expect(onlyError(refused.body).detail).toMatch(/larger than 4 KB/);
  });

  it('lets only admins and editors in', async () => {
    expect((await app.inject({ url: LIBRARY, headers: as.sales })).statusCode).toBe(403);
    expect((await app.inject({ url: LIBRARY })).statusCode).toBe(401);
    expect((await upload([{ name: 'file', filename: 'a.png', type: 'image/png', bytes: await png() }], as.sales)).statusCode).toBe(403);
    expect((await app.inject({ method: 'PATCH', url: `${LIBRARY}/1`, headers: as.viewer, payload: { alt_he: 'x' } })).statusCode).toBe(403);
  });
});

describe('media library edits, usage and delete', () => {
  it('updates alt texts and the focal point, audited; refuses bad input with 400', async () => {
    const image = await uploaded('focal.png');
    const response = await app.inject({ method: 'PATCH', url: `${LIBRARY}/${image.id}`, headers: as.editor, payload: { alt_he: ' תיאור ', alt_en: 'Description', focal_x: 0.25, focal_y: 1 } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.attributes).toMatchObject({ alt_he: 'תיאור', alt_en: 'Description', focal_x: 0.25, focal_y: 1 });
    const [, update] = await auditRows(app, 'image', image.id);
    expect(update).toMatchObject({ action: 'update', before: { focal_x: 0.5, alt_he: '' }, after: { focal_x: 0.25, alt_he: 'תיאור' } });

    const bad: Array<[string, unknown, number]> = [
      [`${LIBRARY}/${image.id}`, { focal_x: 2 }, 400],
      [`${LIBRARY}/${image.id}`, { alt_en: 'x'.repeat(301) }, 400],
      [`${LIBRARY}/${image.id}`, { alt_en: 'two\nlines' }, 400],
      [`${LIBRARY}/${image.id}`, {}, 400],
      [`${LIBRARY}/${image.id}`, { filename: 'x.png' }, 400],
      [`${LIBRARY}/Infinity`, { alt_he: 'x' }, 400],
      [`${LIBRARY}/2147483647`, { alt_he: 'x' }, 404],
    ];
    for (const [url, payload, status] of bad) {
      const refused = await app.inject({ method: 'PATCH', url, headers: as.editor, payload: payload as Record<string, unknown> });
      expect(refused.statusCode, `${url} ${JSON.stringify(payload)}`).toBe(status);
      expect(onlyError(refused.body).detail).toBeTruthy();
    }
    expect((await app.inject({ method: 'DELETE', url: `${LIBRARY}/Infinity`, headers: as.editor })).statusCode).toBe(400);
    expect((await app.inject({ url: `${LIBRARY}/Infinity/usage`, headers: as.editor })).statusCode).toBe(400);
  });

  it('finds the pages using an image in live blocks, drafts and the share image, and refuses deleting it until none do', async () => {
    const image = await uploaded('used.png');
    const other = await uploaded('unused.png');
    const id = Number(image.id);
    const [live] = await app.db.insert(pages).values({ locale: 'he', path: '/library-live', title: 'חי' }).returning();
    const [drafted] = await app.db.insert(pages).values({ locale: 'en', path: '/library-draft', title: 'Draft' }).returning();
    const [shared] = await app.db.insert(pages).values({ locale: 'he', path: '/library-share', title: 'Share', imageId: id }).returning();
    // sign-post has an Image field `image`; the id as digits in a string must count too, a lookalike must not.
    const [block] = await app.db
      .insert(blocks)
      .values({ pageId: live!.id, template: 'sign-post', sequence: 0, fields: { image: { id: String(id), ratio: '16-9' }, title: { id } } })
      .returning();
    await app.db.insert(blocks).values({ pageId: drafted!.id, template: 'sign-post', sequence: 0, fields: { title: { id } } });
    await app.db.insert(pageDrafts).values({
      pageId: drafted!.id,
      content: {
        title: 'Draft', meta_title: null, meta_description: null, canonical_url: null, external_meta_image: null, image_id: null, disable_seo_tracking: false,
        blocks: [{ template: 'image-box', fields: { logo_image: { id } }, groups: [], active_positions: ['desktop', 'mobile'] }],
      },
    });

    const usage = await app.inject({ url: `${LIBRARY}/${id}/usage`, headers: as.editor });
    expect(usage.statusCode, usage.body).toBe(200);
    expect(usage.json().data).toEqual([
      { id: live!.id, locale: 'he', path: '/library-live', title: 'חי', where: 'live' },
      { id: shared!.id, locale: 'he', path: '/library-share', title: 'Share', where: 'live' },
      { id: drafted!.id, locale: 'en', path: '/library-draft', title: 'Draft', where: 'draft' },
    ]);
    expect((await app.inject({ url: `${LIBRARY}/${other.id}/usage`, headers: as.editor })).json()).toEqual({ data: [] });

    const refused = await app.inject({ method: 'DELETE', url: `${LIBRARY}/${id}`, headers: as.editor });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(onlyError(refused.body).detail).toMatch(/used on 3 pages: \/library-live \(he, published\), \/library-share \(he, published\), \/library-draft \(en, draft\)/);

    // A rendition in the cache, to see it go with the image.
    expect((await app.inject(`/media/api/v2/images/${id}/w/640.webp`)).statusCode).toBe(200);
    expect(await readdir(join(cacheDir, String(id)))).not.toHaveLength(0);

    await app.db.delete(blocks).where(eq(blocks.id, block!.id));
    await app.db.update(pages).set({ imageId: null }).where(eq(pages.id, shared!.id));
    await app.db.delete(pageDrafts).where(eq(pageDrafts.pageId, drafted!.id));

    const deleted = await app.inject({ method: 'DELETE', url: `${LIBRARY}/${id}`, headers: as.editor });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await app.db.select({ id: images.id }).from(images).where(eq(images.id, id))).toEqual([]);
    await expect(readdir(join(cacheDir, String(id)))).rejects.toMatchObject({ code: 'ENOENT' });
    expect((await app.inject(`/media/api/v2/images/${id}`)).statusCode).toBe(404);
    const audits = await auditRows(app, 'image', id);
    expect(audits.map((row) => row.action)).toEqual(['create', 'delete']);
    expect((await app.inject({ method: 'DELETE', url: `${LIBRARY}/${id}`, headers: as.editor })).statusCode).toBe(404);
  });
});
