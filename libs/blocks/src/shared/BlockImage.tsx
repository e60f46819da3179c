import styled from 'styled-components';
import { Picture, type PicturePriority } from '@lux/ui';
import { mediaWidths, ratioShape, useMedia } from './media';
import type { ImageRatio, ImageValue } from './values';

/** A2§9: when the image is missing, the box keeps the 900 × 500 fallback size, so nothing shifts. */
export const FALLBACK_SIZE = { width: 900, height: 500 } as const;

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
  if (!image || image.id === '' || image.id === null || image.id === undefined) {
    return <Fallback className={className} role="presentation" />;
  }
  const crop: ImageRatio = image.ratio ?? ratio ?? '16-9';
  const [w, h] = ratioShape[crop];
  const widths = mediaWidths[crop];
  const largest = widths[widths.length - 1] ?? FALLBACK_SIZE.width;
  return (
    <Picture
      className={className}
      urlFor={(width, format) => media.urlFor(image.id, width, format, crop)}
      widths={widths}
      width={largest}
      height={Math.round((largest * h) / w)}
      alt={image.alt?.trim() || fallbackAlt}
      sizes={sizes}
      priority={priority ?? priorityFor(index)}
      formats={media.formats}
    />
  );
}
