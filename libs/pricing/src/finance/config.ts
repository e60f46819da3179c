import type { FinanceProduct } from './products';
import { quoteFinance } from './quote';

/** One input of the calculator: a range the visitor moves in steps of `interval`. */
export interface RangeInput {
  label: string;
  min: number;
  max: number;
  default: number;
  interval: number;
  unit: string;
}

export interface FinanceInputConfiguration {
  /** Percent of the price. */
  down_payment: RangeInput;
  /** Years (unit `years`) or months (unit `months`). */
  duration: RangeInput;
  /** Percent a year; `max` 0 means "the product's default rate". */
  interest_rate: RangeInput;
}

export interface ConfigProblem {
  path: string;
  message: string;
}

/** B§3.4 defaults: down payment 20–50 % in steps of 5 (default 20), duration 4–7 years (default 4). */
export const DEFAULT_INPUT_CONFIGURATION: FinanceInputConfiguration = Object.freeze({
  down_payment: Object.freeze({
    label: 'Down payment',
    min: 20,
    max: 50,
    default: 20,
    interval: 5,
    unit: '%',
  }),
  duration: Object.freeze({ label: 'Duration', min: 4, max: 7, default: 4, interval: 1, unit: 'years' }),
  interest_rate: Object.freeze({
    label: 'Interest rate',
    min: 0,
    max: 0,
    default: 0,
    interval: 0,
    unit: '%',
  }),
});

type RangeKey = 'down_payment' | 'duration' | 'interest_rate';
/** Hard limits per input, whatever the configuration says. */
const LIMITS: Record<RangeKey, { min: number; max: number }> = {
  down_payment: { min: 0, max: 100 },
  duration: { min: 0, max: 120 },
  interest_rate: { min: 0, max: 100 },
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const num = (value: unknown): number | null => {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
};
/** Removes float noise from stepping (20 + 3 × 0.1). */
const tidy = (value: number) => Math.round(value * 1e6) / 1e6;

/** JSON text or an already parsed value → a record, or null with a problem. */
export function readJsonRecord(
  raw: unknown,
  path: string,
  problems: ConfigProblem[],
): Record<string, unknown> | null {
  let value = raw;
  if (typeof raw === 'string') {
    if (raw.trim() === '') return null;
    try {
      value = JSON.parse(raw);
    } catch {
      problems.push({ path, message: 'is not valid JSON' });
      return null;
    }
  }
  if (value === null || value === undefined) return null;
  if (!isRecord(value)) {
    problems.push({ path, message: 'must be a JSON object' });
    return null;
  }
  return value;
}

/** Snaps `value` to `min + k × interval` (nearest step) and keeps it within [min, max]. */
export function snapToInterval(value: number, range: Pick<RangeInput, 'min' | 'max' | 'interval'>): number {
  const { min, max, interval } = range;
  const clamped = Math.min(max, Math.max(min, value));
  if (!(interval > 0)) return tidy(clamped);
  const snapped = min + Math.round((clamped - min) / interval) * interval;
  return tidy(snapped > max ? snapped - interval : snapped);
}

function parseRange(raw: unknown, key: RangeKey, problems: ConfigProblem[]): RangeInput {
  const fallback = DEFAULT_INPUT_CONFIGURATION[key];
  if (raw === undefined) return fallback;
  if (!isRecord(raw)) {
    problems.push({ path: key, message: 'must be an object {label, min, max, default, interval, unit}' });
    return fallback;
  }
  const limit = LIMITS[key];
  const min = num(raw['min']) ?? fallback.min;
  const max = num(raw['max']) ?? fallback.max;
  if (min > max || min < limit.min || max > limit.max) {
    problems.push({ path: key, message: `min and max must satisfy ${limit.min} ≤ min ≤ max ≤ ${limit.max}` });
    return { ...fallback, label: typeof raw['label'] === 'string' ? raw['label'] : fallback.label };
  }
  let interval = num(raw['interval']) ?? fallback.interval;
  if (interval < 0 || (interval === 0 && max > min && key !== 'interest_rate')) {
    problems.push({ path: `${key}.interval`, message: 'must be a positive number' });
    interval = max > min ? (fallback.interval > 0 ? fallback.interval : 1) : 0;
  }
  const wanted = num(raw['default']) ?? min;
  const range = { min, max, interval };
  return {
    label: typeof raw['label'] === 'string' ? raw['label'] : fallback.label,
    min,
    max,
    default: snapToInterval(wanted, range),
    interval,
    unit: typeof raw['unit'] === 'string' ? raw['unit'] : fallback.unit,
  };
}

/**
 * The group's `input_configuration` (JSON text or object). Never throws: bad or missing JSON gives the
 * defaults, a bad range gives that range's default, a default outside its range or off its steps is
 * clamped and snapped. `problems` say what was replaced, for the editor and the log (A§8).
 */
export function parseInputConfiguration(raw: unknown): {
  config: FinanceInputConfiguration;
  problems: ConfigProblem[];
} {
  const problems: ConfigProblem[] = [];
  const record = readJsonRecord(raw, 'input_configuration', problems) ?? {};
  const config = {
    down_payment: parseRange(record['down_payment'], 'down_payment', problems),
    duration: parseRange(record['duration'], 'duration', problems),
    interest_rate: parseRange(record['interest_rate'], 'interest_rate', problems),
  };
  return { config, problems };
}

/** Whether the configuration lets the visitor choose the rate (a range wider than one value). */
export const rateIsAdjustable = (config: FinanceInputConfiguration): boolean =>
  config.interest_rate.max > config.interest_rate.min && config.interest_rate.interval > 0;

/** The rate a quote uses: the configured one, or the product's default when `interest_rate.max` is 0. */
export function configuredRate(
  config: FinanceInputConfiguration,
  product: FinanceProduct,
  chosen?: number,
): number {
  const range = config.interest_rate;
  if (range.max <= 0) return product.defaultRatePercent;
  return snapToInterval(chosen ?? range.default, range);
}

/** The duration in months from the duration input's value and unit (`years` unless it says months). */
export function durationMonths(config: FinanceInputConfiguration, value: number): number {
  return /^month/i.test(config.duration.unit.trim()) ? Math.round(value) : Math.round(value * 12);
}

/**
 * The "from ₪X a month" figure for a price under a product: the monthly payment of the quote the
 * calculator opens with (the configuration's default down payment, duration and rate), so the figure
 * shown on a card is the one the calculator shows first. Agorot.
 */
export function monthlyFrom(priceAgorot: number, product: FinanceProduct, input: unknown): number {
  const { config } = parseInputConfiguration(input);
  return quoteFinance({
    priceAgorot,
    product,
    downPaymentPercent: config.down_payment.default,
    months: durationMonths(config, config.duration.default),
    annualRatePercent: configuredRate(config, product),
  }).monthlyPaymentAgorot;
}
