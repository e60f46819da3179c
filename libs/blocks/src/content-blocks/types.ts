import type { ContentItemType } from '@lux/block-catalogue';
import type { HeaderSize, HeaderTag, ImageValue, LinkValue, ScrollIdField, Theme } from '../shared/values';

/** Mirrors the `content-blocks` template in @lux/block-catalogue. */
export interface Fields extends ScrollIdField {
  heading: string;
  header_size: HeaderSize;
  header_tag: HeaderTag;
  box_color: Theme;
  items_per_row: '1' | '2' | '3' | '4';
}

export interface Group {
  content_type: ContentItemType;
  heading: string;
  paragraph: string;
  image: ImageValue | null;
  price: number | null;
  link: LinkValue | null;
  html: string;
  form_id: string;
  calculator: string;
  label: string;
}
