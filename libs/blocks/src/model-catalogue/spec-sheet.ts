import { specKeys, specLabel, specText, type Locale, type SpecKey, type VehicleSpecs } from '@lux/content';

export interface SpecLine {
  key: SpecKey;
  label: string;
  /** '' when the spec does not apply to this car (no battery on a diesel). */
  text: string;
}

/** A car's specs labelled and written in the page's language, in sheet order (A§3, A§5). */
export function specSheet(specs: Partial<VehicleSpecs>, locale: Locale): SpecLine[] {
  return specKeys.map((key) => ({
    key,
    label: specLabel(key, locale),
    text: specText(key, specs[key], locale),
  }));
}
