import type { HeaderSize, HeaderTag, ImageValue, ScrollIdField } from '../shared/values';

/** Mirrors the `compare-images` template in @lux/block-catalogue. */
export interface Fields extends ScrollIdField {
  heading: string;
  header_size: HeaderSize;
  header_tag: HeaderTag;
  paragraph: string;
  /** Percent of the width, from the inline start, where the handle starts; default 50 (B§9). */
  start_position: number | null;
  /** Sweeps the handle once when the block first comes into view, to show it can be moved. */
  has_autostart: boolean;
  /** Heading and copy beside the images instead of above them. */
  has_sidebar: boolean;
  /** Wide preset: 16-9. */
  before_image: ImageValue | null;
  before_label: string;
  /** Wide preset: 16-9. */
  after_image: ImageValue | null;
  after_label: string;
}
