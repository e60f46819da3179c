import {
  configuredRate,
  durationMonths,
  parseInputConfiguration,
  readJsonRecord,
  type ConfigProblem,
  type FinanceInputConfiguration,
} from './config';
import { financeProduct, isFinanceProductKey, type FinanceProduct } from './products';
import { quoteFinance } from './quote';

/** The setting holding the editor's "from ₪X a month" product (issue 15, item 2). */
export const MONTHLY_PRICE_SETTING = 'finance.monthly_price';

/**
 * The editor's monthly-price offer: the product and input configuration every "from ₪X a month"
 * line is computed with (the figure the finance calculator opens with). Plain JSON, so it crosses SSR.
 */
export interface MonthlyPriceOffer {
  readonly enabled: boolean;
  readonly product: FinanceProduct;
  readonly config: FinanceInputConfiguration;
}

/** The offer while the setting is absent or unusable: off. */
export const DISABLED_MONTHLY_PRICE_OFFER: MonthlyPriceOffer = Object.freeze({
  enabled: false,
  product: financeProduct(undefined),
  config: parseInputConfiguration(undefined).config,
});

/**
 * `finance.monthly_price` (JSON text): `{ finance_product, input_configuration, enabled }`. Never throws:
 * missing → disabled; bad JSON or an unknown product → disabled with a problem; a bad input
 * configuration keeps the offer with that range's default and reports the range (like the calculator).
 * Problems carry the setting key, like the other price settings problems.
 */
export function parseMonthlyPriceSetting(raw: unknown): {
  offer: MonthlyPriceOffer;
  problems: { key: string; message: string }[];
} {
  const found: ConfigProblem[] = [];
  const record = readJsonRecord(raw, MONTHLY_PRICE_SETTING, found);
  const problems = () =>
    found.map((p) => ({
      key: MONTHLY_PRICE_SETTING,
      message: p.path === MONTHLY_PRICE_SETTING ? p.message : `${p.path} ${p.message}`,
    }));
  const disabled = (message?: string) => {
    if (message) found.push({ path: MONTHLY_PRICE_SETTING, message });
    return { offer: DISABLED_MONTHLY_PRICE_OFFER, problems: problems() };
  };
  if (!record) {
    // Bad JSON (a problem is already recorded) or no setting at all: no monthly prices.
    if (found.length > 0) found.push({ path: MONTHLY_PRICE_SETTING, message: 'offer disabled' });
    return disabled();
  }
  const enabled = record['enabled'];
  if (enabled !== undefined && typeof enabled !== 'boolean') {
    return disabled('enabled must be true or false; offer disabled');
  }
  if (enabled === false) return disabled();
  const key = record['finance_product'];
  if (!isFinanceProductKey(key)) {
    return disabled(`finance_product ${JSON.stringify(key ?? null)} is not a known product; offer disabled`);
  }
  const input = parseInputConfiguration(record['input_configuration'] ?? undefined);
  for (const problem of input.problems)
    found.push({ path: `input_configuration.${problem.path}`, message: problem.message });
  return {
    offer: { enabled: true, product: financeProduct(key), config: input.config },
    problems: problems(),
  };
}

/** The quote a "from ₪X a month" line shows, and a lead or order records (`finance_quote`). */
export interface MonthlyQuote {
  /** The product's key (`finance_product`). */
  readonly product: string;
  /** The vehicle price it was computed from, in agorot. */
  readonly priceAgorot: number;
  readonly downPaymentPercent: number;
  readonly months: number;
  readonly annualRatePercent: number;
  readonly monthlyAgorot: number;
}

/**
 * The monthly quote for a price in whole currency units (as cards and the price list carry them),
 * or null when the offer is off or there is no positive price. Uses the configuration's defaults,
 * so it is the figure the finance calculator opens with (`monthlyFrom`).
 */
export function monthlyQuoteFor(
  price: number | null | undefined,
  offer: MonthlyPriceOffer,
): MonthlyQuote | null {
  if (!offer.enabled || typeof price !== 'number' || !Number.isFinite(price) || price <= 0) return null;
  const { config, product } = offer;
  const priceAgorot = Math.round(price * 100);
  const quote = quoteFinance({
    priceAgorot,
    product,
    downPaymentPercent: config.down_payment.default,
    months: durationMonths(config, config.duration.default),
    annualRatePercent: configuredRate(config, product),
  });
  if (!(quote.monthlyPaymentAgorot > 0)) return null;
  return {
    product: product.key,
    priceAgorot,
    downPaymentPercent: config.down_payment.default,
    months: quote.durationMonths,
    annualRatePercent: quote.annualRatePercent,
    monthlyAgorot: quote.monthlyPaymentAgorot,
  };
}

/**
 * The compact record of a shown quote, as a lead's hidden `finance_quote` value and an order's
 * `metadata.finance_quote`: whole currency units with two decimals at most, and when it was shown.
 */
export interface FinanceQuoteRecord {
  readonly product: string;
  readonly price: number;
  readonly down_payment: number;
  readonly months: number;
  readonly rate: number;
  readonly monthly: number;
  readonly created_at: string;
}

export function financeQuoteRecord(quote: MonthlyQuote, createdAt: Date): FinanceQuoteRecord {
  return {
    product: quote.product,
    price: quote.priceAgorot / 100,
    down_payment: quote.downPaymentPercent,
    months: quote.months,
    rate: quote.annualRatePercent,
    monthly: quote.monthlyAgorot / 100,
    created_at: createdAt.toISOString(),
  };
}

/** `financeQuoteRecord` as compact JSON (a hidden form value). */
export const financeQuoteJson = (quote: MonthlyQuote, createdAt: Date): string =>
  JSON.stringify(financeQuoteRecord(quote, createdAt));
