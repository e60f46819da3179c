import type { HeaderSize, HeaderTag, ImageValue, LinkValue, ScrollIdField, SliderTheme } from '../shared/values';

/** Mirrors the `contents-block-carousel` template in @lux/block-catalogue (New Blocks Versions). */
export interface Fields extends ScrollIdField {
  /** Rich text (html). */
  heading: string;
  header_size: HeaderSize;
  header_tag: HeaderTag;
  /** Default `light`. */
  box_color: SliderTheme;
}

/** One content card. */
export interface Group {
  /** `wide` preset, 16-9. */
  image: ImageValue | null;
  heading: string;
  /** Rich text (html). */
  paragraph: string;
  link: LinkValue | null;
}
