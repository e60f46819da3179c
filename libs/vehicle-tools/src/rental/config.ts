// The jlr-rent-a-car block's editor content (B§3.4), read safely: every JSON field may be a string the
// editor typed, already-parsed JSON, or garbage. Garbage never throws: it becomes a problem, and a block
// without locations or vehicles is unusable (the block then says it is unavailable).

/** A pick-up / drop-off point (B§3.4 locations). */
export interface RentalLocation {
  /** Stable key: vehicles list it, translations name it. */
  key: string;
  cityName: string;
  pointName: string;
  address: string;
  coordinates: { lat: number; lng: number } | null;
}

export interface RentalVehicle {
  /** Stable key (`nameplate_name`, or the display name when absent). */
  key: string;
  imageId: number | null;
  displayName: string;
  nameplateName: string;
  /** Daily price in agorot (integer). */
  dailyPrice: number;
  /** Location keys where the vehicle can be picked up; empty means everywhere. */
  locations: readonly string[];
  /** Specification lines ("Automatic", "7 seats"…). */
  specification: readonly string[];
}

/** How an extra is charged: each rental day, or once per rental (B§3.4 `price_string_context`). */
export type ExtraCharge = 'per_day' | 'per_rental';

interface ExtraBase {
  /** Stable id within the block: `g<group>-<item>` unless the editor gave `id`/`key`. */
  id: string;
  heading: string;
  /** Price in agorot (integer, ≥ 0). */
  price: number;
  /** The editor's words shown next to the price ("per day", "ליום"…). */
  priceContext: string;
  charge: ExtraCharge;
  features: readonly string[];
}

/** An extra chosen by amount (B§3.4 controller: baby seats, additional drivers). */
export interface ControllerExtra extends ExtraBase {
  kind: 'controller';
  min: number;
  max: number;
  /** The starting amount (`value`, else `default`), within min–max. */
  initial: number;
}

/** An extra switched on or off (B§3.4 toggler: GPS, full insurance). */
export interface TogglerExtra extends ExtraBase {
  kind: 'toggler';
  labels: { on: string; off: string };
  initial: boolean;
}

export type RentalExtra = ControllerExtra | TogglerExtra;

/** One editor step group (B§3.4: max 4) — a step of extras, in order. */
export interface RentalExtrasStep {
  heading: string;
  extras: readonly RentalExtra[];
}

export interface RentalSettings {
  allowDifferentDropoff: boolean;
  allowCustomPickup: boolean;
  allowCustomDropoff: boolean;
  distanceUnit: 'km' | 'mi';
  /** Weekdays that cannot be picked (0 Sunday … 6 Saturday). */
  disabledWeekdays: readonly number[];
  /** BCP 47 tag for dates, '' for the page locale. */
  dateLocale: string;
  dateOptions: RentalDateOptions;
}

/** The date options the block honours (a safe subset of Intl.DateTimeFormat's, plus the calendar's first day). */
export interface RentalDateOptions {
  dateStyle?: 'full' | 'long' | 'medium' | 'short';
  firstDayOfWeek?: 'sun' | 'mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat';
}

export interface RentalConfig {
  /** Words by locale, then key (`{he: {tel_aviv: 'תל אביב'}}`), or by key for every locale. */
  translations: Readonly<Record<string, Readonly<Record<string, string>>>>;
  locations: readonly RentalLocation[];
  vehicles: readonly RentalVehicle[];
  steps: readonly RentalExtrasStep[];
  settings: RentalSettings;
  /** Rental datum → form field id (`{pickup_location: 'rental_pickup'}`). */
  hiddenFieldMapping: Readonly<Record<string, string>>;
  summaryTemplate: string;
}

export interface RentalConfigResult {
  /** Null when the block cannot work (no locations or no vehicles). */
  config: RentalConfig | null;
  /** What was wrong, for the log and the editor (never shown to visitors). */
  problems: readonly string[];
}

/** B§3.4: a baby seat at most 10; no controller of this block goes above it. */
export const CONTROLLER_AMOUNT_CEILING = 10;
/** B§3.4: at most 4 step groups. */
export const MAX_RENTAL_STEPS = 4;

export const DEFAULT_RENTAL_SETTINGS: RentalSettings = {
  allowDifferentDropoff: false,
  allowCustomPickup: false,
  allowCustomDropoff: false,
  distanceUnit: 'km',
  disabledWeekdays: [],
  dateLocale: '',
  dateOptions: {},
};

type Rec = Record<string, unknown>;
const isRecord = (value: unknown): value is Rec => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '');
const finite = (value: unknown): number | null => {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
};
const bool = (value: unknown): boolean => value === true || value === 'true' || value === 1;
const texts = (value: unknown): string[] => (Array.isArray(value) ? value.map(text).filter(Boolean) : []);

/** Shekels (as the editor writes them) to agorot, never negative. */
export const toAgorot = (shekels: number): number => Math.max(0, Math.round(shekels * 100));

/** A JSON field: parsed when it is a string; `fallback` (and a problem) when it is not valid JSON. */
export function readJson(raw: unknown, name: string, fallback: unknown, problems: string[]): unknown {
  if (raw === undefined || raw === null || raw === '') return fallback;
  if (typeof raw !== 'string') return raw;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    problems.push(`${name}: not valid JSON`);
    return fallback;
  }
}

function readLocation(value: unknown, index: number, problems: string[]): RentalLocation | null {
  if (!isRecord(value)) {
    problems.push(`locations[${index}]: not an object`);
    return null;
  }
  const key = text(value['name_key']) || text(value['point_name']);
  if (!key) {
    problems.push(`locations[${index}]: no name_key`);
    return null;
  }
  const coords = isRecord(value['coordinates']) ? value['coordinates'] : {};
  const lat = finite(coords['lat']);
  const lng = finite(coords['lng']);
  const valid = lat !== null && lng !== null && Math.abs(lat) <= 90 && Math.abs(lng) <= 180;
  if (!valid && value['coordinates'] !== undefined) problems.push(`locations[${index}]: coordinates out of range`);
  return {
    key,
    cityName: text(value['city_name']),
    pointName: text(value['point_name']),
    address: text(value['address']),
    coordinates: valid ? { lat, lng } : null,
  };
}

function readSpecification(value: unknown): string[] {
  if (Array.isArray(value)) return texts(value);
  if (isRecord(value)) return Object.entries(value).map(([label, v]) => `${label}: ${text(v)}`);
  return text(value) ? [text(value)] : [];
}

function readVehicle(value: unknown, index: number, problems: string[]): RentalVehicle | null {
  if (!isRecord(value)) {
    problems.push(`vehicles[${index}]: not an object`);
    return null;
  }
  const displayName = text(value['display_name']);
  const nameplateName = text(value['nameplate_name']);
  const price = isRecord(value['price']) ? finite(value['price']['daily']) : null;
  if (!displayName && !nameplateName) {
    problems.push(`vehicles[${index}]: no display_name`);
    return null;
  }
  if (price === null || price <= 0) {
    problems.push(`vehicles[${index}]: no positive price.daily`);
    return null;
  }
  const imageId = finite(value['image_id']);
  return {
    key: nameplateName || displayName,
    imageId: imageId !== null && Number.isInteger(imageId) && imageId > 0 ? imageId : null,
    displayName: displayName || nameplateName,
    nameplateName,
    dailyPrice: toAgorot(price),
    locations: texts(value['locations']),
    specification: readSpecification(value['specification']),
  };
}

/** "per day" in the languages the editors write in; anything else is charged once per rental. */
const PER_DAY = /day|daily|יום|יומי|يوم|день|сутк/i;

function readExtra(value: unknown, id: string, problems: string[]): RentalExtra | null {
  if (!isRecord(value)) {
    problems.push(`${id}: not an object`);
    return null;
  }
  const rawPrice = finite(value['price']) ?? 0;
  if (rawPrice < 0) problems.push(`${id}: negative price read as 0`);
  const priceContext = text(value['price_string_context']);
  const base = {
    id: text(value['id']) || text(value['key']) || id,
    heading: text(value['heading']),
    price: toAgorot(rawPrice),
    priceContext,
    charge: PER_DAY.test(priceContext) ? ('per_day' as const) : ('per_rental' as const),
    features: texts(value['features_list']),
  };
  const controller = isRecord(value['controller']) && isRecord(value['controller']['amount']) ? value['controller']['amount'] : null;
  if (controller) {
    const min = Math.max(0, Math.floor(finite(controller['min']) ?? 0));
    const max = Math.min(CONTROLLER_AMOUNT_CEILING, Math.floor(finite(controller['max']) ?? CONTROLLER_AMOUNT_CEILING));
    if ((finite(controller['max']) ?? 0) > CONTROLLER_AMOUNT_CEILING) problems.push(`${id}: max above ${CONTROLLER_AMOUNT_CEILING}, capped`);
    if (max < min) {
      problems.push(`${id}: max below min`);
      return null;
    }
    const start = finite(controller['value']) ?? finite(controller['default']) ?? min;
    return { ...base, kind: 'controller', min, max, initial: clampAmount(start, min, max) };
  }
  const toggler = isRecord(value['toggler']) ? value['toggler'] : null;
  if (toggler) {
    const labels = toggler['labels'];
    const pair = Array.isArray(labels)
      ? { off: text(labels[0]), on: text(labels[1]) }
      : isRecord(labels)
        ? { on: text(labels['on']), off: text(labels['off']) }
        : { on: '', off: '' };
    return { ...base, kind: 'toggler', labels: pair, initial: bool(toggler['value']) };
  }
  problems.push(`${id}: neither a controller nor a toggler`);
  return null;
}

/** An amount within min–max, a whole number (NaN → min). */
export function clampAmount(amount: number, min: number, max: number): number {
  if (!Number.isFinite(amount)) return min;
  return Math.min(max, Math.max(min, Math.round(amount)));
}

/** One group's `items`: extras, or sections `{heading, subitems: [...]}` whose subitems are extras. */
function readStep(group: unknown, g: number, problems: string[]): RentalExtrasStep | null {
  if (!isRecord(group)) return null;
  const items = readJson(group['items'], `groups[${g}].items`, [], problems);
  if (!Array.isArray(items)) {
    problems.push(`groups[${g}].items: not a list`);
    return null;
  }
  const extras: RentalExtra[] = [];
  items.forEach((item, i) => {
    if (isRecord(item) && Array.isArray(item['subitems'])) {
      item['subitems'].forEach((sub, j) => {
        const extra = readExtra(sub, `g${g}-${i}-${j}`, problems);
        if (extra) extras.push(extra);
      });
    } else {
      const extra = readExtra(item, `g${g}-${i}`, problems);
      if (extra) extras.push(extra);
    }
  });
  if (extras.length === 0) return null;
  return { heading: text(group['heading']), extras };
}

const WEEKDAY_KEYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;
const DATE_STYLES = ['full', 'long', 'medium', 'short'] as const;

function readSettings(raw: unknown, problems: string[]): RentalSettings {
  const value = readJson(raw, 'additional_settings', {}, problems);
  if (!isRecord(value)) {
    problems.push('additional_settings: not an object');
    return DEFAULT_RENTAL_SETTINGS;
  }
  const disabled = Array.isArray(value['datepicker_disabled_days']) ? value['datepicker_disabled_days'] : [];
  const weekdays = [...new Set(disabled.map(finite).filter((d): d is number => d !== null && Number.isInteger(d) && d >= 0 && d <= 6))];
  if (weekdays.length !== disabled.length) problems.push('additional_settings.datepicker_disabled_days: only 0–6 count');
  if (weekdays.length === 7) problems.push('additional_settings.datepicker_disabled_days: every day disabled');
  const options = isRecord(value['date_options']) ? value['date_options'] : {};
  const dateStyle = DATE_STYLES.find((s) => s === options['dateStyle'] || s === options['date_style']);
  const firstDay = WEEKDAY_KEYS.find((d) => d === options['firstDayOfWeek'] || d === options['first_day_of_week']);
  const locale = text(value['date_locale'] ?? value['locale']);
  let dateLocale = '';
  try {
    dateLocale = locale ? Intl.getCanonicalLocales(locale)[0] ?? '' : '';
  } catch {
    problems.push('additional_settings.date_locale: not a locale');
  }
  return {
    allowDifferentDropoff: bool(value['allow_different_dropoff']),
    allowCustomPickup: bool(value['allow_custom_pickup']),
    allowCustomDropoff: bool(value['allow_custom_dropoff']),
    distanceUnit: value['distance_unit'] === 'mi' || value['distance_unit'] === 'miles' ? 'mi' : 'km',
    disabledWeekdays: weekdays.length === 7 ? [] : weekdays.sort(),
    dateLocale,
    dateOptions: { ...(dateStyle ? { dateStyle } : {}), ...(firstDay ? { firstDayOfWeek: firstDay } : {}) },
  };
}

function readStringMap(raw: unknown, name: string, problems: string[]): Record<string, string> {
  const value = readJson(raw, name, {}, problems);
  if (!isRecord(value)) {
    problems.push(`${name}: not an object`);
    return {};
  }
  return Object.fromEntries(Object.entries(value).filter(([, v]) => typeof v === 'string' && v.trim() !== '').map(([k, v]) => [k, (v as string).trim()]));
}

function readTranslations(raw: unknown, problems: string[]): Record<string, Record<string, string>> {
  const value = readJson(raw, 'translations', {}, problems);
  if (!isRecord(value)) return {};
  const out: Record<string, Record<string, string>> = {};
  for (const [key, entry] of Object.entries(value)) {
    if (isRecord(entry)) out[key] = Object.fromEntries(Object.entries(entry).filter(([, v]) => typeof v === 'string')) as Record<string, string>;
    else if (typeof entry === 'string') (out['*'] ??= {})[key] = entry;
  }
  return out;
}

/** The block's fields and groups (as stored by the CMS) → the rental configuration and its problems. */
export function parseRentalConfig(fields: Readonly<Record<string, unknown>>, groups: readonly unknown[] = []): RentalConfigResult {
  const problems: string[] = [];
  const rawLocations = readJson(fields['locations'], 'locations', [], problems);
  const rawVehicles = readJson(fields['vehicles'], 'vehicles', [], problems);
  const locations = (Array.isArray(rawLocations) ? rawLocations : []).map((l, i) => readLocation(l, i, problems)).filter((l): l is RentalLocation => l !== null);
  const seen = new Set<string>();
  const uniqueLocations = locations.filter((l) => (seen.has(l.key) ? (problems.push(`locations: duplicate ${l.key}`), false) : (seen.add(l.key), true)));
  const vehicles = (Array.isArray(rawVehicles) ? rawVehicles : []).map((v, i) => readVehicle(v, i, problems)).filter((v): v is RentalVehicle => v !== null);
  if (groups.length > MAX_RENTAL_STEPS) problems.push(`groups: at most ${MAX_RENTAL_STEPS}, the rest ignored`);
  const steps = groups
    .slice(0, MAX_RENTAL_STEPS)
    .map((group, g) => readStep(group, g, problems))
    .filter((s): s is RentalExtrasStep => s !== null);
  const settings = readSettings(fields['additional_settings'], problems);
  if (uniqueLocations.length === 0 && !settings.allowCustomPickup) problems.push('locations: none usable');
  if (vehicles.length === 0) problems.push('vehicles: none usable');
  const usable = (uniqueLocations.length > 0 || settings.allowCustomPickup) && vehicles.length > 0;
  return {
    config: usable
      ? {
          translations: readTranslations(fields['translations'], problems),
          locations: uniqueLocations,
          vehicles,
          steps,
          settings,
          hiddenFieldMapping: readStringMap(fields['hidden_field_mapping'], 'hidden_field_mapping', problems),
          summaryTemplate: typeof fields['summary_template'] === 'string' ? fields['summary_template'] : '',
        }
      : null,
    problems,
  };
}

/** A word from the editor's translations for `locale` (then for every locale), else `fallback`. */
export function translate(config: Pick<RentalConfig, 'translations'>, locale: string, key: string, fallback: string): string {
  const language = locale.toLowerCase().split('-')[0] ?? locale;
  return config.translations[locale]?.[key] ?? config.translations[language]?.[key] ?? config.translations['*']?.[key] ?? fallback;
}

/** A location's name for people: its translation by key, else "point, city". */
export function locationLabel(config: Pick<RentalConfig, 'translations'>, locale: string, location: RentalLocation): string {
  const fallback = [location.pointName, location.cityName].filter(Boolean).join(', ') || location.key;
  return translate(config, locale, location.key, fallback);
}
