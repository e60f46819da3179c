import type { HeaderSize, HeaderTag, ScrollIdField, Theme } from '../shared/values';

/** Mirrors the `text-steps` template in @lux/block-catalogue. */
export interface Fields extends ScrollIdField {
  heading: string;
  header_size: HeaderSize;
  header_tag: HeaderTag;
  paragraph: string;
  box_color: Theme;
}

export interface Group {
  /** An icon name (see `stepIcons`); unknown or empty names show the step number instead. */
  icon: string;
  heading: string;
  paragraph: string;
}
