import type { HeaderSize, HeaderTag, ScrollIdField, Theme } from '../shared/values';

/** Mirrors the `accordion` template in @lux/block-catalogue (max 30 groups, B§9). */
export interface Fields extends ScrollIdField {
  heading: string;
  header_size: HeaderSize;
  header_tag: HeaderTag;
  /** Template default "Open all"; the default is shown in the page's language. */
  open_all_label: string;
  /** Template default "Close all"; the default is shown in the page's language. */
  close_all_label: string;
  /** Publish the question/answer pairs as FAQPage structured data. */
  has_schema: boolean;
  box_color: Theme;
}

export interface Group {
  question: string;
  /** Rich text (sanitised on the server). */
  answer: string;
}
