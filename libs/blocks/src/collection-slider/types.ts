import type { HeaderSize, HeaderTag, ImageValue, LinkValue, ScrollIdField, SliderTheme } from '../shared/values';

/** Mirrors the `collection-slider` template in @lux/block-catalogue (Other group). */
export interface Fields extends ScrollIdField {
  /** Rich text (html). */
  heading: string;
  header_size: HeaderSize;
  header_tag: HeaderTag;
  /** Default `light`. */
  box_color: SliderTheme;
}

/** One hand-picked item. */
export interface Group {
  /** `square` preset, 1-1. */
  image: ImageValue | null;
  heading: string;
  /** Rich text (html). */
  paragraph: string;
  /** A plain number is formatted with the site's price settings; other text shows as typed. */
  price: string;
  link: LinkValue | null;
}
