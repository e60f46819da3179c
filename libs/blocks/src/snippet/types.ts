import type { HeaderSize, HeaderTag, LinkValue, ScrollIdField, Theme } from '../shared/values';

/** Mirrors the `snippet` template in @lux/block-catalogue. */
export interface Fields extends ScrollIdField {
  heading: string;
  header_size: HeaderSize;
  header_tag: HeaderTag;
  paragraph: string;
  link: LinkValue | null;
  box_color: Theme;
}
