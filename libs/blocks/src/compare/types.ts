import type { SpecKey, VehicleSpecs } from '@lux/content';

/** A model offered in the pickers. */
export interface CompareOption {
  key: string;
  name: string;
  /** The model (nameplate) name: options are grouped under it. */
  group: string;
}

/** A chosen model with what the table shows. */
export interface ComparedModel {
  key: string;
  name: string;
  nameplate: string;
  price: number;
  leasePrice: number | null;
  imageId: number | null;
  specs: VehicleSpecs;
}

/** What the compare page's loader sends (JSON): everything to render the page server-side. */
export interface CompareData {
  options: CompareOption[];
  /** The chosen models, 2 or 3, in the URL's order (defaults fill in when it names fewer than 2). */
  models: ComparedModel[];
  labels: Array<{ key: SpecKey; label: string; unit: string | null }>;
  /** Only rows whose values differ (?diff=1). */
  onlyDifferences: boolean;
}

/** The loader's result: the data, or a failure the page shows (A§8) while still answering 200. */
export type CompareResult = { ok: true; data: CompareData } | { ok: false };
