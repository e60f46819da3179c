import { createContext, use, type ReactNode } from 'react';
import type { PictureFormat } from '@lux/ui';
import type { ImageRatio } from './values';

/** How blocks reach the media service (A§7): the site proxies it at the same origin. */
export interface MediaSource {
  /** URL of one rendition: `{base}/api/v2/images/{id}/w/{width}.{format}?ratio=…`. */
  urlFor(id: number | string, width: number, format: PictureFormat, ratio: ImageRatio): string;
  /** Modern formats to offer before JPEG. */
  formats: readonly Exclude<PictureFormat, 'jpg'>[];
}

/** Width : height of each ratio name ("16-6-5" reads 16 : 6.5), as the media service cuts them. */
export const ratioShape: Readonly<Record<ImageRatio, readonly [number, number]>> = {
  '16-9': [16, 9],
  '16-6-5': [16, 6.5],
  '1-1': [1, 1],
};

/** The widths the media service renders: the spec's sizes (A§9) and its srcset steps. */
export const mediaWidths: Readonly<Record<ImageRatio, readonly number[]>> = {
  '16-9': [320, 480, 640, 768, 1024, 1280, 1600, 1920, 2400],
  '16-6-5': [320, 480, 640, 768, 1024, 1280, 1600, 1920, 2400],
  '1-1': [320, 360, 415, 480, 768, 830, 1245],
};

export function mediaServiceSource(base: string): MediaSource {
  const root = base.replace(/\/+$/, '');
  return {
    urlFor: (id, width, format, ratio) =>
      `${root}/api/v2/images/${encodeURIComponent(String(id))}/w/${width}.${format}?ratio=${ratio}`,
    formats: ['avif', 'webp'],
  };
}

const MediaContext = createContext<MediaSource>(mediaServiceSource('/media'));

export function MediaProvider({ source, children }: { source: MediaSource; children: ReactNode }) {
  return <MediaContext value={source}>{children}</MediaContext>;
}

export function useMedia(): MediaSource {
  return use(MediaContext);
}
