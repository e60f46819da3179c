import { formatEngineCapacity, type PriceSettings } from '@lux/pricing';
import {
  attributeValue,
  MISSING_TRANSLATIONS_WARNING,
  shortVin,
  translateStock,
  vehicleCapacity,
  type CardAttribute,
  type StockTranslations,
  type Vehicle,
} from '@lux/stock-locator';
import type { StockCardStrings } from './strings';

/** Widget translations as a block receives them (A§7); absent or failed loads are `null`. */
export type StockTranslationsInput = StockTranslations | null | undefined;

const warned = new Set<string>();
/** A§8: a value with no translation anywhere is shown as its key, after one warning per key. */
function warnOnce(_message: typeof MISSING_TRANSLATIONS_WARNING, context: { key: string }) {
  if (warned.has(context.key)) return;
  warned.add(context.key);
  console.warn(`[stock-locator] ${MISSING_TRANSLATIONS_WARNING}`, context);
}

/**
 * The label of a stock value (a state, status, financing option, sort option…): the stock service's
 * translation for it, else the block's own string, else the value itself (A§8 "key text used").
 */
export function valueLabel(value: string, builtIn: Readonly<Record<string, string>>, translations?: StockTranslationsInput): string {
  if (value === '') return '';
  return translateStock(mergedDictionary(builtIn, translations), value, { warn: warnOnce });
}

// A page renders every card's values with the same two dictionaries: merge each pair once (issue 16: the
// merge per value was a visible share of a stock page's server render).
const merged = new WeakMap<object, WeakMap<object, Record<string, string>>>();
const NO_TRANSLATIONS = {};
function mergedDictionary(builtIn: Readonly<Record<string, string>>, translations?: StockTranslationsInput): Record<string, string> {
  const key = translations ?? NO_TRANSLATIONS;
  let byTranslations = merged.get(builtIn);
  if (!byTranslations) merged.set(builtIn, (byTranslations = new WeakMap()));
  let dictionary = byTranslations.get(key);
  if (!dictionary) byTranslations.set(key, (dictionary = { ...builtIn, ...(translations ?? {}) }));
  return dictionary;
}

/**
 * A stored value text (a paint name, an engine type, a model's display name) in the page's language:
 * the widget translations' label for it when they have one (A§7 — the English dictionary maps the
 * stock's Hebrew texts), else the text as stored. No warning: unlike a UI key, the data's own text is
 * a fine fallback, and the filters keep matching on it.
 */
export function dataLabel(value: string, translations?: StockTranslationsInput): string {
  const found = translations?.[value];
  return typeof found === 'string' && found.trim() !== '' ? found : value;
}

/** A translated UI text: the stock service's translation for `key` (with `{{count}}` filled), else the fallback. */
export function uiText(key: string, fallback: string, translations?: StockTranslationsInput, values?: Record<string, string | number>): string {
  const found = translations?.[key];
  if (typeof found !== 'string' || found.trim() === '') return fallback;
  return values ? translateStock({ [key]: found }, key, { values }) : found;
}

export interface AttributeContext {
  locale: string;
  strings: StockCardStrings;
  translations?: StockTranslationsInput;
  settings: PriceSettings;
}

// Intl formatters are costly to make and free to reuse: one per locale.
const numberFormats = new Map<string, Intl.NumberFormat>();
function numberFormat(locale: string): Intl.NumberFormat {
  let format = numberFormats.get(locale);
  if (!format) {
    try {
      format = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
    } catch {
      format = new Intl.NumberFormat('en', { maximumFractionDigits: 0 });
    }
    numberFormats.set(locale, format);
  }
  return format;
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();
function dateFormat(locale: string): Intl.DateTimeFormat {
  let format = dateFormats.get(locale);
  if (!format) dateFormats.set(locale, (format = new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', timeZone: 'UTC' })));
  return format;
}

function formatDate(value: string | number, locale: string): string {
  const text = String(value);
  const date = /^\d{4}-\d{2}(-\d{2})?/.test(text) ? new Date(text.length === 7 ? `${text}-01` : text.slice(0, 10)) : null;
  if (!date || Number.isNaN(date.getTime())) return text;
  try {
    return dateFormat(locale).format(date);
  } catch {
    return text;
  }
}

/**
 * An attribute of a vehicle as the card and the showroom specification show it: units in the page
 * language, the short VIN (A§3), translated states and statuses, litres with one decimal (A§5).
 * `null` when the vehicle has no value for it.
 */
export function formatAttribute(vehicle: Vehicle, attribute: CardAttribute, context: AttributeContext): string | null {
  const { strings, locale, translations } = context;
  if (attribute === 'capacity') {
    const capacity = vehicleCapacity(vehicle);
    if (!capacity) return null;
    const label = capacity.unit === 'kwh' ? strings.units.kwh : strings.units.litres;
    return formatEngineCapacity(capacity.value, capacity.unit, { settings: context.settings, label }) || null;
  }
  const raw = attributeValue(vehicle, attribute);
  if (raw === null) return null;
  const numeric = typeof raw === 'number' ? raw : null;
  switch (attribute) {
    case 'mileage':
      if (numeric === null) return String(raw);
      return `${numberFormat(locale).format(numeric)} ${vehicle.mileage_unit === 'mi' ? strings.units.mi : strings.units.km}`;
    case 'power': {
      const unit = String(vehicle.power_unit ?? 'hp').toLowerCase() === 'kw' ? strings.units.kw : strings.units.hp;
      return numeric === null ? `${raw} ${unit}` : `${numberFormat(locale).format(numeric)} ${unit}`;
    }
    case 'vin': {
      const short = shortVin(raw);
      return short.length < String(raw).length ? `…${short}` : short;
    }
    case 'state':
      return valueLabel(String(raw), strings.states, translations);
    case 'status':
      return valueLabel(String(raw), strings.statuses, translations);
    case 'deliveryDate':
    case 'avl':
      return formatDate(raw, locale);
    default:
      return dataLabel(String(raw), translations);
  }
}
