import { allSettled, fork, serialize } from 'effector';
import { describe, expect, it } from 'vitest';
import { $monthlyPriceOffer, $priceProblems, priceSettingsReceived } from '../model';
import { monthlyFrom } from './config';
import {
  DISABLED_MONTHLY_PRICE_OFFER,
  financeQuoteJson,
  financeQuoteRecord,
  monthlyQuoteFor,
  parseMonthlyPriceSetting,
} from './monthly-offer';
import { FINANCE_PRODUCTS } from './products';

const spitzer = JSON.stringify({
  finance_product: 'IsraelSpitzerLoan',
  enabled: true,
  input_configuration: {
    down_payment: { label: 'מקדמה', min: 20, max: 50, default: 30, interval: 5, unit: '%' },
    duration: { label: 'תקופה', min: 5, max: 5, default: 5, interval: 1, unit: 'years' },
    interest_rate: { label: 'ריבית', min: 0, max: 0, default: 0, interval: 0, unit: '%' },
  },
});

describe('parseMonthlyPriceSetting', () => {
  it.each([
    ['missing', undefined, false, []],
    ['empty text', '', false, []],
    ['bad JSON', '{nope', false, ['is not valid JSON', 'offer disabled']],
    ['an array', '[]', false, ['must be a JSON object', 'offer disabled']],
    ['disabled', JSON.stringify({ finance_product: 'IsraelSpitzerLoan', enabled: false }), false, []],
    [
      'enabled not a boolean',
      JSON.stringify({ finance_product: 'IsraelSpitzerLoan', enabled: 'yes' }),
      false,
      ['enabled must be true or false; offer disabled'],
    ],
    [
      'unknown product',
      JSON.stringify({ finance_product: 'Nope' }),
      false,
      ['finance_product "Nope" is not a known product; offer disabled'],
    ],
    [
      'no product',
      JSON.stringify({ enabled: true }),
      false,
      ['finance_product null is not a known product; offer disabled'],
    ],
    ['a valid offer', spitzer, true, []],
    ['enabled left out means on', JSON.stringify({ finance_product: 'IsraelZeroInterest' }), true, []],
  ])('%s', (_, raw, enabled, messages) => {
    const { offer, problems } = parseMonthlyPriceSetting(raw);
    expect(offer.enabled).toBe(enabled);
    expect(problems.map((p) => p.message)).toEqual(messages);
    for (const problem of problems) expect(problem.key).toBe('finance.monthly_price');
  });

  it('reads the product and the input configuration', () => {
    const { offer } = parseMonthlyPriceSetting(spitzer);
    expect(offer.product).toBe(FINANCE_PRODUCTS.IsraelSpitzerLoan);
    expect(offer.config.down_payment.default).toBe(30);
    expect(offer.config.duration.default).toBe(5);
  });

  it('keeps the offer with a range default and reports a bad range', () => {
    const raw = JSON.stringify({
      finance_product: 'IsraelSpitzerLoan',
      input_configuration: { down_payment: { min: 60, max: 10, default: 30, interval: 5 } },
    });
    const { offer, problems } = parseMonthlyPriceSetting(raw);
    expect(offer.enabled).toBe(true);
    expect(offer.config.down_payment.default).toBe(20);
    expect(problems).toEqual([
      {
        key: 'finance.monthly_price',
        message: 'input_configuration.down_payment min and max must satisfy 0 ≤ min ≤ max ≤ 100',
      },
    ]);
  });
});

describe('monthlyQuoteFor', () => {
  const { offer } = parseMonthlyPriceSetting(spitzer);

  it('is the figure the calculator opens with', () => {
    const quote = monthlyQuoteFor(459_000, offer);
    expect(quote).toEqual({
      product: 'IsraelSpitzerLoan',
      priceAgorot: 45_900_000,
      downPaymentPercent: 30,
      months: 60,
      annualRatePercent: 5.9,
      monthlyAgorot: monthlyFrom(
        45_900_000,
        FINANCE_PRODUCTS.IsraelSpitzerLoan,
        JSON.parse(spitzer).input_configuration,
      ),
    });
    // 321,300 at 5.9 % over 60 months: about ₪6,197 a month.
    expect(quote!.monthlyAgorot).toBeGreaterThan(619_000);
    expect(quote!.monthlyAgorot).toBeLessThan(620_500);
  });

  it.each([
    ['no price', null],
    ['zero', 0],
    ['negative', -5],
    ['not a number', Number.NaN],
  ])('gives nothing for %s', (_, price) => {
    expect(monthlyQuoteFor(price, offer)).toBeNull();
  });

  it('gives nothing while the offer is off', () => {
    expect(monthlyQuoteFor(459_000, DISABLED_MONTHLY_PRICE_OFFER)).toBeNull();
  });

  it('records the quote compactly, in whole currency units', () => {
    const quote = monthlyQuoteFor(459_000, offer)!;
    const at = new Date('2026-11-27T06:00:00Z');
    const record = financeQuoteRecord(quote, at);
    expect(record).toEqual({
      product: 'IsraelSpitzerLoan',
      price: 459_000,
      down_payment: 30,
      months: 60,
      rate: 5.9,
      monthly: quote.monthlyAgorot / 100,
      created_at: '2026-11-27T06:00:00.000Z',
    });
    expect(JSON.parse(financeQuoteJson(quote, at))).toEqual(record);
  });
});

describe('$monthlyPriceOffer', () => {
  it('is read with the price settings, its problems joining theirs, and survives SSR', async () => {
    const scope = fork();
    await allSettled(priceSettingsReceived, { scope, params: { 'finance.monthly_price': spitzer } });
    expect(scope.getState($monthlyPriceOffer).enabled).toBe(true);
    expect(scope.getState($monthlyPriceOffer).product.key).toBe('IsraelSpitzerLoan');
    const values = serialize(scope);
    expect(fork({ values }).getState($monthlyPriceOffer)).toEqual(scope.getState($monthlyPriceOffer));

    await allSettled(priceSettingsReceived, {
      scope,
      params: { 'finance.monthly_price': '{bad', 'price.symbol': '' },
    });
    expect(scope.getState($monthlyPriceOffer).enabled).toBe(false);
    expect(scope.getState($priceProblems).map((p) => p.key)).toContain('finance.monthly_price');
  });
});
