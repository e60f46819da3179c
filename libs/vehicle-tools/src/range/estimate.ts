import {
  DEFAULT_RANGE_BOUNDS,
  type DistanceUnit,
  type FactorPoint,
  type RangeBounds,
  type RangeInputs,
  type RangeModel,
} from './format';

export const KM_PER_MILE = 1.609344;

/**
 * The factor at `x`, linear between the table's points and held at its ends (a table of one point is
 * that point's factor everywhere).
 */
export function interpolate(points: readonly FactorPoint[], x: number): number {
  const first = points[0];
  if (!first) return 1;
  if (x <= first[0]) return first[1];
  for (let index = 1; index < points.length; index += 1) {
    const [x1, f1] = points[index]!;
    const [x0, f0] = points[index - 1]!;
    if (x <= x1) return f0 + ((f1 - f0) * (x - x0)) / (x1 - x0);
  }
  return points.at(-1)![1];
}

/** The model's size nearest to `inches` (the smaller one on a tie): a model without 23″ rims uses its 22″. */
export function nearestWheel(model: Pick<RangeModel, 'wheelSizes'>, inches: number): number {
  let best = model.wheelSizes[0] ?? inches;
  for (const size of model.wheelSizes) if (Math.abs(size - inches) < Math.abs(best - inches)) best = size;
  return best;
}

/** The bounds made sane: whole, non-negative, min ≤ max (an editor may swap them). */
export function normaliseBounds(bounds: Partial<RangeBounds>): RangeBounds {
  const pick = (value: number | undefined, fallback: number) =>
    typeof value === 'number' && Number.isFinite(value) && value >= 0 ? Math.round(value) : fallback;
  const a = pick(bounds.minKm, DEFAULT_RANGE_BOUNDS.minKm);
  const b = pick(bounds.maxKm, DEFAULT_RANGE_BOUNDS.maxKm);
  return { minKm: Math.min(a, b), maxKm: Math.max(a, b) };
}

export interface RangeEstimate {
  modelKey: string;
  /** Whole kilometres, within the bounds. */
  km: number;
  /** The bound the raw estimate was held at, if any. */
  clamped: 'min' | 'max' | null;
  /** The rim size used (the nearest the model has). */
  wheelInches: number;
  /** Where the estimate sits between the bounds: 0 at the minimum, 1 at the maximum (for the bar). */
  share: number;
}

/**
 * The model's range for the inputs: WLTP × profile × speed × temperature × climate (when on) × wheels,
 * rounded to whole km and clamped to the block's bounds.
 */
export function estimateRange(model: RangeModel, inputs: RangeInputs, bounds: RangeBounds = DEFAULT_RANGE_BOUNDS): RangeEstimate {
  const { minKm, maxKm } = normaliseBounds(bounds);
  const { factors } = model;
  const wheelInches = nearestWheel(model, inputs.wheelInches);
  const raw =
    model.wltpRangeKm *
    factors.profile[inputs.profile] *
    interpolate(factors.speed, inputs.speedKmh) *
    interpolate(factors.temperature, inputs.temperatureC) *
    (inputs.climateOn ? interpolate(factors.climate, inputs.temperatureC) : 1) *
    (factors.wheels[String(wheelInches)] ?? 1);
  const rounded = Number.isFinite(raw) ? Math.round(raw) : minKm;
  const km = Math.min(maxKm, Math.max(minKm, rounded));
  const clamped = rounded < minKm ? 'min' : rounded > maxKm ? 'max' : null;
  const share = maxKm === minKm ? 1 : (km - minKm) / (maxKm - minKm);
  return { modelKey: model.key, km, clamped, wheelInches, share };
}

/** Kilometres in the block's unit, whole: `mi` divides by 1.609344. */
export function toDistanceUnit(km: number, unit: DistanceUnit): number {
  return unit === 'mi' ? Math.round(km / KM_PER_MILE) : Math.round(km);
}

/** Miles (or km) back to whole kilometres. */
export function fromDistanceUnit(value: number, unit: DistanceUnit): number {
  return unit === 'mi' ? Math.round(value * KM_PER_MILE) : Math.round(value);
}

/** The template's distance_unit: anything but `mi` reads as km. */
export function distanceUnitOf(value: unknown): DistanceUnit {
  return value === 'mi' ? 'mi' : 'km';
}

export interface InputLimits {
  speed: { min: number; max: number; step: number };
  temperature: { min: number; max: number; step: number };
}

/**
 * The sliders' extent: the span the file's tables cover across models (speed 50–130 km/h, −10…+35 °C
 * in the seeded file), in steps of 10 km/h and 5 °C.
 */
export function inputLimits(models: readonly RangeModel[]): InputLimits {
  const span = (tables: readonly (readonly FactorPoint[])[], fallback: [number, number]) => {
    const xs = tables.flatMap((points) => points.map(([x]) => x));
    return xs.length === 0 ? fallback : [Math.min(...xs), Math.max(...xs)];
  };
  const [speedMin, speedMax] = span(models.map((m) => m.factors.speed), [50, 130]) as [number, number];
  const [tempMin, tempMax] = span(models.map((m) => m.factors.temperature), [-10, 35]) as [number, number];
  return {
    speed: { min: speedMin, max: Math.max(speedMax, speedMin), step: 10 },
    temperature: { min: tempMin, max: Math.max(tempMax, tempMin), step: 5 },
  };
}

const clampTo = (value: number, { min, max }: { min: number; max: number }) => Math.min(max, Math.max(min, value));

/** Starting inputs: mixed driving at 90 km/h, 20 °C, climate off, the model's smallest rims. */
export function defaultInputs(models: readonly RangeModel[], model: RangeModel | undefined): RangeInputs {
  const limits = inputLimits(models);
  return {
    profile: 'mixed',
    speedKmh: clampTo(90, limits.speed),
    temperatureC: clampTo(20, limits.temperature),
    climateOn: false,
    wheelInches: model?.wheelSizes[0] ?? 20,
  };
}
