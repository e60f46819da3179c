import type { ImageValue, ScrollIdField, Theme } from '../shared/values';

/** Mirrors the `versatility` template in @lux/block-catalogue (no groups). */
export interface Fields extends ScrollIdField {
  /** The big figure beside the headings, e.g. 7 (seats) or 2,406 (litres of load space). */
  counter_number: number;
  /** The eyebrow over the big heading; may carry spec-price placeholders. */
  small_heading: string;
  /** May carry spec-price placeholders ({{spec:car-key:boot_litres}}). */
  big_heading: string;
  frame_1: ImageValue | null;
  frame_2: ImageValue | null;
  frame_3: ImageValue | null;
  frame_4: ImageValue | null;
  /** Puts the counter after the headings instead of before them. */
  reversed_counter_position: boolean;
  /** Template default "Click to interact". */
  click_to_interact_desktop: string;
  /** Template default "Tap to interact". */
  click_to_interact_mobile: string;
  box_color: Theme;
}
