import type { HeaderSize, HeaderTag, ImageValue, LinkValue, ScrollIdField, Theme } from '../shared/values';

/** Mirrors the `sign-post` template in @lux/block-catalogue. */
export interface Fields extends ScrollIdField {
  heading: string;
  header_size: HeaderSize;
  header_tag: HeaderTag;
  paragraph: string;
  /** 16-9 (the template's wide preset). */
  image: ImageValue | null;
  link: LinkValue | null;
  secondary_link: LinkValue | null;
  box_color: Theme;
}
