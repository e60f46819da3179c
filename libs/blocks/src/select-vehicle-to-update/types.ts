import type { HeaderSize, HeaderTag, LinkValue, ScrollIdField, Theme } from '../shared/values';

/** Mirrors the `select-vehicle-to-update` template in @lux/block-catalogue (B§3.2). */
export interface Fields extends ScrollIdField {
  heading: string;
  header_size: HeaderSize;
  header_tag: HeaderTag;
  parent_label: string;
  parent_placeholder: string;
  parent_all_label: string;
  child_label: string;
  child_placeholder: string;
  child_all_label: string;
  button_text: string;
  clear_text: string;
  /** With {amount}, {parent} and {child}. */
  result_text_label: string;
  view_all_link_text: string;
  /** JSON text, see @lux/vehicle-tools vehicle-picker. */
  subblocks_mapper: unknown;
  box_color: Theme;
}

/** One sub-block card: shown when its `subblock_key` names a sub-block group matching the choice. */
export interface Group {
  subblock_key: string;
  button_text: string;
  modal_title: string;
  /** Rich text (sanitised on the server). */
  modal_description: string;
  modal_button: LinkValue | null;
}
