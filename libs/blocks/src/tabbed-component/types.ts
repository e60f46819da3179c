import type { HeaderSize, HeaderTag, ImageValue, ScrollIdField, Theme } from '../shared/values';

/** Mirrors the `tabbed-component` template in @lux/block-catalogue. */
export interface Fields extends ScrollIdField {
  heading: string;
  header_size: HeaderSize;
  header_tag: HeaderTag;
  box_color: Theme;
}

export type TabType = 'image' | 'exterior-360' | 'interior-360';

export interface Group {
  tab_label: string;
  tab_type: TabType;
  /** The tab's image (16-9 "wide" preset); the panorama of an interior 360 tab. */
  image: ImageValue | null;
  /** JSON text: media ids in rotation order, for an exterior 360 tab. */
  frames: string;
  heading: string;
  /** Rich text (HTML, sanitised on the server). */
  paragraph: string;
}
