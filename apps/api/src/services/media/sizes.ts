/**
 * Which renditions exist. The spec (§9) fixes the sizes the site asks for; the extra srcset steps let
 * a browser pick something close to its layout width without the service encoding arbitrary sizes.
 */

export const RATIOS = ['16-9', '16-6-5', '1-1'] as const;
export type Ratio = (typeof RATIOS)[number];

export const FORMATS = ['jpg', 'webp', 'avif'] as const;
export type Format = (typeof FORMATS)[number];

/** The spec's media library bucket; the only one this service serves for now. */
export const MEDIA_BUCKET = 1;

/** Width : height of each ratio name ("16-6-5" reads 16 : 6.5). */
const RATIO_SHAPE = {
  '16-9': [16, 9],
  '16-6-5': [16, 6.5],
  '1-1': [1, 1],
} as const satisfies Record<Ratio, readonly [number, number]>;

/** The spec's sizes per ratio, largest first (1600x900, 1600x650, 1245x1245, …). */
export const SPEC_WIDTHS = {
  '16-9': [1600, 1024, 640],
  '16-6-5': [1600, 1024, 640],
  '1-1': [1245, 830, 415, 360],
} as const satisfies Record<Ratio, readonly number[]>;

/** Extra srcset steps, roughly 1.25–1.5× apart, shared by every ratio. */
export const SRCSET_WIDTHS = [320, 480, 768, 1280, 1920, 2400] as const;

/** The largest width ever encoded, whatever the original: bounds the work one request can cause. */
export const MAX_WIDTH = 2400;

export interface Dimensions {
  width: number;
  height: number;
}

export interface Variant extends Dimensions {
  url: string;
}

export function heightFor(width: number, ratio: Ratio): number {
  const [w, h] = RATIO_SHAPE[ratio];
  return Math.round((width * h) / w);
}

/** The named ratio closest to the image's own shape (compared on a log scale, so 2:1 and 1:2 are equally far from 1:1). */
export function ratioOf({ width, height }: Dimensions): Ratio {
  const shape = Math.log(width / height);
  const distance = (ratio: Ratio) =>
    Math.abs(shape - Math.log(RATIO_SHAPE[ratio][0] / RATIO_SHAPE[ratio][1]));
  return RATIOS.reduce((best, ratio) => (distance(ratio) < distance(best) ? ratio : best));
}

/** The widest crop of the original at `ratio`; nothing wider may be served, so nothing is upscaled. */
export function maxWidthFor({ width, height }: Dimensions, ratio: Ratio): number {
  const [w, h] = RATIO_SHAPE[ratio];
  return Math.min(MAX_WIDTH, width, Math.floor((height * w) / h));
}

/** Every width the resize route accepts for this image at this ratio, ascending. */
export function allowedWidths(image: Dimensions, ratio: Ratio): number[] {
  const max = maxWidthFor(image, ratio);
  const all = new Set<number>([...SRCSET_WIDTHS, ...SPEC_WIDTHS[ratio]]);
  return [...all].filter((width) => width <= max).sort((a, b) => a - b);
}

/** Path of one rendition, relative to the media service's base. */
export function variantUrl(id: number, width: number, format: Format = 'jpg', ratio?: Ratio): string {
  const query = ratio === undefined ? '' : `?ratio=${ratio}`;
  return `/api/v2/images/${id}/w/${width}.${format}${query}`;
}

/**
 * The spec's sizes for `ratio` that fit inside the original, largest first. `ratio` is omitted from
 * the URLs when it is the image's own, so the common case keeps the spec's URL form.
 */
export function variantsFor(id: number, image: Dimensions, ratio: Ratio): Variant[] {
  const max = maxWidthFor(image, ratio);
  const ownRatio = ratio === ratioOf(image);
  return SPEC_WIDTHS[ratio]
    .filter((width) => width <= max)
    .map((width) => ({
      width,
      height: heightFor(width, ratio),
      url: variantUrl(id, width, 'jpg', ownRatio ? undefined : ratio),
    }));
}

/** `1600.webp` → { width: 1600, format: 'webp' }; the route's schema pattern guarantees the shape. */
export function parseVariantFile(file: string): { width: number; format: Format } | undefined {
  const match = /^([1-9][0-9]{0,3})\.(jpg|webp|avif)$/.exec(file);
  const format = FORMATS.find((candidate) => candidate === match?.[2]);
  if (!match?.[1] || !format) return undefined;
  return { width: Number(match[1]), format };
}
