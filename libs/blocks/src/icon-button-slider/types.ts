import type { HeaderSize, HeaderTag, LinkValue, ScrollIdField, SliderTheme } from '../shared/values';

/** Mirrors the `icon-button-slider` template in @lux/block-catalogue (New Blocks Versions). */
export interface Fields extends ScrollIdField {
  /** Rich text (html). */
  heading: string;
  header_size: HeaderSize;
  header_tag: HeaderTag;
  /** Default `light`. */
  box_color: SliderTheme;
}

/** One icon button. */
export interface Group {
  /** An icon name (see icons.ts); unknown names get a neutral glyph. */
  icon: string;
  /** The visible label; falls back to the link's text. */
  label: string;
  link: LinkValue | null;
}
