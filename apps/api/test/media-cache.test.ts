import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import fp from 'fastify-plugin';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { variantsPlugin } from '../src/services/media/variants.plugin.js';
import { Limiter, VariantCache } from '../src/services/media/variant-cache.js';

let root: string;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'lux-media-cache-'));
});

afterAll(async () => {
  if (root) await rm(root, { recursive: true, force: true });
});

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('VariantCache', () => {
  it('produces a missing file once for concurrent callers, then reads it from disk', async () => {
    const cache = new VariantCache(join(root, 'a'), 2);
    const gate = deferred<Buffer>();
    const produce = vi.fn(() => gate.promise);
    const pending = [
      cache.get('1/x.jpg', produce),
      cache.get('1/x.jpg', produce),
      cache.get('1/x.jpg', produce),
    ];
    // Let every caller get past its disk read before the encode finishes.
    await new Promise((resolve) => setTimeout(resolve, 20));
    gate.resolve(Buffer.from('encoded'));
    const results = await Promise.all(pending);
    expect(produce).toHaveBeenCalledTimes(1);
    expect(results.map((r) => r.source).sort()).toEqual(['miss', 'shared', 'shared']);
    expect(results.every((r) => r.bytes.toString() === 'encoded')).toBe(true);
    expect(await readFile(cache.pathOf('1/x.jpg'), 'utf8')).toBe('encoded');

    const again = await cache.get('1/x.jpg', produce);
    expect(again).toEqual({ bytes: Buffer.from('encoded'), source: 'hit' });
    expect(produce).toHaveBeenCalledTimes(1);
  });

  it('does not cache a failed encode: the next request tries again', async () => {
    const cache = new VariantCache(join(root, 'b'), 1);
    const failing = vi.fn(async () => {
      throw new Error('corrupt original');
    });
    await expect(cache.get('1/y.jpg', failing)).rejects.toThrow('corrupt original');
    const working = vi.fn(async () => Buffer.from('ok'));
    expect((await cache.get('1/y.jpg', working)).source).toBe('miss');
    expect(working).toHaveBeenCalledTimes(1);
  });

  it('still serves the rendition when the disk write fails, and reports the failure', async () => {
    const directory = join(root, 'c');
    const onWriteError = vi.fn();
    const cache = new VariantCache(directory, 1, onWriteError);
    // A file where the image's folder should be makes every write under it fail.
    await cache.get('seed.jpg', async () => Buffer.from('x'));
    await writeFile(join(directory, '7'), 'not a folder');
    const result = await cache.get('7/z.jpg', async () => Buffer.from('fresh'));
    expect(result).toEqual({ bytes: Buffer.from('fresh'), source: 'miss' });
    expect(onWriteError).toHaveBeenCalledTimes(1);
  });
});

describe('Limiter', () => {
  it('runs at most `limit` tasks at once, in order', async () => {
    const limiter = new Limiter(2);
    let running = 0;
    let peak = 0;
    const order: number[] = [];
    await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        limiter.run(async () => {
          running += 1;
          peak = Math.max(peak, running);
          order.push(i);
          await new Promise((resolve) => setTimeout(resolve, 5));
          running -= 1;
        }),
      ),
    );
    expect(peak).toBe(2);
    expect(order).toEqual([0, 1, 2, 3, 4, 5]);
  });
});

describe('image-variants plugin', () => {
  it('creates its cache folder, with missing parents, when the app starts', async () => {
    const cacheDir = join(root, 'd', 'deeper', 'cache');
    const app = Fastify();
    // A stand-in for the repository, which is all the plugin depends on.
    app.register(
      fp(
        async (instance) => {
          instance.decorate('imagesRepository', {} as never);
        },
        { name: 'images-repository' },
      ),
    );
    app.register(variantsPlugin, { cacheDir });
    await app.ready();
    try {
      expect((await stat(cacheDir)).isDirectory()).toBe(true);
    } finally {
      await app.close();
    }
  });
});
