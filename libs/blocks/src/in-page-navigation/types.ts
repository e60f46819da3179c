import type { Theme } from '../shared/values';

/** Mirrors the `in-page-navigation` template in @lux/block-catalogue: the one block without block_scroll_id. */
export interface Fields {
  /** Label of the go-to-top link; default "TOP". */
  goTopShort: string;
  box_color: Theme;
}

/** One link (B§9: at most 10). */
export interface Group {
  label: string;
  /** The block_scroll_id of the target block (or `component-N`, A§2). */
  blockId: string;
}
