import type { HeaderSize, HeaderTag, ImageValue, LinkValue, ScrollIdField, Theme } from '../shared/values';

/** Mirrors the `image-box` template in @lux/block-catalogue (no groups). */
export interface Fields extends ScrollIdField {
  /** Theme of the copy box (the image keeps its own colours). */
  box_color: Theme;
  /** Keeps the box on the physical right of right-to-left pages instead of mirroring it. */
  right_on_rtl: boolean;
  /** Rich text above the heading (an eyebrow line). */
  top_paragraph: string;
  heading: string;
  header_size: HeaderSize;
  header_tag: HeaderTag;
  paragraph: string;
  /** Banner preset: 16-6-5. */
  background_image: ImageValue | null;
  /** Square preset: 1-1. */
  logo_image: ImageValue | null;
  button: LinkValue | null;
}
