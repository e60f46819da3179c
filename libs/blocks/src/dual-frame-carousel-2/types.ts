import type { HeaderSize, HeaderTag, ImageValue, LinkValue, ScrollIdField, SliderTheme } from '../shared/values';

/** Mirrors the `dual-frame-carousel-2` template in @lux/block-catalogue (New Blocks Versions). */
export interface Fields extends ScrollIdField {
  /** Rich text (html). */
  heading: string;
  header_size: HeaderSize;
  header_tag: HeaderTag;
  /** Default `light`. */
  box_color: SliderTheme;
}

/** One slide: two framed images with copy. */
export interface Group {
  /** `wide` preset, 16-9: the large frame. */
  primary_image: ImageValue | null;
  /** `square` preset, 1-1: the small frame. */
  secondary_image: ImageValue | null;
  heading: string;
  /** Rich text (html). */
  paragraph: string;
  link: LinkValue | null;
}
