import type { ImageValue, ScrollIdField } from '../shared/values';

/** Mirrors the `retailer-schema` and `retailer-service-schema` templates in @lux/block-catalogue. */
export interface Fields extends ScrollIdField {
  image: ImageValue | null;
  /** Blank: the block publishes every retailer of the dealers list instead. */
  name: string;
  /** Rich text; published as plain text. */
  description: string;
  keywords: string;
  /** JSON list of `{ dayOfWeek | days, opens, closes }` or "days time–time" texts. */
  opening_hours: string;
  payment_accepted: string;
  price_range: string;
  /** "Street 1, City 1234567": the last comma parts become the locality and postcode. */
  address: string;
  latitude: number | null;
  longitude: number | null;
  /** JSON list of `{ type: phone|whatsapp|email, icon, label, href }`. */
  contact_info: string;
  /** JSON list of `{ category, description, url }`. */
  offers_info: string;
}
