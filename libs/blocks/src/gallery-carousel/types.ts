import type { HeaderSize, HeaderTag, ImageValue, ScrollIdField, SliderTheme } from '../shared/values';

/** Mirrors the `gallery-carousel` template in @lux/block-catalogue (B§9: at most 40 groups). */
export interface Fields extends ScrollIdField {
  heading: string;
  header_size: HeaderSize;
  header_tag: HeaderTag;
  /** The four themes plus all-white-theme. */
  box_color: SliderTheme;
}

export interface Group {
  /** Wide preset: 16-9. */
  image: ImageValue | null;
  caption: string;
}
