import type { HeaderSize, HeaderTag, ImageValue, LinkValue, ScrollIdField, SliderTheme } from '../shared/values';

/** Mirrors the `number-button-carousel` template in @lux/block-catalogue (New Blocks Versions). */
export interface Fields extends ScrollIdField {
  /** Rich text (html). */
  heading: string;
  header_size: HeaderSize;
  header_tag: HeaderTag;
  /** Default `light`. */
  box_color: SliderTheme;
}

/** One slide, picked with its numbered button. */
export interface Group {
  /** The button's label ("01", "2024"…); blank numbers count 01, 02, … */
  number: string;
  /** `wide` preset, 16-9. */
  image: ImageValue | null;
  heading: string;
  /** Rich text (html). */
  paragraph: string;
  link: LinkValue | null;
}
