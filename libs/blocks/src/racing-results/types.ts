import type { HeaderSize, HeaderTag, ScrollIdField, Theme } from '../shared/values';

export const RESULTS_FILES = ['results-1.json', 'results-2.json', 'results-3.json', 'results-4.json', 'results-5.json'] as const;
export type ResultsFile = (typeof RESULTS_FILES)[number];

/** Mirrors the `racing-results` template in @lux/block-catalogue (Other group). */
export interface Fields extends ScrollIdField {
  /** Rich text (html). */
  heading: string;
  header_size: HeaderSize;
  header_tag: HeaderTag;
  /** One of the five results files, read from `/data-files/racing/<file>`. */
  url: ResultsFile;
  box_color: Theme;
}
