import type { HeaderSize, HeaderTag, ScrollIdField, SliderTheme } from '../shared/values';

/** Mirrors the `collection-feed-slider` template in @lux/block-catalogue (Other group). */
export interface Fields extends ScrollIdField {
  /** Rich text (html). */
  heading: string;
  header_size: HeaderSize;
  header_tag: HeaderTag;
  /** Rich text (html). */
  paragraph: string;
  /** The feed's language: en or ar (B§3.2). */
  lang: 'en' | 'ar';
  /** The feed's market, e.g. IL. */
  market: string;
  /** The collection key, e.g. land-rover-lifestyle. */
  collection: string;
  /** Items to show, 1–50; default 10 (B§9). */
  limit: number;
  /** One slider per group of the feed. */
  grouped: boolean;
  /** Dots under the slider instead of the counter-less arrows only. */
  show_pagination: boolean;
  box_color: SliderTheme;
}
