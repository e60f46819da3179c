import sharp, { type Sharp } from 'sharp';
import type { Dimensions, Format } from './sizes.js';

/**
 * Bump whenever an encoder setting (or sharp's major version) changes: it is part of every cache key
 * and ETag, so old renditions are neither served from disk nor revalidated by browsers.
 */
export const ENCODER_VERSION = 1;

/** Originals above ~50 megapixels are refused before decoding (a decompression bomb costs memory, not bytes). */
export const MAX_INPUT_PIXELS = 50_000_000;

interface Encoder {
  mime: string;
  apply(pipeline: Sharp): Sharp;
}

/**
 * Quality settings picked by eye on the seeded scenes. AVIF effort is the expensive knob: on the
 * two-core build machine a 1600px encode took ~0.8 s at effort 2, ~1.3 s at 3 and ~4 s at 4, for
 * files only 7–13% smaller, so 2 it is (measured 1600px: jpg ~0.2 s / 66 KB, webp ~0.2 s / 31 KB,
 * avif ~0.8 s / 22 KB). Each rendition is encoded once, then served from disk.
 */
export const ENCODERS = {
  jpg: { mime: 'image/jpeg', apply: (p) => p.jpeg({ quality: 78, mozjpeg: true }) },
  webp: { mime: 'image/webp', apply: (p) => p.webp({ quality: 75, effort: 4 }) },
  avif: { mime: 'image/avif', apply: (p) => p.avif({ quality: 50, effort: 2 }) },
} as const satisfies Record<Format, Encoder>;

/**
 * One rendition: crop to the requested shape around the most interesting region (sharp's
 * `attention` strategy), scale to `size`, encode. Metadata (EXIF, GPS) is dropped; colours end in sRGB.
 */
export async function encodeVariant(original: Buffer, size: Dimensions, format: Format): Promise<Buffer> {
  const pipeline = sharp(original, { limitInputPixels: MAX_INPUT_PIXELS, autoOrient: true }).resize(
    size.width,
    size.height,
    { fit: 'cover', position: sharp.strategy.attention },
  );
  return ENCODERS[format].apply(pipeline).toBuffer();
}
