/**
 * The stock locator's filters (A§5 "Filter query", A§7 query filters, B§3.2 filter flags).
 *
 * Two kinds: checkbox filters hold a list of selected values (sent joined with a double space),
 * range filters hold `from`/`to` whole non-negative numbers (sent as `.from`/`.to` in the site URL
 * and as `_gteq`/`_lteq` to the API, only when they differ from the range's default).
 */
import { wellFormed } from './values';

/** The filter flags of the stock locator blocks (B§3.2), in the order the UI lists them. */
export const FILTER_KEYS = [
  'brands',
  'models',
  'financing_options',
  'states',
  'statuses',
  'msrp_price',
  'display_price',
  'mileage',
  'production_year',
  'model_year',
  'power',
  'engine_types',
  'transmissions',
  'colors',
  'specific_colors',
  'dealers',
  'number_of_seats',
] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

/** A§7: backend keys carry one of these suffixes. */
export const FILTER_SUFFIXES = ['_in', '_eq', '_includes', '_gteq', '_lteq'] as const;
export type FilterSuffix = (typeof FILTER_SUFFIXES)[number];

export interface CheckboxFilterDefinition {
  readonly kind: 'checkbox';
  /** The vehicle attribute filtered (A§3 listing attributes). */
  readonly attribute: string;
  /** `_in`: the attribute equals one of the values; `_includes`: it contains one (list or text). */
  readonly suffix: '_in' | '_includes';
}

export interface RangeFilterDefinition {
  readonly kind: 'range';
  readonly attribute: string;
}

export type FilterDefinition = CheckboxFilterDefinition | RangeFilterDefinition;

const checkbox = (attribute: string, suffix: '_in' | '_includes' = '_in') =>
  ({ kind: 'checkbox', attribute, suffix }) as const;
const range = (attribute: string) => ({ kind: 'range', attribute }) as const;

/**
 * Filter key → backend attribute. `financing_options` is a list on the vehicle and `colors` matches a
 * colour family inside the colour name ("Black" in "Santorini Black"), hence `_includes`;
 * `specific_colors` are exact colour names. `display_price` is the card's sale price.
 */
export const FILTER_DEFINITIONS = {
  brands: checkbox('nameplate_brand_name'),
  models: checkbox('nameplate_name'),
  financing_options: checkbox('financing_options', '_includes'),
  states: checkbox('state'),
  statuses: checkbox('status'),
  msrp_price: range('msrp_price'),
  display_price: range('sale_price'),
  mileage: range('mileage'),
  production_year: range('production_year'),
  model_year: range('model_year'),
  power: range('power'),
  engine_types: checkbox('engine_type'),
  transmissions: checkbox('transmission'),
  colors: checkbox('color_name', '_includes'),
  specific_colors: checkbox('color_name'),
  dealers: checkbox('dealer_code'),
  number_of_seats: checkbox('number_of_seats'),
} as const satisfies Record<FilterKey, FilterDefinition>;

type Definitions = typeof FILTER_DEFINITIONS;
export type CheckboxFilterKey = { [K in FilterKey]: Definitions[K]['kind'] extends 'checkbox' ? K : never }[FilterKey];
export type RangeFilterKey = { [K in FilterKey]: Definitions[K]['kind'] extends 'range' ? K : never }[FilterKey];

export const CHECKBOX_FILTER_KEYS = FILTER_KEYS.filter(
  (key): key is CheckboxFilterKey => FILTER_DEFINITIONS[key].kind === 'checkbox',
);
export const RANGE_FILTER_KEYS = FILTER_KEYS.filter(
  (key): key is RangeFilterKey => FILTER_DEFINITIONS[key].kind === 'range',
);

export const isFilterKey = (key: string): key is FilterKey => (FILTER_KEYS as readonly string[]).includes(key);
export const isCheckboxFilterKey = (key: string): key is CheckboxFilterKey =>
  (CHECKBOX_FILTER_KEYS as readonly string[]).includes(key);
export const isRangeFilterKey = (key: string): key is RangeFilterKey =>
  (RANGE_FILTER_KEYS as readonly string[]).includes(key);

/** A§5: checkbox filters join the selected keys with a double space. */
export const CHECKBOX_SEPARATOR = '  ';

/** Hostile-input bounds: a value longer than this is cut, a filter keeps at most this many values. */
export const filterLimits = { valueLength: 200, valuesPerFilter: 100 } as const;

/** `from`/`to` of a range filter; `null` is "not set" (the default bound). */
export interface RangeValue {
  readonly from: number | null;
  readonly to: number | null;
}

/** A range's default bounds (A§5: a bound equal to its default is not sent). */
export interface RangeBounds {
  readonly min: number;
  readonly max: number;
}
export type RangeDefaults = Readonly<Partial<Record<RangeFilterKey, RangeBounds>>>;

/** Selected filter values. Absent keys are unset; normalised states never hold empty lists. */
export type FilterValues = Readonly<
  { [K in CheckboxFilterKey]?: readonly string[] } & { [K in RangeFilterKey]?: RangeValue }
>;

/**
 * One checkbox value as it travels: trimmed, whitespace runs collapsed to one space (so the double
 * space stays a separator), lone surrogates replaced, cut to {@link filterLimits}.valueLength.
 */
export function normaliseCheckboxValue(value: unknown): string {
  if (typeof value !== 'string' && typeof value !== 'number') return '';
  const cut = wellFormed(String(value).replace(/\s+/g, ' ').trim()).slice(0, filterLimits.valueLength);
  // Cutting may split a surrogate pair or leave a trailing space.
  return wellFormed(cut).trim();
}

/** Normalised, de-duplicated values in selection order, at most {@link filterLimits}.valuesPerFilter. */
export function normaliseCheckboxValues(values: unknown): string[] {
  if (!Array.isArray(values)) return [];
  const seen = new Set<string>();
  for (const raw of values as unknown[]) {
    const value = normaliseCheckboxValue(raw);
    if (value !== '') seen.add(value);
    if (seen.size >= filterLimits.valuesPerFilter) break;
  }
  return [...seen];
}

/** A§5: the selected keys joined with a double space. */
export const joinCheckboxValues = (values: readonly string[]): string =>
  normaliseCheckboxValues(values).join(CHECKBOX_SEPARATOR);

/** The inverse of {@link joinCheckboxValues}; any run of two or more whitespace characters separates. */
export const splitCheckboxValues = (joined: unknown): string[] =>
  typeof joined === 'string' ? normaliseCheckboxValues(joined.split(/\s{2,}/)) : [];

/** Adds the value, or removes it when already selected (normalised first). */
export function toggleCheckboxValue(values: readonly string[], value: string): string[] {
  const normalised = normaliseCheckboxValue(value);
  if (normalised === '') return normaliseCheckboxValues(values);
  const current = normaliseCheckboxValues(values);
  return current.includes(normalised)
    ? current.filter((v) => v !== normalised)
    : normaliseCheckboxValues([...current, normalised]);
}

/**
 * A§5: range values are numeric and non-negative. Accepts finite numbers and plain decimal strings
 * (`'5000'`, `' 5000 '`, `'2.5'`), rounded to whole units; rejects negatives, NaN, exponents, hex,
 * separators and anything above `Number.MAX_SAFE_INTEGER` (so a value always prints in plain digits).
 */
export function parseRangeNumber(value: unknown): number | null {
  let n: number;
  if (typeof value === 'number') n = value;
  else if (typeof value === 'string' && /^\s*\d{1,16}(?:\.\d{1,16})?\s*$/.test(value)) n = Number(value);
  else return null;
  if (!Number.isFinite(n) || n < 0) return null;
  const whole = Math.round(n) + 0; // + 0 turns -0 into 0
  return whole <= Number.MAX_SAFE_INTEGER ? whole : null;
}

/**
 * A normalised range: invalid bounds dropped, bounds equal to the default dropped (A§5 "sent only if
 * different from the default"), and `from`/`to` swapped when given the wrong way round.
 */
export function normaliseRange(value: unknown, bounds?: RangeBounds): RangeValue {
  const raw = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  let from = parseRangeNumber(raw['from']);
  let to = parseRangeNumber(raw['to']);
  if (from !== null && to !== null && from > to) [from, to] = [to, from];
  if (bounds && from === bounds.min) from = null;
  if (bounds && to === bounds.max) to = null;
  return { from, to };
}

export const isRangeSet = (range: RangeValue | undefined): range is RangeValue =>
  range !== undefined && (range.from !== null || range.to !== null);

/** Drops unknown keys, empty lists and unset ranges; normalises every value. Idempotent. */
export function normaliseFilterValues(values: unknown, defaults: RangeDefaults = {}): FilterValues {
  const source = typeof values === 'object' && values !== null ? (values as Record<string, unknown>) : {};
  const out: Record<string, unknown> = {};
  for (const key of CHECKBOX_FILTER_KEYS) {
    if (!Object.hasOwn(source, key)) continue;
    const list = normaliseCheckboxValues(source[key]);
    if (list.length > 0) out[key] = list;
  }
  for (const key of RANGE_FILTER_KEYS) {
    if (!Object.hasOwn(source, key)) continue;
    const rangeValue = normaliseRange(source[key], defaults[key]);
    if (isRangeSet(rangeValue)) out[key] = rangeValue;
  }
  return out as FilterValues;
}

/** How many filters are active (for a "Filters (3)" badge and the reset button). */
export const activeFilterCount = (values: FilterValues): number =>
  CHECKBOX_FILTER_KEYS.filter((k) => (values[k]?.length ?? 0) > 0).length +
  RANGE_FILTER_KEYS.filter((k) => isRangeSet(values[k])).length;
