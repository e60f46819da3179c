import type { HeaderSize, HeaderTag, ScrollIdField, Theme } from '../shared/values';

/** Mirrors the `location-map` template in @lux/block-catalogue. */
export interface Fields extends ScrollIdField {
  heading: string;
  header_size: HeaderSize;
  header_tag: HeaderTag;
  /** Degrees, −90 to 90; null when not set. */
  location_latitude: number | null;
  /** Degrees, −180 to 180; null when not set. */
  location_longitude: number | null;
  /** Rich text beside the map: the address, opening hours, phone numbers. */
  location_content: string;
  box_color: Theme;
}
