import type { HeaderSize, HeaderTag, ImageValue, LinkValue, ScrollIdField, Theme } from '../shared/values';

/** Mirrors the `hero-title-banner` template in @lux/block-catalogue. */
export interface Fields extends ScrollIdField {
  heading: string;
  header_size: HeaderSize;
  header_tag: HeaderTag;
  paragraph: string;
  header_font: 'default' | 'display';
  box_color: Theme;
  copy_alignment_class: 'top' | 'center';
  timer_box_color: 'dark-theme' | 'light-theme';
  image: ImageValue | null;
  button: LinkValue | null;
  level: string;
}
