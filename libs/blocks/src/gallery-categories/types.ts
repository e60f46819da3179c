import type { HeaderSize, HeaderTag, ImageValue, LinkValue, ScrollIdField, Theme } from '../shared/values';

/** Mirrors the `gallery-categories` template in @lux/block-catalogue (B§9: at most 4 groups). */
export interface Fields extends ScrollIdField {
  heading: string;
  header_size: HeaderSize;
  header_tag: HeaderTag;
  box_color: Theme;
}

export interface Group {
  title: string;
  /** Square preset: 1-1. */
  image: ImageValue | null;
  /** Opens the category's gallery or page. */
  link: LinkValue | null;
}
