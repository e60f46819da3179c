import type { HeaderSize, HeaderTag, ScrollIdField, Theme } from '../shared/values';

/** Mirrors the `section-tabs` template in @lux/block-catalogue. */
export interface Fields extends ScrollIdField {
  heading: string;
  header_size: HeaderSize;
  header_tag: HeaderTag;
  box_color: Theme;
}

export interface Group {
  tab_label: string;
  /** Anchor of the tab: `#tab_id` in the address selects it. */
  tab_id: string;
  /** How many of the blocks after this one the tab shows (default 1). */
  blocks_count: number | null;
  /** Named as on an LTR page: left is the line's start, right its end. */
  copy_position: 'left' | 'right';
  has_modal: boolean;
  modal_title: string;
}
