import styled from 'styled-components';
import { Picture, type PicturePriority } from '@lux/ui';
import { mediaWidths, ratioShape, useMedia } from './media';
import type { ImageRatio, ImageValue } from './values';

/** An image's intrinsic size, for the box the browser reserves before it loads. */
export interface ImageSize {
  width: number;
  height: number;
}

/** A§8: an image that cannot be looked up, has no variants or lacks a size keeps a 900 × 500 box. */
export const FALLBACK_SIZE: Readonly<ImageSize> = { width: 900, height: 500 };

const hasId = (image: ImageValue | null | undefined): image is ImageValue =>
  !!image && image.id !== '' && image.id !== null && image.id !== undefined;

/** One recorded variant: `1600x900`, or a bare width with its height at the same place in `heights`. */
function variantSize(size: string | undefined, height: number | undefined): ImageSize | null {
  const match = /^\s*(\d+)\s*(?:[x×]\s*(\d+))?\s*$/i.exec(size ?? '');
  if (!match) return null;
  const width = Number(match[1]);
  const tall = match[2] === undefined ? height : Number(match[2]);
  return width > 0 && tall !== undefined && Number.isFinite(tall) && tall > 0 ? { width, height: tall } : null;
}

/**
 * The size of an image's box (A§8). An image value may record the variants cut for it (`sizes`,
 * largest first, as the media service lists them): the first one gives the size. Without that record,
 * the media service's largest rendition at the crop does. An image that cannot be looked up (no
 * image, no id), an empty variant list, or a variant without a width and height: 900 × 500.
 */
export function intrinsicSize(image: ImageValue | null | undefined, crop: ImageRatio): ImageSize {
  if (!hasId(image)) return { ...FALLBACK_SIZE };
  if (image.sizes !== undefined) {
    return variantSize(image.sizes[0], image.heights?.[0]) ?? { ...FALLBACK_SIZE };
  }
  const widths = mediaWidths[crop];
  const largest = widths.length > 0 ? Math.max(...widths) : 0;
  if (largest <= 0) return { ...FALLBACK_SIZE };
  const [w, h] = ratioShape[crop];
  return { width: largest, height: Math.round((largest * h) / w) };
}

const Fallback = styled.div`
  inline-size: 100%;
  aspect-ratio: ${FALLBACK_SIZE.width} / ${FALLBACK_SIZE.height};
  background:
    linear-gradient(135deg, color-mix(in srgb, currentColor 10%, transparent), transparent 70%),
    var(--lux-color-surface-raised, #eee);
`;

/** A4: images of blocks 0 and 1 load eagerly (the first with high priority), later ones lazily. */
export function priorityFor(blockIndex: number): PicturePriority {
  if (blockIndex === 0) return 'high';
  return blockIndex === 1 ? 'eager' : 'lazy';
}

export interface BlockImageProps {
  image: ImageValue | number | string | null | undefined;
  /** Position of the block on the page (for loading priority). */
  index: number;
  /** The crop; the image's own ratio wins, then this, then 16-9 (A§9 default). */
  ratio?: ImageRatio;
  /** The `sizes` attribute; full width unless the block lays images out in columns. */
  sizes?: string;
  /** Overrides the priority from the block index (for slides after the first, say). */
  priority?: PicturePriority;
  /** Alt text when the editor left it empty; '' marks the image decorative. */
  fallbackAlt?: string;
  className?: string;
}

/** A block's image from the media service: modern formats, srcset over the service's widths, fixed box. */
export function BlockImage({ image: given, index, ratio, sizes, priority, fallbackAlt = '', className }: BlockImageProps) {
  const media = useMedia();
  // The validator also accepts a bare media id for an image field (B§3.3).
  const image: ImageValue | null | undefined = typeof given === 'number' || typeof given === 'string' ? { id: given } : given;
  if (!hasId(image)) {
    return <Fallback className={className} role="presentation" />;
  }
  const crop: ImageRatio = image.ratio ?? ratio ?? '16-9';
  const size = intrinsicSize(image, crop);
  return (
    <Picture
      className={className}
      urlFor={(width, format) => media.urlFor(image.id, width, format, crop)}
      widths={mediaWidths[crop]}
      width={size.width}
      height={size.height}
      alt={image.alt?.trim() || fallbackAlt}
      sizes={sizes}
      priority={priority ?? priorityFor(index)}
      formats={media.formats}
    />
  );
}
