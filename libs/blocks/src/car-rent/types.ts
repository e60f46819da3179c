import type { HeaderSize, HeaderTag, ImageValue, LinkValue, ScrollIdField, Theme } from '../shared/values';

/** Mirrors the `car-rent` template in @lux/block-catalogue. */
export interface Fields extends ScrollIdField {
  heading: string;
  header_size: HeaderSize;
  header_tag: HeaderTag;
  paragraph: string;
  box_color: Theme;
}

/** One rental car (max 20). */
export interface Group {
  name: string;
  image: ImageValue | null;
  price: string;
  icons: unknown;
  extra_equipment: unknown;
  link: LinkValue | null;
}
