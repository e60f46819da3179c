import type { HeaderSize, HeaderTag, ScrollIdField, Theme } from '../shared/values';

/** Mirrors the `specification-at-a-glance` template in @lux/block-catalogue (max 20 groups). */
export interface Fields extends ScrollIdField {
  /** Rich text (html). */
  heading: string;
  header_size: HeaderSize;
  header_tag: HeaderTag;
  /** Rich text (html) under the figures: WLTP notes, footnotes. */
  disclaimer: string;
  box_color: Theme;
}

/** One key figure. Both texts may carry spec-price placeholders ({{spec:car-key:power_hp}}). */
export interface Group {
  /** The figure with its unit, e.g. "5.4 שניות" or "{{spec:defender-110-d250-se:power_hp}} כ״ס". */
  number_heading: string;
  /** Rich text (html): what the figure is. */
  paragraph: string;
}
