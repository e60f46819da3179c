import type { ComponentPropsWithRef } from 'react';
import { StyledImg } from './Picture.styles';

export type PictureFormat = 'avif' | 'webp' | 'jpg';

/** How urgently the browser should fetch the image. */
export type PicturePriority = 'high' | 'eager' | 'lazy';

export interface PictureProps extends Omit<ComponentPropsWithRef<'img'>, 'src' | 'srcSet' | 'width' | 'height' | 'loading' | 'alt'> {
  /** Builds the URL of one rendition of the image. */
  urlFor: (width: number, format: PictureFormat) => string;
  /** Widths the image service renders; the browser picks from them with `sizes`. */
  widths: readonly number[];
  /** Intrinsic width and height: the browser reserves the box before the image arrives (no layout shift). */
  width: number;
  height: number;
  /** Text alternative; an empty string marks the image decorative. */
  alt: string;
  /** The `sizes` attribute: how wide the image is drawn at each breakpoint. */
  sizes?: string;
  /**
   * `high`: the page's main image (first block) — eager and fetchpriority high; `eager`: above the fold;
   * `lazy` (default): loaded as it nears the viewport (A§4: blocks 0 and 1 eager, later ones lazy).
   */
  priority?: PicturePriority;
  /** Modern formats offered before the JPEG fallback, best first. */
  formats?: readonly Exclude<PictureFormat, 'jpg'>[];
}

const mimeOf: Record<Exclude<PictureFormat, 'jpg'>, string> = { avif: 'image/avif', webp: 'image/webp' };

/** A responsive image: AVIF and WebP sources with a JPEG fallback, srcset over the service's widths. */
export function Picture({
  urlFor,
  widths,
  width,
  height,
  alt,
  sizes = '100vw',
  priority = 'lazy',
  formats = ['avif', 'webp'],
  ...rest
}: PictureProps) {
  const ascending = [...widths].sort((a, b) => a - b);
  const srcSet = (format: PictureFormat) => ascending.map((w) => `${urlFor(w, format)} ${w}w`).join(', ');
  // The fallback src is the middle width: good enough for the rare browser that ignores srcset.
  const fallback = ascending[Math.floor(ascending.length / 2)] ?? width;
  return (
    <picture>
      {formats.map((format) => (
        <source key={format} type={mimeOf[format]} srcSet={srcSet(format)} sizes={sizes} />
      ))}
      <StyledImg
        src={urlFor(fallback, 'jpg')}
        srcSet={srcSet('jpg')}
        sizes={sizes}
        width={width}
        height={height}
        alt={alt}
        loading={priority === 'lazy' ? 'lazy' : 'eager'}
        decoding={priority === 'high' ? 'sync' : 'async'}
        fetchPriority={priority === 'high' ? 'high' : undefined}
        {...rest}
      />
    </picture>
  );
}
