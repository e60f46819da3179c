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
  const dictionary = { ...builtIn, ...(translations ?? {}) };
  return translateStock(dictionary, value, { warn: warnOnce });
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

function numberFormat(locale: string): Intl.NumberFormat {
  try {
    return new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
  } catch {
    return new Intl.NumberFormat('en', { maximumFractionDigits: 0 });
  }
}

function formatDate(value: string | number, locale: string): string {
  const text = String(value);
  const date = /^\d{4}-\d{2}(-\d{2})?/.test(text) ? new Date(text.length === 7 ? `${text}-01` : text.slice(0, 10)) : null;
  if (!date || Number.isNaN(date.getTime())) return text;
  try {
    return new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', timeZone: 'UTC' }).format(date);
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
      return String(raw);
  }
}
