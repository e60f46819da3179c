import type { HeaderSize, HeaderTag, ImageValue, ScrollIdField, Theme } from '../shared/values';

/** Mirrors the `interior-360` template in @lux/block-catalogue. */
export interface Fields extends ScrollIdField {
  heading: string;
  header_size: HeaderSize;
  header_tag: HeaderTag;
  /** The panoramic cabin image (16-9 "wide" preset). */
  panorama: ImageValue | null;
  has_sidebar: boolean;
  has_autostart: boolean;
  /** Default dark. */
  box_color: Theme;
}
