import type { HeaderSize, HeaderTag, ImageValue, ScrollIdField, Theme } from '../shared/values';

/** Mirrors the `hotspots-container` template in @lux/block-catalogue. */
export interface Fields extends ScrollIdField {
  heading: string;
  header_size: HeaderSize;
  header_tag: HeaderTag;
  /** Rich text (HTML, sanitised on the server). */
  paragraph: string;
  /** 16-9 "wide" preset. */
  image: ImageValue | null;
  /** JSON text: an array of {x, y, heading, paragraph}, x and y in percent of the image. */
  hotspots: string;
  data_layer_label: string;
  data_layer_action: string;
  box_color: Theme;
}
