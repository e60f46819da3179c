import type { HeaderSize, HeaderTag, ScrollIdField, Theme } from '../shared/values';

/** Mirrors the `icons-timeline` template in @lux/block-catalogue (max 20 groups, B§9). */
export interface Fields extends ScrollIdField {
  heading: string;
  header_size: HeaderSize;
  header_tag: HeaderTag;
  box_color: Theme;
}

export interface Group {
  model: string;
  year: string;
  /** JSON text: an array of media-library image ids. Broken JSON or odd items mean no images. */
  images: string;
  paragraph: string;
}
