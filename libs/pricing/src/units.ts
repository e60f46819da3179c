import { formatAmount, toFiniteNumber } from './amount';
import { defaultPriceSettings, type PriceSettings } from './settings';

/** Labels per CLDR plural category; `{{count}}` (i18next style) is replaced by the number. */
export type PluralLabels = Partial<Record<Intl.LDMLPluralRule, string>> & { readonly other: string };

export interface FormatSeatsOptions {
  /** BCP 47 locale for the plural rules, e.g. 'he' or 'en'. Default 'en'; an invalid tag falls back to 'en'. */
  readonly locale?: string;
  /** Text used when the counter is not a whole number ≥ 0 or no label fits. Default ''. */
  readonly fallback?: string;
}

const COUNT_PLACEHOLDER = /\{\{\s*count\s*\}\}/g;

function pluralRules(locale: string): Intl.PluralRules {
  try {
    return new Intl.PluralRules(locale);
  } catch {
    // A bad tag from content must not break a vehicle card.
    return new Intl.PluralRules('en');
  }
}

/**
 * Seats label, plural-aware: the category comes from `Intl.PluralRules(locale)` (Hebrew has 'one',
 * 'two' and 'other'; Arabic also 'zero', 'few', 'many'). A missing category falls back to `other`,
 * then to `fallback`. Like i18next, a `zero` label is used for 0 in every language when given.
 * The counter must be a whole number ≥ 0 (number or numeric string), otherwise `fallback`.
 *
 * @example formatSeats(2, { one: 'מושב אחד', two: 'שני מושבים', other: '{{count}} מושבים' }, { locale: 'he' }) // 'שני מושבים'
 */
export function formatSeats(count: unknown, labels: PluralLabels, options: FormatSeatsOptions = {}): string {
  const fallback = options.fallback ?? '';
  const n = toFiniteNumber(count);
  if (n === null || !Number.isInteger(n) || n < 0 || typeof labels !== 'object' || labels === null)
    return fallback;
  const category = pluralRules(options.locale ?? 'en').select(n);
  const label = (n === 0 ? labels.zero : undefined) ?? labels[category] ?? labels.other;
  return typeof label === 'string' ? label.replace(COUNT_PLACEHOLDER, String(n)) : fallback;
}

/** Capacity units and how each is written; only litres carry a decimal (spec A§5, B§9). */
export type CapacityUnit = 'l' | 'cc' | 'kwh';

const CAPACITY_UNITS = {
  l: { decimals: 1, label: 'l' },
  cc: { decimals: 0, label: 'cc' },
  kwh: { decimals: 0, label: 'kWh' },
} as const satisfies Record<CapacityUnit, { decimals: number; label: string }>;

export interface FormatCapacityOptions {
  /** Supplies the thousands delimiter (and so the decimal mark). Default {@link defaultPriceSettings}. */
  readonly settings?: PriceSettings;
  /** Replaces the unit label, e.g. 'ליטר' or 'סמ"ק'. */
  readonly label?: string;
}

/**
 * Engine or battery capacity with its unit: litres with exactly one decimal ('2.0 l'), cc and kWh
 * rounded to whole units and grouped ('1,998 cc'). '' for missing, non-numeric, unknown units and
 * values that round to zero or less.
 */
export function formatEngineCapacity(
  value: unknown,
  unit: CapacityUnit,
  options: FormatCapacityOptions = {},
): string {
  const rule = Object.hasOwn(CAPACITY_UNITS, unit) ? CAPACITY_UNITS[unit] : undefined;
  const n = toFiniteNumber(value);
  if (!rule || n === null) return '';
  const amount = formatAmount(n, (options.settings ?? defaultPriceSettings).delimiter, rule.decimals);
  return amount ? `${amount} ${options.label ?? rule.label}` : '';
}
