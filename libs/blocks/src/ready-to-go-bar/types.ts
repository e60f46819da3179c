import type { LinkValue, ScrollIdField } from '../shared/values';

/** Mirrors the `ready-to-go-bar` template in @lux/block-catalogue (a floating-area block). */
export interface Fields extends ScrollIdField {
  /** The phone-size toggle's label; default "Show more". */
  mobile_button_label: string;
  /** Turns the site's floating action button off on this page (A§4). */
  fabDisabled: boolean;
  hide_block: boolean;
}

/** One action (B§9: at most 5 stored, the first 4 shown). */
export interface Group {
  icon: string;
  link: LinkValue | null;
  fallback_icon: string;
  /** Used when the main link cannot be shown (B§5 link rules). */
  fallback_link: LinkValue | null;
}
