import type { HeaderSize, HeaderTag, LinkValue, ScrollIdField, SliderTheme } from '../shared/values';

/** Mirrors the `stock-locator-carousel` template in @lux/block-catalogue. */
export interface Fields extends ScrollIdField {
  /** Rich text (html). */
  heading: string;
  header_size: HeaderSize;
  header_tag: HeaderTag;
  ci_key_list: string;
  sl_key_brand: string;
  /** Usually "All vehicles in stock" → the stock locator page. */
  link: LinkValue | null;
  box_color: SliderTheme;
}
