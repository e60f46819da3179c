import type { ScrollIdField, SliderTheme } from '../shared/values';

/** Mirrors the `quote-slider` template in @lux/block-catalogue. */
export interface Fields extends ScrollIdField {
  /** Rotate the quotes on a timer (with a pause control, WCAG 2.2.2). */
  has_timer: boolean;
  box_color: SliderTheme;
}

export interface Group {
  /** The quote's alignment, named as on an LTR page: left is the line's start, right its end. */
  section_class: 'left' | 'center' | 'right';
  justify_text: boolean;
  quote: string;
  author: string;
  author_position: string;
}
