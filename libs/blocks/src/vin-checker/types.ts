import type { HeaderSize, HeaderTag, ScrollIdField, Theme } from '../shared/values';

/** Mirrors the `vin-checker` template in @lux/block-catalogue. */
export interface Fields extends ScrollIdField {
  heading: string;
  header_size: HeaderSize;
  header_tag: HeaderTag;
  text_alignment_class: 'left' | 'center' | 'right';
  height_class: 'auto' | 's' | 'm' | 'l';
  label_text: string;
  button_text: string;
  response_positive: string;
  response_negative: string;
  box_color: Theme;
}
