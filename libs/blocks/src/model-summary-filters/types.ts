import type { HeaderSize, HeaderTag, ScrollIdField, Theme } from '../shared/values';

/** Mirrors the `model-summary-filters` template in @lux/block-catalogue (no groups). */
export interface Fields extends ScrollIdField {
  /** Rich text (html). */
  heading: string;
  header_size: HeaderSize;
  header_tag: HeaderTag;
  /** Template default "Model". */
  model_label: string;
  /** Template default "Body style". */
  bodystyle_label: string;
  /** Template default "Engine". */
  engine_label: string;
  /** Template default "Reset". */
  reset_label: string;
  box_color: Theme;
}

/** One model summary after this block, as the filters see it. */
export interface FilteredSummary {
  blockId: number;
  model: string;
  bodyStyle: string;
  engine: string;
}

export interface ModelSummaryFiltersData {
  summaries: FilteredSummary[];
}
