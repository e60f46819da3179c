import type { HeaderSize, HeaderTag, ImageValue, ScrollIdField, Theme } from '../shared/values';

/** Mirrors the `range-component` template in @lux/block-catalogue (New Blocks Versions). */
export interface Fields extends ScrollIdField {
  /** Rich text (html). */
  heading: string;
  header_size: HeaderSize;
  header_tag: HeaderTag;
  /** Rich text (html). */
  paragraph: string;
  /** The range figure; null (unset), zero or negative shows no figure. */
  range_value: number | null;
  /** Default `km`; `km` and `mi` are localised, anything else shows as typed. */
  range_unit: string;
  /** `wide` preset, 16-9. */
  image: ImageValue | null;
  /** Default `dark`. */
  box_color: Theme;
}
