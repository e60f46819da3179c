import type { HeaderSize, HeaderTag, ScrollIdField, Theme } from '../shared/values';

/** Mirrors the `retailer-cards` template in @lux/block-catalogue (max 30 groups, B§9). */
export interface Fields extends ScrollIdField {
  heading: string;
  header_size: HeaderSize;
  header_tag: HeaderTag;
  /** JSON object overriding the cards' UI strings by name (`directions`, `hours`…). */
  translations: string;
  /** B§3.2: distances in km or mi. */
  distance_unit: string;
  box_color: Theme;
}

export interface Group {
  name: string;
  address: string;
  city: string;
  latitude: number | null;
  longitude: number | null;
  /** JSON list of `{ type: phone|whatsapp|email, icon, label, href }`. */
  contact_info: string;
  /** JSON list of `{ icon, label }`. */
  services: string;
}
