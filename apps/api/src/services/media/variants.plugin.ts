import { mkdir } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import fp from 'fastify-plugin';
import { ENCODER_VERSION, encodeVariant } from './encoder.js';
import type { ImageRecord } from './images.repository.js';
import { type Format, type Ratio, heightFor } from './sizes.js';
import { type CachedFile, VariantCache } from './variant-cache.js';

export interface Rendition {
  image: ImageRecord;
  width: number;
  ratio: Ratio;
  format: Format;
}

/** Encoded renditions, from the disk cache or encoded once from the original in the database. */
export interface ImageVariants {
  /**
   * Weak (`W/"…"`): built from the original's digest and everything that shapes the output, not from
   * the encoded bytes, which a different sharp build could change without changing the picture.
   */
  etag(rendition: Rendition): string;
  /** Undefined when the original vanished between the metadata lookup and the encode. */
  get(rendition: Rendition): Promise<CachedFile | undefined>;
}

declare module 'fastify' {
  interface FastifyInstance {
    imageVariants: ImageVariants;
  }
}

export interface VariantsPluginOptions {
  cacheDir: string;
}

class OriginalMissing extends Error {}

/** Each key is built from validated parts only, so it can never climb out of the cache folder. */
function cacheKey({ image, width, ratio, format }: Rendition) {
  return `${image.id}/${image.sha256.slice(0, 16)}-v${ENCODER_VERSION}-${ratio}-${width}.${format}`;
}

export const variantsPlugin = fp<VariantsPluginOptions>(
  async (app, { cacheDir }) => {
    await mkdir(cacheDir, { recursive: true });
    // Encoding is CPU-bound (libvips threads under the hood): more parallel encodes than cores only queue inside.
    const cache = new VariantCache(cacheDir, Math.max(1, availableParallelism()), (error, path) =>
      app.log.warn({ err: error, path }, 'media: could not write a rendition to the cache'),
    );

    app.decorate('imageVariants', {
      etag: (rendition) => `W/"${cacheKey(rendition).replace('/', '-')}"`,
      async get(rendition) {
        const { image, width, ratio, format } = rendition;
        try {
          return await cache.get(cacheKey(rendition), async () => {
            const original = await app.imagesRepository.readOriginal(image.id);
            if (!original) throw new OriginalMissing();
            const started = performance.now();
            const bytes = await encodeVariant(original, { width, height: heightFor(width, ratio) }, format);
            app.log.info(
              {
                image: image.id,
                width,
                ratio,
                format,
                bytes: bytes.length,
                ms: Math.round(performance.now() - started),
              },
              'media: encoded a rendition',
            );
            return bytes;
          });
        } catch (error) {
          if (error instanceof OriginalMissing) return undefined;
          throw error;
        }
      },
    } satisfies ImageVariants);
  },
  { name: 'image-variants', dependencies: ['images-repository'], fastify: '5.x' },
);
