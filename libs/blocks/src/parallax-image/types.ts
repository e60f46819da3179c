import type { ImageValue, ScrollIdField, Theme } from '../shared/values';

/** Mirrors the `parallax-image` template in @lux/block-catalogue (B§9: at most 40 groups). */
export interface Fields extends ScrollIdField {
  /** Defaults to dark. */
  box_color: Theme;
}

export interface Group {
  /** Banner preset: 16-6-5. */
  image: ImageValue | null;
  heading: string;
  /** Rich text. */
  paragraph: string;
}
