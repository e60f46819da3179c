import type { HeaderSize, HeaderTag, ImageValue, LinkValue, ScrollIdField, SliderTheme } from '../shared/values';

/** Mirrors the `content-blocks-carousel` template in @lux/block-catalogue. */
export interface Fields extends ScrollIdField {
  heading: string;
  header_size: HeaderSize;
  header_tag: HeaderTag;
  box_color: SliderTheme;
}

/** One card: the content-blocks card fields (B§3.2), with the price as editor text. */
export interface Group {
  image: ImageValue | null;
  heading: string;
  paragraph: string;
  /** A number ("389000") is formatted with the site's offer string; any other text shows as written. */
  price: string;
  link: LinkValue | null;
}
