import type { ScrollIdField, Theme } from '../shared/values';

/** Mirrors the `quote` template in @lux/block-catalogue. */
export interface Fields extends ScrollIdField {
  quote: string;
  author: string;
  author_position: string;
  /** Named as on an LTR page; mirrors with the direction: left is the line's start, right its end. */
  alignment: 'left' | 'center' | 'right';
  justify_text: boolean;
  box_color: Theme;
}
