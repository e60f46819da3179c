import type { HeaderSize, HeaderTag, ScrollIdField, Theme } from '../shared/values';

/** Mirrors the `image-tabs` template in @lux/block-catalogue. */
export interface Fields extends ScrollIdField {
  heading: string;
  header_size: HeaderSize;
  header_tag: HeaderTag;
  box_color: Theme;
}

export interface Group {
  tab_label: string;
  /** A hash (`#tab_id`) that opens this tab when the page loads or the hash changes. */
  tab_id: string;
  /** How many of the blocks after this one the tab shows; default 1. */
  blocks_count: number | null;
  /** Images of the tab's blocks load only once the tab is first opened. */
  has_lazyload: boolean;
}
