import type { FuelType, SpecKey } from '@lux/content';
import type { HeaderSize, HeaderTag, LinkValue, ScrollIdField, Theme } from '../shared/values';

/** Mirrors the `model-summary` template in @lux/block-catalogue (no groups). */
export interface Fields extends ScrollIdField {
  /** Rich text (html); the model's name when blank. */
  heading: string;
  header_size: HeaderSize;
  header_tag: HeaderTag;
  /** The model key (nameplate, e.g. `defender-110`, A§3) or a car key. */
  car_key: string;
  /** Picks the version of the model by engine (e.g. `d250`); the first version when blank. */
  engine_key: string;
  spec_key_1: string;
  spec_label_1: string;
  spec_key_2: string;
  spec_label_2: string;
  spec_key_3: string;
  spec_label_3: string;
  /** Image beside the text (two columns) instead of above it. */
  has_columns: boolean;
  /** The tab (section tabs) this summary belongs to. */
  tab_id: string;
  /** Template default "Standard equipment". */
  standard_equipment_label: string;
  /** Rich text (html). */
  standard_equipment_content: string;
  /** The model's name as the filters show it; the catalogue's when blank. */
  model: string;
  /** The body style as the filters show it; the catalogue's when blank. */
  bodystyle: string;
  button: LinkValue | null;
  box_color: Theme;
}

/** One model version as the loader resolves it (A§7 /vehicles and /vehicles/grouped_nameplates). */
export interface ModelSummary {
  carKey: string;
  /** The model (nameplate) key and name. */
  modelKey: string;
  modelName: string;
  /** The version's name, e.g. "Defender 110 D250 SE". */
  versionName: string;
  familyName: string;
  bodyStyle: string;
  fuelType: FuelType;
  /** The fuel type in words: the "engine" facet of the filters. */
  engine: string;
  pagePath: string | null;
  imageId: number | null;
  price: number;
  leasePrice: number | null;
  specs: Array<{ key: SpecKey; label: string; text: string }>;
}

export interface ModelSummaryData {
  /** null when the key names no model in the catalogue. */
  summary: ModelSummary | null;
}
