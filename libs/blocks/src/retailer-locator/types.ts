import type { HeaderSize, HeaderTag, ScrollIdField, Theme } from '../shared/values';

export type LocatorVariant = 'list' | 'map' | 'list-and-map';

/** Mirrors the `retailer-locator` template in @lux/block-catalogue. */
export interface Fields extends ScrollIdField {
  heading: string;
  header_size: HeaderSize;
  header_tag: HeaderTag;
  paragraph: string;
  variant: LocatorVariant;
  /** B§3.2: distances in km or mi. */
  distance_unit: string;
  /** Template default "City or postcode": untouched, the page's language is used. */
  search_placeholder: string;
  box_color: Theme;
}
