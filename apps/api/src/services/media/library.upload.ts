import sharp, { type Metadata } from 'sharp';
import { MAX_INPUT_PIXELS } from './encoder.js';

/** What the media library stores (ADR 027 §6): the format sharp reads from the bytes, never the name or the header. */
const ACCEPTED = {
  jpeg: { mime: 'image/jpeg', extension: 'jpg' },
  png: { mime: 'image/png', extension: 'png' },
  webp: { mime: 'image/webp', extension: 'webp' },
  avif: { mime: 'image/avif', extension: 'avif' },
  gif: { mime: 'image/gif', extension: 'gif' },
} as const;
type Accepted = keyof typeof ACCEPTED;

export interface InspectedImage {
  mime: string;
  extension: string;
  /** As displayed, EXIF orientation applied (the encoder auto-orients too). */
  width: number;
  height: number;
}

/** Why a file is not a usable image, for the 415/413 answer. */
export class UnusableImage extends Error {
  constructor(
    readonly status: 413 | 415,
    detail: string,
  ) {
    super(detail);
  }
}

const NOT_AN_IMAGE = 'The file is not a JPEG, PNG, WebP, AVIF or GIF image (its content was checked, not its name).';

/**
 * Reads the format and size from the bytes, then decodes a thumbnail, so a file whose header parses but
 * whose data is broken is refused now rather than when its first rendition is asked for. SVG (which can
 * carry scripts), TIFF, HEIC and the rest are refused.
 */
export async function inspectImage(bytes: Buffer): Promise<InspectedImage> {
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new UnusableImage(415, NOT_AN_IMAGE);
  }
  // libheif reads both HEIC and AVIF; only AV1-compressed HEIF is AVIF.
  const format = metadata.format === 'heif' ? (metadata.compression === 'av1' ? 'avif' : 'heic') : metadata.format;
  if (!(format in ACCEPTED)) {
    throw new UnusableImage(415, `${NOT_AN_IMAGE} This one reads as ${String(format).toUpperCase()}.`);
  }
  const { width, height } = metadata.autoOrient;
  if (!width || !height) throw new UnusableImage(415, NOT_AN_IMAGE);
  if (width * height > MAX_INPUT_PIXELS) {
    throw new UnusableImage(413, `The image is ${width}×${height} pixels; at most ${MAX_INPUT_PIXELS / 1_000_000} megapixels are accepted.`);
  }
  try {
    await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).resize(32, 32, { fit: 'inside' }).raw().toBuffer();
  } catch {
    throw new UnusableImage(415, 'The file looks like an image but its data is damaged and cannot be decoded.');
  }
  return { ...ACCEPTED[format as Accepted], width, height };
}

/**
 * A filename for the library: the uploaded name's stem (letters of any script, digits, `-`, `_`, `.`;
 * everything else becomes `-`) and the extension of the format actually read.
 */
export function libraryFilename(uploaded: string | undefined, extension: string): { stem: string; extension: string } {
  const base = (uploaded ?? '').normalize('NFC').split(/[\\/]/).pop() ?? '';
  const stem = base
    .replace(/\.[^.]*$/, '')
    .replace(/[^\p{L}\p{N}_.-]+/gu, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^[-.]+|[-.]+$/g, '')
    .slice(0, 180);
  return { stem: stem || 'image', extension };
}
