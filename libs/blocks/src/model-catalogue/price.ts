import { useUnit } from 'effector-react';
import { defaultLocale, type Locale } from '@lux/content';
import { $priceSettings, formatPrice, formatTemplate, type PriceSettings } from '@lux/pricing';
import { stringsFor, type Localized } from '../shared/strings';

/** Price templates in each language's words: `@` the formatted price, `%` the symbol, `^` the amount. */
const templates: Localized<{ from: string; lease: string }> = {
  he: { from: 'החל מ-@', lease: '% ^ / לחודש' },
  en: { from: 'From @', lease: '% ^ / month' },
  ar: { from: 'ابتداءً من @', lease: '% ^ / شهريًا' },
  ru: { from: 'От @', lease: '% ^ / мес.' },
};

export interface CatalogueFormatters {
  /** The list price (`price` format): '₪ 459,000'. */
  price(amount: number | null | undefined): string;
  /** A "from" price (the offer string): 'החל מ-₪ 389,000'. */
  from(amount: number | null | undefined): string;
  /** A monthly lease price (the lease string): '₪ 6,700 / לחודש'. */
  lease(amount: number | null | undefined): string;
}

/**
 * Catalogue prices through @lux/pricing. The price settings are written in the site's default
 * language (A§9 price settings), so the offer and lease strings are used as set on default-language
 * pages; other languages keep the settings' number format, symbol and delimiter with their own words.
 * Missing, zero or negative prices give '' (A§5).
 */
export function catalogueFormatters(settings: PriceSettings, locale: Locale): CatalogueFormatters {
  const own = locale === defaultLocale;
  const words = stringsFor(templates, locale);
  return {
    price: (amount) => formatPrice(amount, settings, 'price'),
    from: (amount) => formatTemplate(own ? settings.offerString : words.from, amount, settings),
    lease: (amount) =>
      own ? formatPrice(amount, settings, 'lease') : formatTemplate(words.lease, amount, settings),
  };
}

export function useCatalogueFormatters(locale: Locale): CatalogueFormatters {
  return catalogueFormatters(useUnit($priceSettings), locale);
}
