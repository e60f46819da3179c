import { formatPrice, type PriceSettings } from '@lux/pricing';

/** How a slider writes its value: '%' → 25%, years → 4 years, months → 48 months, else a number. */
export function unitFormat(unit: string): Intl.NumberFormatOptions {
  const u = unit.trim().toLowerCase();
  if (u === '%' || u === 'percent') return { style: 'unit', unit: 'percent', maximumFractionDigits: 2 };
  if (/^(year|years|שנים|שנה)$/.test(u)) return { style: 'unit', unit: 'year', unitDisplay: 'long' };
  if (/^(month|months|חודשים|חודש)$/.test(u)) return { style: 'unit', unit: 'month', unitDisplay: 'long' };
  return { maximumFractionDigits: 2 };
}

/** A figure in agorot in the site's price format (whole shekels, A§5); '' for nothing to show. */
export const money = (agorot: number, settings: PriceSettings): string =>
  formatPrice(agorot / 100, settings, 'price');

/** A percentage in the locale's digits: 5.9 → '5.9%'. */
export const percent = (value: number, locale: string): string =>
  new Intl.NumberFormat(locale, { style: 'unit', unit: 'percent', maximumFractionDigits: 2 }).format(value);

/** Today's date in the locale and the configured style. */
export const quoteDate = (
  date: Date,
  locale: string,
  dateStyle: Intl.DateTimeFormatOptions['dateStyle'],
): string => new Intl.DateTimeFormat(locale, { dateStyle }).format(date);

/** The editor's label unless it is empty or the template's untouched English default. */
export function labelOr(value: string, templateDefault: string, localized: string): string {
  const text = value.trim();
  return text === '' || text === templateDefault ? localized : text;
}
