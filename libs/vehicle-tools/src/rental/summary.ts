// The enquiry as words: the values the summary template and the hidden-field mapping use.
import { locationLabel, type RentalConfig } from './config';
import { findVehicle, rentalTotal, type RentalPlace, type RentalSelection } from './selection';

/** The rental data every enquiry carries (B§3.4 hidden field mapping keys, summary template ids). */
export const RENTAL_DATA_KEYS = [
  'pickup_location',
  'dropoff_location',
  'pickup_date',
  'dropoff_date',
  'days',
  'vehicle',
  'extras',
  'total',
  'summary',
] as const;
export type RentalDataKey = (typeof RENTAL_DATA_KEYS)[number];

export interface EnquiryFormatters {
  locale: string;
  /** An ISO date for people (the block uses the settings' date locale and options). */
  formatDate: (iso: string) => string;
  /** Agorot for people (the block uses @lux/pricing). */
  formatMoney: (agorot: number) => string;
}

function placeLabel(config: RentalConfig, locale: string, place: RentalPlace | null): string {
  if (!place) return '';
  if (place.kind === 'custom') return place.address.trim();
  const location = config.locations.find((l) => l.key === place.key);
  return location ? locationLabel(config, locale, location) : '';
}

/** The rental data as text (without `summary`, which is made from these). */
export function enquiryValues(config: RentalConfig, selection: RentalSelection, f: EnquiryFormatters): Record<Exclude<RentalDataKey, 'summary'>, string> {
  const total = rentalTotal(config, selection);
  const vehicle = findVehicle(config, selection.vehicleKey);
  const pickup = placeLabel(config, f.locale, selection.pickup);
  return {
    pickup_location: pickup,
    dropoff_location: selection.dropoff ? placeLabel(config, f.locale, selection.dropoff) : pickup,
    pickup_date: selection.pickupDate ? f.formatDate(selection.pickupDate) : '',
    dropoff_date: selection.dropoffDate ? f.formatDate(selection.dropoffDate) : '',
    days: total.days > 0 ? String(total.days) : '',
    vehicle: vehicle?.displayName ?? '',
    extras: total.extras
      .map(({ extra, quantity }) => (extra.kind === 'controller' ? `${extra.heading} × ${quantity}` : extra.heading))
      .join(', '),
    total: total.total > 0 ? f.formatMoney(total.total) : '',
  };
}

const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

const PLACEHOLDER = /\{([a-z][a-z0-9_]*)\}/gi;

export interface FilledTemplate {
  text: string;
  /** Placeholders with no value (left empty; the editor should know). */
  unknown: readonly string[];
}

/**
 * Fills `{field_id}` placeholders (B§3.4 summary template) with the form's values and the rental data.
 * `html`: the template is the editor's HTML and each value is escaped, so a visitor's words never become
 * markup; otherwise (the lead's plain-text summary) tags are dropped from the template and values stay raw.
 * Booleans read as the given yes/no words.
 */
export function fillTemplate(
  template: string,
  values: Readonly<Record<string, string | boolean | undefined>>,
  options: { html: boolean; yes?: string; no?: string },
): FilledTemplate {
  const unknown: string[] = [];
  const source = options.html ? template : template.replace(/<\/(p|li|h[1-6]|div)>|<br\s*\/?>/gi, '\n').replace(/<[^>]*>/g, '');
  const text = source.replace(PLACEHOLDER, (_, id: string) => {
    const value = Object.hasOwn(values, id) ? values[id] : undefined;
    if (value === undefined) {
      unknown.push(id);
      return '';
    }
    const word = typeof value === 'boolean' ? (value ? (options.yes ?? '✓') : (options.no ?? '✗')) : value;
    return options.html ? escapeHtml(word) : word;
  });
  return { text: options.html ? text : text.replace(/\n{3,}/g, '\n\n').trim(), unknown };
}

/**
 * The lead's hidden values: for each rental datum the mapping names, `{form field id: value}`. Only
 * fields in `hiddenFieldIds` (the form's hidden fields) are filled, so a mapping never overwrites what
 * the visitor typed.
 */
export function hiddenFieldValues(
  mapping: Readonly<Record<string, string>>,
  data: Readonly<Record<string, string>>,
  hiddenFieldIds: readonly string[],
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [datum, fieldId] of Object.entries(mapping)) {
    if (Object.hasOwn(data, datum) && hiddenFieldIds.includes(fieldId)) out[fieldId] = data[datum] ?? '';
  }
  return out;
}
