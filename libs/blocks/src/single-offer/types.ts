import type { CarData } from '@lux/content';
import type { HeaderSize, HeaderTag, ImageValue, LinkValue, ScrollIdField } from '../shared/values';

/** Mirrors the `single-offer` template in @lux/block-catalogue (no groups). */
export interface Fields extends ScrollIdField {
  /** Identifies the offer: the model key (or nameplate code) of a model with a current offer (A§7 /offer_car_models). */
  hash: string;
  /** JSON text: hidden form field name → value, added to the button's form. */
  hidden_fields: string;
  /** Rich text (html); the model's name when blank. */
  heading: string;
  header_size: HeaderSize;
  header_tag: HeaderTag;
  /** Rich text (html): the offer's terms; may carry spec-price placeholders. */
  paragraph: string;
  /** The model's picture when blank. */
  image: ImageValue | null;
  button: LinkValue | null;
}

/** The offer as the loader sends it. */
export interface Offer {
  key: string;
  name: string;
  familyName: string;
  /** The offer in the page's language, e.g. "50/50 finance over 36 months at 0% interest". */
  text: string;
  priceFrom: number;
  leasePriceFrom: number | null;
  imageId: number | null;
  pagePath: string | null;
}

export interface SingleOfferData {
  /** null when no model with a current offer has this hash. */
  offer: Offer | null;
  cars: CarData[];
}
