import type { SpecKey } from '@lux/content';
import type { HeaderSize, HeaderTag, ScrollIdField, Theme } from '../shared/values';

/** Mirrors the `specification-accordion` template in @lux/block-catalogue (max 100 groups). */
export interface Fields extends ScrollIdField {
  /** Rich text (html). */
  heading: string;
  header_size: HeaderSize;
  header_tag: HeaderTag;
  /**
   * Comma-separated model keys (nameplates such as `defender-110`, A§3) or car keys offered in the
   * select, in order: a model key offers each of its versions. The first is shown first.
   */
  model_keys: string;
  /** Template default "Model". */
  select_label: string;
  /** Template default "Select a model". */
  select_placeholder: string;
  box_color: Theme;
}

/** One section of the accordion. */
export interface Group {
  label: string;
  /** Comma-separated spec keys (power_hp, torque_nm, …) or a section name (performance, powertrain, efficiency, practicality). */
  spec_key: string;
  /** Rich text (html) under the section's specs. */
  content: string;
}

/** One version (car key) as the loader sends it: its labelled spec sheet in the page's language. */
export interface SpecModel {
  key: string;
  name: string;
  /** The model (nameplate) name: versions are grouped under it in the select. */
  nameplate: string;
  price: number;
  lease_price: number | null;
  specs: Array<{ key: SpecKey; label: string; text: string }>;
}

export interface SpecAccordionData {
  models: SpecModel[];
}
