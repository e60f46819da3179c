import type { HeaderSize, HeaderTag, ScrollIdField, Theme } from '../shared/values';

/** Mirrors the `range-calculator` template in @lux/block-catalogue (B§3.2). */
export interface Fields extends ScrollIdField {
  heading: string;
  header_size: HeaderSize;
  header_tag: HeaderTag;
  paragraph: string;
  /** Kilometres; 187 by default (B§9). */
  minimal_range: number | null;
  /** Kilometres; 493 by default (B§9). */
  maximal_range: number | null;
  /** `km` or `mi`: the figures shown (the file and the bounds stay in km). */
  distance_unit: string;
  /** `/data-files/<key>` on the content service, or an absolute https URL (see source.ts). */
  data_url: string;
  /** Template default "Driving profile": untouched, the page's language is used. */
  driving_profile_label: string;
  /** Template default "Wheels". */
  wheel_label: string;
  /** Template default "Outside temperature". */
  temperature_label: string;
  box_color: Theme;
}
