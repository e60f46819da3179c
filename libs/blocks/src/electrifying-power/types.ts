import type { HeaderSize, HeaderTag, ImageValue, LinkValue, ScrollIdField, Theme } from '../shared/values';

/** Mirrors the `electrifying-power` template in @lux/block-catalogue (New Blocks Versions). */
export interface Fields extends ScrollIdField {
  /** Rich text (html). */
  heading: string;
  header_size: HeaderSize;
  header_tag: HeaderTag;
  /** Rich text (html). */
  paragraph: string;
  /** `wide` preset, 16-9. */
  image: ImageValue | null;
  button: LinkValue | null;
  /** Default `black`. */
  box_color: Theme;
}

/** One key figure ("440 hp" with its caption "system power"). */
export interface Group {
  figure: string;
  caption: string;
}
