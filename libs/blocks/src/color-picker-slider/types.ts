import type { HeaderSize, HeaderTag, ImageValue, ScrollIdField, SliderTheme } from '../shared/values';

/** Mirrors the `color-picker-slider` template in @lux/block-catalogue (max 20 groups). */
export interface Fields extends ScrollIdField {
  /** Rich text (html). */
  heading: string;
  header_size: HeaderSize;
  header_tag: HeaderTag;
  /** Rich text (html). */
  paragraph: string;
  box_color: SliderTheme;
}

/** One paint colour. */
export interface Group {
  color_name: string;
  /** Swatch colour as #rrggbb (template default #000000). */
  color_code: string;
  /** Square swatch picture (a paint sample); the colour code is used without one. */
  swatch: ImageValue | null;
  /** The car in this colour, 16-9. */
  image: ImageValue | null;
  /** The colour's surcharge: a plain number is formatted (0 is "included"); other text shows as typed. */
  price: string;
}
