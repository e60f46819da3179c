import { resolveFormLocale, type FormLocale, type LeadSubmission } from '@lux/forms-client';
import { defaultPriceSettings, formatPrice, formatTemplate, type PriceSettings } from '@lux/pricing';
import {
  RENTAL_DATA_KEYS,
  enquiryValues,
  fillTemplate,
  hiddenFieldValues,
  type EnquiryFormatters,
  type RentalConfig,
  type RentalInquiry,
} from '@lux/vehicle-tools';
import type { PublicForm } from '../forms/api';

/** When the editor left the mapping empty, each datum goes to the form's hidden field `rental_<datum>`. */
export function effectiveMapping(config: RentalConfig): Readonly<Record<string, string>> {
  if (Object.keys(config.hiddenFieldMapping).length > 0) return config.hiddenFieldMapping;
  return Object.fromEntries(RENTAL_DATA_KEYS.map((key) => [key, `rental_${key}`]));
}

/** The language the dates are written in: the settings' date locale when it is the page's language. */
export function dateLocaleFor(config: RentalConfig, pageLocale: string): string {
  const page = pageLocale === 'he' ? 'he-IL' : pageLocale;
  const own = config.settings.dateLocale;
  return own && own.split('-')[0] === pageLocale.split('-')[0] ? own : page;
}

/** The enquiry's formatters: dates in the date locale and options, money with the site's price settings. */
export function rentalFormatters(config: RentalConfig, pageLocale: string, settings: PriceSettings = defaultPriceSettings): EnquiryFormatters {
  const dates = new Intl.DateTimeFormat(dateLocaleFor(config, pageLocale), { dateStyle: config.settings.dateOptions.dateStyle ?? 'medium', timeZone: 'UTC' });
  return {
    locale: pageLocale,
    formatDate: (iso) => dates.format(new Date(`${iso}T00:00:00Z`)),
    formatMoney: (agorot) => formatPrice(agorot / 100, settings),
  };
}

/** A vehicle's daily price in the rent block format (A§9 `price.rent_block_format`, e.g. "₪ 950 / ליום"). */
export const dailyPrice = (agorot: number, settings: PriceSettings = defaultPriceSettings): string =>
  formatTemplate(settings.rentBlockFormat, agorot / 100, settings);

/** The summary and the rental data as the form's words (`{field ids}` of the form and of the rental). */
export function summaryValues(config: RentalConfig, inquiry: Pick<RentalInquiry, 'selection' | 'contact'>, formatters: EnquiryFormatters) {
  const data = enquiryValues(config, inquiry.selection, formatters);
  return { data, values: { ...inquiry.contact, ...data } };
}

/**
 * The lead for the forms service (ADR 028 §4): the visitor's cleaned contact values, plus the rental data
 * in the form's hidden fields the mapping names — the filled summary (plain text) among them.
 */
export function rentalLead(
  config: RentalConfig,
  form: PublicForm,
  inquiry: RentalInquiry,
  formatters: EnquiryFormatters,
  options: { yes: string; no: string },
): LeadSubmission {
  const { data, values } = summaryValues(config, inquiry, formatters);
  const summary = fillTemplate(config.summaryTemplate, values, { html: false, ...options }).text;
  const hiddenIds = form.definition.fields.filter((field) => field.type === 'hidden').map((field) => field.id);
  const hidden = hiddenFieldValues(effectiveMapping(config), { ...data, summary }, hiddenIds);
  const locale: FormLocale = resolveFormLocale(formatters.locale);
  return { formId: form.id, locale, values: { ...inquiry.contact, ...hidden }, idempotencyKey: inquiry.idempotencyKey };
}
