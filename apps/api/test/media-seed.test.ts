import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { images } from '../src/db/schema.js';
import { seed } from '../src/seed/index.js';
import { DEFAULT_SHARE_FILENAME, DEFAULT_SHARE_IMAGE_ID, renderSeedImage, seedImages, seedMediaImages } from '../src/seed/images.js';
import { startApp } from './support/app.js';
import { createTestDatabase, type TestDatabase } from './support/database.js';

let database: TestDatabase;
let app: FastifyInstance;
let cacheRoot: string;

const FILENAMES = [
  'defender-hero.jpg',
  'discovery-hero.jpg',
  'range-rover-hero.jpg',
  'defender-square.jpg',
  'discovery-square.jpg',
  'range-rover-square.jpg',
  DEFAULT_SHARE_FILENAME,
];

beforeAll(async () => {
  database = await createTestDatabase();
  cacheRoot = await mkdtemp(join(tmpdir(), 'lux-media-seed-'));
  app = await startApp(database, { env: { MEDIA_CACHE_DIR: cacheRoot } });
});

afterAll(async () => {
  await app?.close();
  await database?.drop();
  if (cacheRoot) await rm(cacheRoot, { recursive: true, force: true });
});

async function allImages() {
  return app.db
    .select({
      id: images.id,
      filename: images.filename,
      altHe: images.altHe,
      altEn: images.altEn,
      width: images.width,
      height: images.height,
    })
    .from(images)
    .orderBy(asc(images.id));
}

describe('demo images in the seed', () => {
  it('are inserted once by the seed, even when two seeds run at the same time', async () => {
    await Promise.all([seed(app.db), seed(app.db)]);
    const rows = await allImages();
    expect(rows.map((row) => row.filename)).toEqual(FILENAMES);
    expect(rows.map((row) => `${row.width}x${row.height}`)).toEqual([
      '2400x1350',
      '2400x1350',
      '2400x1350',
      '1600x1600',
      '1600x1600',
      '1600x1600',
      '2400x1350',
    ]);
    for (const row of rows) {
      expect(row.altHe, row.filename).toMatch(/[\u0590-\u05FF]/);
      expect(row.altEn, row.filename).toMatch(/^A |^The /);
    }
  });

  it('store JPEG originals whose size, type and digest match their row', async () => {
    const rows = await app.db.select().from(images);
    for (const row of rows) {
      const meta = await sharp(row.bytes).metadata();
      expect([meta.format, meta.width, meta.height], row.filename).toEqual(['jpeg', row.width, row.height]);
      expect(row.mime).toBe('image/jpeg');
      expect(row.bucket).toBe(1);
      expect(row.sha256).toBe(createHash('sha256').update(row.bytes).digest('hex'));
    }
  });

  it('render the same bytes every time and draw no text (alt texts carry the words)', async () => {
    const [first] = seedImages;
    const [stored] = await app.db.select().from(images).where(eq(images.filename, first!.filename));
    expect((await renderSeedImage(first!)).equals(stored!.bytes)).toBe(true);
    for (const image of seedImages) expect(image.render()).not.toMatch(/<text|<tspan/);
  });

  it('are left alone on a re-run, which renders nothing; only a deleted one comes back', async () => {
    const render = vi.spyOn(sharp.prototype, 'toBuffer');
    try {
      expect(await seedMediaImages(app.db)).toBe(0);
      expect(render).not.toHaveBeenCalled();

      await app.db
        .update(images)
        .set({ altEn: 'Edited by an editor' })
        .where(eq(images.filename, 'defender-hero.jpg'));
      await app.db.delete(images).where(eq(images.filename, 'discovery-square.jpg'));
      expect(await seedMediaImages(app.db)).toBe(1);
      expect(render).toHaveBeenCalledTimes(1);
    } finally {
      render.mockRestore();
    }
    const rows = await allImages();
    expect(rows.map((row) => row.filename).sort()).toEqual([...FILENAMES].sort());
    expect(rows.find((row) => row.filename === 'defender-hero.jpg')!.altEn).toBe('Edited by an editor');
  });

  it('include the default share image, found by its filename, large enough for a 1600px meta image', async () => {
    const response = await app.inject(`/media/api/v2/images?filename=${DEFAULT_SHARE_FILENAME}`);
    const [share] = response.json().data;
    expect(share.attributes).toMatchObject({ filename: 'default-share.jpg', ratio: '16-9' });
    expect(share.attributes.variants[0]).toMatchObject({ width: 1600, height: 900 });
    // A§9: pages without an image share the media library's image 24730.
    expect(share.id).toBe(String(DEFAULT_SHARE_IMAGE_ID));
    expect(DEFAULT_SHARE_IMAGE_ID).toBe(24730);
    const meta = await app.inject('/media/api/v2/images/24730/w/1600.jpg');
    expect(meta.statusCode).toBe(200);
    expect(meta.headers['content-type']).toBe('image/jpeg');
  });

  it('moves the id sequence past the share image, so a later upload never collides with it', async () => {
    const [row] = await app.db
      .insert(images)
      .values({ bucket: 1, filename: 'uploaded-later.jpg', width: 10, height: 10, mime: 'image/jpeg', sha256: 'x', bytes: Buffer.from([1]) })
      .returning({ id: images.id });
    try {
      expect(row!.id).toBeGreaterThan(DEFAULT_SHARE_IMAGE_ID);
    } finally {
      await app.db.delete(images).where(eq(images.filename, 'uploaded-later.jpg'));
    }
  });

  it('are served by the media service, the heroes with the spec 16:9 sizes', async () => {
    const [hero] = await app.db.select().from(images).where(eq(images.filename, 'range-rover-hero.jpg'));
    const meta = await app.inject(`/media/api/v2/images/${hero!.id}`);
    expect(meta.statusCode).toBe(200);
    expect(meta.json().data.attributes.variants.map((v: { width: number }) => v.width)).toEqual([
      1600, 1024, 640,
    ]);

    const picture = await app.inject(`/media/api/v2/images/${hero!.id}/w/320.webp`);
    expect(picture.statusCode).toBe(200);
    expect((await sharp(picture.rawPayload).metadata()).width).toBe(320);
  });
});
