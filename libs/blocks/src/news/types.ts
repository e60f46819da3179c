import type { HeaderSize, HeaderTag, LinkValue, ScrollIdField, Theme } from '../shared/values';

/** Mirrors the `news` template in @lux/block-catalogue (Other group). */
export interface Fields extends ScrollIdField {
  /** Rich text (html). */
  heading: string;
  header_size: HeaderSize;
  header_tag: HeaderTag;
  /** The card link's text; default "Read more". */
  read_more_label: string;
  /** After the page number: `%` is replaced by the number of pages ("of %" → "2 of 5"). */
  pagination_label: string;
  error_heading: string;
  error_text: string;
  no_results_heading: string;
  no_results_text: string;
  quick_links: LinkValue[];
  box_color: Theme;
}
