/**
 * Fixtures for tests of this lib and of libs that show prices (entry `@lux/pricing/testing`).
 * They are content-service settings records, so they exercise the same parser as production.
 */
import type { PriceListEntry } from './price-list';

/** An Israeli site: shekel, Hebrew lease and offer strings. */
export const hebrewPriceSettingsRecord: Readonly<Record<string, string>> = Object.freeze({
  'price.symbol': '₪',
  'price.currency_iso': 'ILS',
  'price.delimiter': ',',
  'price.format': '% ^',
  'price.lease_string': '% ^ / לחודש',
  'price.subscribe_string': 'החל מ-% ^ / לחודש',
  'price.stock_format': '% ^',
  'price.general_format': '^%',
  'price.offer_string': 'החל מ-@',
  'price.full_string': 'מחיר מלא: @',
  'price.rent_block_format': '% ^ / ליום',
});

/** An English site on the defaults, with a second price in US dollars. */
export const englishDoublePriceSettingsRecord: Readonly<Record<string, string>> = Object.freeze({
  'price.double_price.enabled': 'true',
  'price.double_price.symbol': 'USD',
  'price.double_price.rate': '1.08',
  'price.double_price.decimals': '2',
});

/** A vehicle's `prices.list` with every type, a hidden lease and a "was" price. */
export const samplePriceList: readonly PriceListEntry[] = Object.freeze([
  { type: 'purchase', value_raw: 389000, old_price_raw: 405000 },
  { type: 'lease', value_raw: '1990', old_price_raw: null, hiddenFromVisitors: true },
  { type: 'lease', value_raw: '2990', old_price_raw: null },
  { type: 'subscribe', value_raw: 4590, old_price_raw: 0 },
]);
