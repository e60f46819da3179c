import type { HeaderSize, HeaderTag, ScrollIdField, Theme } from '../shared/values';

/** Mirrors the `info-system` template in @lux/block-catalogue. */
export interface Fields extends ScrollIdField {
  heading: string;
  header_size: HeaderSize;
  header_tag: HeaderTag;
  /** The dropdown's button text; default "Select". */
  dropdown_label: string;
  /** The dialog's back button; default "Back". */
  back_label: string;
  /** The dialog's close button (its accessible name); default "Close". */
  modal_label: string;
  /** The dialog title; `{selectedOption}` becomes the chosen option. */
  model_title: string;
  box_color: Theme;
}

/** One option (B§9: at most 30). */
export interface Group {
  option_label: string;
  /** How many of the blocks after this one the option shows (default 1). */
  blocks_count: number | null;
}
