import type { HeaderSize, HeaderTag, ScrollIdField, Theme } from '../shared/values';

/** Mirrors the `exterior-360` template in @lux/block-catalogue. */
export interface Fields extends ScrollIdField {
  heading: string;
  header_size: HeaderSize;
  header_tag: HeaderTag;
  /** JSON text: media ids of the frames in rotation order. */
  frames: string;
  has_slider_with_handle: boolean;
  has_sidebar: boolean;
  has_autostart: boolean;
  /** Default dark. */
  box_color: Theme;
}
