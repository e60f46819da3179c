import type { HeaderSize, HeaderTag, ImageValue, LinkValue, ScrollIdField, Theme } from '../shared/values';

/** Mirrors the `hero-banner` template in @lux/block-catalogue (Hero group). */
export interface Fields extends ScrollIdField {
  /** Rich text (html), rendered inline in the heading. */
  heading: string;
  header_size: HeaderSize;
  header_tag: HeaderTag;
  /** Rich text (html). */
  paragraph: string;
  /** The desktop banner: the `banner` preset, 16-6-5 (1600×650, 1024×416, 640×260). */
  image: ImageValue | null;
  /** The phone image: the `wide` preset, 16-9 (1600×900, 1024×576, 640×360). */
  mobile_image: ImageValue | null;
  button: LinkValue | null;
  /** Default `dark`. */
  box_color: Theme;
}
