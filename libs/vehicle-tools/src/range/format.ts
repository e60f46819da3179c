/**
 * The range calculator's data file (A§7), as the block reads it from its `data_url` (the seeded one is
 * `data_files` key `range-calculator/range-data.json`). Version 1:
 *
 * ```json
 * {
 *   "version": 1,
 *   "factors": { ...RangeFactors: the defaults of every model },
 *   "models": [
 *     { "key": "range-rover-electric", "name": { "he": "…", "en": "Range Rover Electric" },
 *       "wltp_range_km": 470, "factors": { "wheels": { "21": 1, "22": 0.96, "23": 0.93 } } }
 *   ]
 * }
 * ```
 *
 * A range estimate is the model's WLTP range multiplied by one factor per input (1 = as WLTP):
 * - `profile`: city / mixed / motorway (stop-and-go recovers energy; motorway does not);
 * - `speed`: points `[km/h, factor]`, speeds rising, factors never rising (faster never goes further);
 *   values between points are interpolated, values outside are held at the end points;
 * - `temperature`: points `[°C, factor]`, temperatures rising (the battery's efficiency);
 * - `climate`: points `[°C, factor]` applied only while climate control is on (heating in the cold,
 *   cooling in the heat);
 * - `wheels`: factor by rim size in inches ("20", "21", "22", "23"); a model lists only the sizes it has.
 *
 * A model's own `factors` replace the file's defaults one table at a time. The result is clamped to the
 * block's [minimal_range, maximal_range] (B§9: 187–493 km).
 */
export const RANGE_DATA_FILE_VERSION = 1;

export const DRIVING_PROFILES = ['city', 'mixed', 'motorway'] as const;
export type DrivingProfile = (typeof DRIVING_PROFILES)[number];

/** `[x, factor]`: km/h or °C, then the multiplier. */
export type FactorPoint = readonly [x: number, factor: number];

export interface RangeFactors {
  profile: Readonly<Record<DrivingProfile, number>>;
  speed: readonly FactorPoint[];
  temperature: readonly FactorPoint[];
  climate: readonly FactorPoint[];
  /** Rim size in inches → factor. */
  wheels: Readonly<Record<string, number>>;
}

export interface RangeModel {
  key: string;
  /** By locale (`he`, `en`…); `nameOf` picks one. */
  name: Readonly<Record<string, string>>;
  wltpRangeKm: number;
  factors: RangeFactors;
  /** Rim sizes the model comes with, smallest first (from its wheel factors). */
  wheelSizes: readonly number[];
}

export interface RangeDataFile {
  version: typeof RANGE_DATA_FILE_VERSION;
  models: readonly RangeModel[];
}

export interface RangeInputs {
  profile: DrivingProfile;
  speedKmh: number;
  temperatureC: number;
  climateOn: boolean;
  wheelInches: number;
}

export type DistanceUnit = 'km' | 'mi';

export interface RangeBounds {
  /** Kilometres (the template's minimal_range, 187 by default). */
  minKm: number;
  /** Kilometres (the template's maximal_range, 493 by default). */
  maxKm: number;
}

export const DEFAULT_RANGE_BOUNDS: RangeBounds = { minKm: 187, maxKm: 493 };

/** The model's name in `locale`, else English, else any. */
export function nameOf(model: Pick<RangeModel, 'name' | 'key'>, locale: string): string {
  const base = locale.toLowerCase().split('-')[0] ?? '';
  return model.name[base] ?? model.name['en'] ?? Object.values(model.name)[0] ?? model.key;
}
