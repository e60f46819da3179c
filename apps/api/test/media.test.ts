import { createHash } from 'node:crypto';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { images } from '../src/db/schema.js';
import { onlyError, startApp } from './support/app.js';
import { createTestDatabase, type TestDatabase } from './support/database.js';

let database: TestDatabase;
let app: FastifyInstance;
let cacheDir: string;
const ids = { wide: 0, banner: 0, square: 0, small: 0 };

const IMAGES = '/media/api/v2/images';

/** A small, quick-to-make picture with detail off-centre, so crops and resizes have something to work on. */
async function picture(width: number, height: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="#2b3a4a"/>
    <circle cx="${width * 0.7}" cy="${height * 0.4}" r="${Math.min(width, height) * 0.2}" fill="#e0a040"/>
    <rect x="${width * 0.1}" y="${height * 0.6}" width="${width * 0.3}" height="${height * 0.2}" fill="#9e1b32"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

async function insertImage(filename: string, width: number, height: number): Promise<number> {
  const bytes = await picture(width, height);
  const [row] = await app.db
    .insert(images)
    .values({
      filename,
      altHe: `תמונה ${filename}`,
      altEn: `Picture ${filename}`,
      width,
      height,
      mime: 'image/jpeg',
      sha256: createHash('sha256').update(bytes).digest('hex'),
      bytes,
    })
    .returning({ id: images.id });
  return row!.id;
}

async function cachedFiles(): Promise<string[]> {
  const entries = await readdir(cacheDir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

beforeAll(async () => {
  database = await createTestDatabase();
  cacheDir = join(await mkdtemp(join(tmpdir(), 'lux-media-test-')), 'nested', 'cache');
  app = await startApp(database, { env: { MEDIA_CACHE_DIR: cacheDir } });
  ids.wide = await insertImage('wide.jpg', 1920, 1080);
  ids.banner = await insertImage('banner.jpg', 1700, 690);
  ids.square = await insertImage('square.jpg', 900, 900);
  ids.small = await insertImage('small.jpg', 500, 281);
});

afterEach(() => {
  vi.restoreAllMocks();
});

afterAll(async () => {
  await app?.close();
  await database?.drop();
  if (cacheDir) await rm(join(cacheDir, '..', '..'), { recursive: true, force: true });
});

describe('GET /media/api/v2/images/:id', () => {
  it('describes a 16:9 image with the spec sizes 1600x900, 1024x576 and 640x360', async () => {
    const response = await app.inject(`${IMAGES}/${ids.wide}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      data: {
        id: String(ids.wide),
        type: 'image',
        attributes: {
          filename: 'wide.jpg',
          alt: { he: 'תמונה wide.jpg', en: 'Picture wide.jpg' },
          width: 1920,
          height: 1080,
          ratio: '16-9',
          widths: [320, 480, 640, 768, 1024, 1280, 1600, 1920],
          variants: [
            { width: 1600, height: 900, url: `/api/v2/images/${ids.wide}/w/1600.jpg` },
            { width: 1024, height: 576, url: `/api/v2/images/${ids.wide}/w/1024.jpg` },
            { width: 640, height: 360, url: `/api/v2/images/${ids.wide}/w/640.jpg` },
          ],
        },
      },
    });
  });

  it('gives a 16:6.5 banner the 1600x650, 1024x416 and 640x260 sizes', async () => {
    const { attributes } = (await app.inject(`${IMAGES}/${ids.banner}`)).json().data;
    expect(attributes.ratio).toBe('16-6-5');
    expect(
      attributes.variants.map((v: { width: number; height: number }) => `${v.width}x${v.height}`),
    ).toEqual(['1600x650', '1024x416', '640x260']);
  });

  it('never offers a size larger than the original', async () => {
    const square = (await app.inject(`${IMAGES}/${ids.square}`)).json().data.attributes;
    expect(square.ratio).toBe('1-1');
    // 1245 is a spec square size, but the original is only 900 wide.
    expect(square.variants.map((v: { width: number; height: number }) => [v.width, v.height])).toEqual([
      [830, 830],
      [415, 415],
      [360, 360],
    ]);
    expect(Math.max(...square.widths)).toBeLessThanOrEqual(900);

    const small = (await app.inject(`${IMAGES}/${ids.small}`)).json().data.attributes;
    // Too small for any spec size: the site falls back to 900x500 (spec §8).
    expect(small.variants).toEqual([]);
    expect(small.widths).toEqual([320, 480]);
  });

  it('lists the sizes of another crop when asked for a ratio, with the ratio in each URL', async () => {
    const response = await app.inject(`${IMAGES}/${ids.wide}?ratio=1-1`);
    const { attributes } = response.json().data;
    expect(attributes.ratio).toBe('16-9');
    // The widest square crop of 1920x1080 is 1080 wide.
    expect(attributes.variants).toEqual([
      { width: 830, height: 830, url: `/api/v2/images/${ids.wide}/w/830.jpg?ratio=1-1` },
      { width: 415, height: 415, url: `/api/v2/images/${ids.wide}/w/415.jpg?ratio=1-1` },
      { width: 360, height: 360, url: `/api/v2/images/${ids.wide}/w/360.jpg?ratio=1-1` },
    ]);
    expect(Math.max(...attributes.widths)).toBeLessThanOrEqual(1080);
  });

  it('answers 404 with the error envelope for an unknown id', async () => {
    const response = await app.inject(`${IMAGES}/999999`);
    expect(response.statusCode).toBe(404);
    expect(onlyError(response.body)).toEqual({
      status: '404',
      title: 'Not Found',
      detail: 'No image with id 999999.',
      source: { parameter: 'id' },
    });
  });

  it.each(['abc', '0', '-1', '1.5', '99999999999'])('answers 400 for the id "%s"', async (id) => {
    const response = await app.inject(`${IMAGES}/${id}`);
    expect(response.statusCode).toBe(400);
    expect(onlyError(response.body)).toMatchObject({ status: '400', source: { parameter: 'id' } });
  });

  it('answers 400 for an unknown ratio', async () => {
    const response = await app.inject(`${IMAGES}/${ids.wide}?ratio=4-3`);
    expect(response.statusCode).toBe(400);
    expect(onlyError(response.body)).toMatchObject({ source: { parameter: 'ratio' } });
  });
});

describe('GET /media/api/v2/images?filename=', () => {
  it('finds an image by its exact filename, as a one-item list', async () => {
    const response = await app.inject(`${IMAGES}?filename=banner.jpg`);
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json();
    expect(data).toHaveLength(1);
    expect(data[0]).toMatchObject({
      id: String(ids.banner),
      type: 'image',
      attributes: { filename: 'banner.jpg' },
    });
  });

  it('answers an empty list for an unknown filename, and 400 without one', async () => {
    expect((await app.inject(`${IMAGES}?filename=BANNER.jpg`)).json()).toEqual({ data: [] });
    const missing = await app.inject(IMAGES);
    expect(missing.statusCode).toBe(400);
    expect(onlyError(missing.body)).toMatchObject({ source: { parameter: 'filename' } });
  });
});

describe('GET /media/api/v2/images/:id/w/:file', () => {
  it.each([
    ['320.jpg', 'image/jpeg', 'jpeg', 320, 180],
    ['480.webp', 'image/webp', 'webp', 480, 270],
    ['320.avif', 'image/avif', 'heif', 320, 180],
  ] as const)('serves %s as %s at the right size', async (file, mime, format, width, height) => {
    const response = await app.inject(`${IMAGES}/${ids.wide}/w/${file}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe(mime);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['etag']).toMatch(/^W\/".+"$/);
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    const meta = await sharp(response.rawPayload).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({
      format,
      width,
      height,
    });
    if (format === 'heif') expect(meta.compression).toBe('av1');
  });

  it.each([
    ['1-1', 320, 320],
    ['16-6-5', 320, 130],
    ['16-9', 320, 180],
  ] as const)('crops to ratio %s', async (ratio, width, height) => {
    const response = await app.inject(`${IMAGES}/${ids.wide}/w/320.jpg?ratio=${ratio}`);
    expect(response.statusCode, response.body).toBe(200);
    const meta = await sharp(response.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([width, height]);
  });

  it('encodes once, then serves the cached file without touching it', async () => {
    const encode = vi.spyOn(sharp.prototype, 'toBuffer');
    const url = `${IMAGES}/${ids.wide}/w/640.jpg`;
    const first = await app.inject(url);
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-media-cache']).toBe('miss');
    expect(encode).toHaveBeenCalledTimes(1);

    const files = (await cachedFiles()).filter(
      (path) => path.includes(`${ids.wide}/`) && path.endsWith('-640.jpg'),
    );
    expect(files).toHaveLength(1);
    const before = await stat(files[0]!);

    const second = await app.inject(url);
    expect(second.headers['x-media-cache']).toBe('hit');
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(second.headers['etag']).toBe(first.headers['etag']);
    expect(encode).toHaveBeenCalledTimes(1);
    expect((await stat(files[0]!)).mtimeMs).toBe(before.mtimeMs);
  });

  it('encodes a missing rendition only once when many requests ask for it at the same time', async () => {
    const encode = vi.spyOn(sharp.prototype, 'toBuffer');
    const url = `${IMAGES}/${ids.wide}/w/768.webp`;
    const responses = await Promise.all(Array.from({ length: 6 }, () => app.inject(url)));
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(encode).toHaveBeenCalledTimes(1);
    expect(responses.filter((r) => r.headers['x-media-cache'] === 'miss')).toHaveLength(1);
    for (const response of responses) expect(response.rawPayload.equals(responses[0]!.rawPayload)).toBe(true);
    // Written atomically: the final file only, no temporary leftovers.
    const files = await cachedFiles();
    expect(files.filter((path) => path.endsWith('-768.webp'))).toHaveLength(1);
    expect(files.filter((path) => path.endsWith('.tmp'))).toEqual([]);
  });

  it('keeps renditions of different sizes, crops and formats apart', async () => {
    const urls = ['480.jpg', '480.webp', '480.jpg?ratio=1-1'].map(
      (file) => `${IMAGES}/${ids.banner}/w/${file}`,
    );
    const bodies = await Promise.all(urls.map(async (url) => (await app.inject(url)).rawPayload));
    const etags = await Promise.all(urls.map(async (url) => (await app.inject(url)).headers['etag']));
    expect(new Set(bodies.map((body) => body.toString('base64'))).size).toBe(3);
    expect(new Set(etags).size).toBe(3);
  });

  it('answers 304 without a body when If-None-Match carries the current ETag', async () => {
    const url = `${IMAGES}/${ids.square}/w/360.jpg`;
    const { headers } = await app.inject(url);
    const etag = headers['etag'] as string;
    for (const ifNoneMatch of [etag, `"stale", ${etag}`, etag.replace(/^W\//, ''), '*']) {
      const response = await app.inject({ url, headers: { 'if-none-match': ifNoneMatch } });
      expect(response.statusCode, ifNoneMatch).toBe(304);
      expect(response.body).toBe('');
      expect(response.headers['etag']).toBe(etag);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    const changed = await app.inject({ url, headers: { 'if-none-match': '"something-else"' } });
    expect(changed.statusCode).toBe(200);
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const url = `${IMAGES}/${ids.square}/w/415.webp`;
    const get = await app.inject(url);
    const head = await app.inject({ method: 'HEAD', url });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    expect(head.headers['content-type']).toBe('image/webp');
    expect(head.headers['content-length']).toBe(String(get.rawPayload.length));
    expect(head.headers['etag']).toBe(get.headers['etag']);
  });

  it('names the allowed widths when the width is not one of them', async () => {
    const response = await app.inject(`${IMAGES}/${ids.wide}/w/700.jpg`);
    expect(response.statusCode).toBe(400);
    expect(onlyError(response.body)).toEqual({
      status: '400',
      title: 'Bad Request',
      detail: `Width 700 is not available for image ${ids.wide} at ratio 16-9; use one of 320, 480, 640, 768, 1024, 1280, 1600, 1920.`,
      source: { parameter: 'file' },
    });
  });

  it('refuses to upscale: a width beyond the original (or its crop) is a 400', async () => {
    expect((await app.inject(`${IMAGES}/${ids.wide}/w/2400.jpg`)).statusCode).toBe(400);
    expect((await app.inject(`${IMAGES}/${ids.square}/w/1245.jpg`)).statusCode).toBe(400);
    // 1280 fits the 1920-wide original, but not its widest square crop (1080).
    expect((await app.inject(`${IMAGES}/${ids.wide}/w/1280.jpg?ratio=1-1`)).statusCode).toBe(400);
    const small = await app.inject(`${IMAGES}/${ids.small}/w/640.jpg`);
    expect(onlyError(small.body).detail).toContain('use one of 320, 480.');
  });

  it.each(['640.gif', '640.JPG', '640', 'abc.jpg', '0640.jpg', '99999.jpg', '640.jpg.jpg', '..%2F640.jpg'])(
    'answers 400 for the file "%s"',
    async (file) => {
      const response = await app.inject(`${IMAGES}/${ids.wide}/w/${file}`);
      expect(response.statusCode, response.body).toBe(400);
      expect(onlyError(response.body)).toMatchObject({ status: '400', source: { parameter: 'file' } });
    },
  );

  it('answers 400 for an unknown ratio and for a bad id', async () => {
    const ratio = await app.inject(`${IMAGES}/${ids.wide}/w/640.jpg?ratio=2-1`);
    expect(ratio.statusCode).toBe(400);
    expect(onlyError(ratio.body)).toMatchObject({ source: { parameter: 'ratio' } });
    const id = await app.inject(`${IMAGES}/x/w/640.jpg`);
    expect(id.statusCode).toBe(400);
    expect(onlyError(id.body)).toMatchObject({ source: { parameter: 'id' } });
  });

  it('answers 404 with the error envelope for an unknown image', async () => {
    const response = await app.inject(`${IMAGES}/424242/w/640.jpg`);
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(onlyError(response.body)).toMatchObject({ status: '404', detail: 'No image with id 424242.' });
  });
});
