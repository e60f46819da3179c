import { describe, expect, it } from 'vitest';
import { annuityPayment, evenInstalments, roundAgorot } from './money';
import { FINANCE_PRODUCT_KEYS, FINANCE_PRODUCTS, FINANCE_SHAPES, financeProduct } from './products';
import { quoteFinance } from './quote';

/*
 * Expected figures were computed independently of this code, in python3 with decimal.Decimal at 50
 * digits and ROUND_HALF_UP (the script: deposit = round(price × dp / 100); credit = price − deposit;
 * lump = min(credit, round(price × balloon / 100)); annuity = (P − F·v^n)·i / (1 − v^n), i = rate/1200;
 * lease = (cap − res)/n + (cap + res)·rate/2400; each figure rounded once). Plus one textbook case by hand.
 */
describe('quoteFinance: a table per shape, to the agora', () => {
  it.each([
    {
      shape: 'hire-purchase',
      input: {
        product: 'HirePurchaseSample',
        priceAgorot: 45_900_000,
        downPaymentPercent: 20,
        years: 4,
        annualRatePercent: 6.9,
      },
      expected: {
        cashDepositAgorot: 9_180_000,
        totalAmountOfCreditAgorot: 36_720_000,
        monthlyPaymentAgorot: 877_603,
        balloonAgorot: 0,
        totalPayableAgorot: 51_304_944,
        numberOfPayments: 48,
      },
    },
    {
      shape: 'spitzer',
      input: {
        product: 'IsraelSpitzerLoan',
        priceAgorot: 54_900_000,
        downPaymentPercent: 30,
        years: 5,
        annualRatePercent: 5.9,
      },
      expected: {
        cashDepositAgorot: 16_470_000,
        totalDepositAgorot: 16_520_000,
        totalAmountOfCreditAgorot: 38_430_000,
        monthlyPaymentAgorot: 741_174,
        feesAgorot: 50_000,
        totalPayableAgorot: 60_990_440,
        numberOfPayments: 60,
      },
    },
    {
      shape: 'balloon (PCP)',
      input: {
        product: 'UkPcp',
        priceAgorot: 38_900_000,
        downPaymentPercent: 20,
        years: 3,
        annualRatePercent: 7.9,
      },
      expected: {
        cashDepositAgorot: 7_780_000,
        totalAmountOfCreditAgorot: 31_120_000,
        balloonAgorot: 15_560_000,
        monthlyPaymentAgorot: 589_313,
        feesAgorot: 1000,
        totalPayableAgorot: 44_556_268,
      },
    },
    {
      shape: 'balloon 50/50 (interest only)',
      input: {
        product: 'IsraelBalloon5050',
        priceAgorot: 45_900_000,
        downPaymentPercent: 50,
        years: 3,
        annualRatePercent: 3.9,
      },
      expected: {
        cashDepositAgorot: 22_950_000,
        balloonAgorot: 22_950_000,
        monthlyPaymentAgorot: 74_588,
        totalPayableAgorot: 48_620_168,
      },
    },
    {
      shape: 'lease (money factor)',
      input: {
        product: 'IsraelPrivateLease',
        priceAgorot: 89_900_000,
        downPaymentPercent: 25,
        years: 4,
        annualRatePercent: 6.5,
      },
      expected: {
        cashDepositAgorot: 22_475_000,
        totalAmountOfCreditAgorot: 67_425_000,
        balloonAgorot: 35_960_000,
        monthlyPaymentAgorot: 935_522,
        totalPayableAgorot: 103_340_056,
      },
    },
    {
      shape: 'zero-interest',
      input: {
        product: 'IsraelZeroInterest',
        priceAgorot: 33_900_000,
        downPaymentPercent: 20,
        years: 3,
        annualRatePercent: 9,
      },
      expected: {
        cashDepositAgorot: 6_780_000,
        monthlyPaymentAgorot: 753_333,
        finalInstalmentAgorot: 753_334,
        annualRatePercent: 0,
        totalPayableAgorot: 33_900_000,
        totalChargeForCreditAgorot: 0,
      },
    },
  ])('$shape', ({ input, expected }) => {
    expect(quoteFinance(input)).toMatchObject(expected);
  });

  it('matches the textbook loan by hand: 1,200 at 12 % over 12 months is 106.62 a month', () => {
    // 1200 × 0.01 / (1 − 1.01^−12) = 106.6185…, rounded to 106.62.
    expect(roundAgorot(annuityPayment(120_000, 0.01, 12))).toBe(10_662);
    const quote = quoteFinance({
      product: 'HirePurchaseSample',
      priceAgorot: 120_000,
      downPaymentPercent: 0,
      months: 12,
      annualRatePercent: 12,
    });
    expect(quote.monthlyPaymentAgorot).toBe(10_662);
    expect(quote.totalPayableAgorot).toBe(10_662 * 12);
  });

  it('divides evenly at a zero rate for every shape, the last instalments absorbing the rounding', () => {
    for (const key of ['HirePurchaseSample', 'IsraelSpitzerLoan', 'UkPcp', 'IsraelPrivateLease']) {
      const quote = quoteFinance({
        product: key,
        priceAgorot: 10_000_001,
        downPaymentPercent: 20,
        months: 36,
        annualRatePercent: 0,
      });
      expect(quote.totalPayableAgorot - quote.feesAgorot, key).toBe(10_000_001);
    }
    expect(evenInstalments(100, 3)).toEqual({ regular: 33, last: 34, extraCount: 1 });
  });

  it('keeps the term within the product and the balloon within the credit', () => {
    const quote = quoteFinance({
      product: 'IsraelBalloon5050',
      priceAgorot: 10_000_000,
      downPaymentPercent: 80,
      years: 7,
    });
    expect(quote.durationMonths).toBe(36);
    expect(quote.balloonAgorot).toBe(quote.totalAmountOfCreditAgorot);
    expect(quote.annualRatePercent).toBe(FINANCE_PRODUCTS.IsraelBalloon5050.defaultRatePercent);
  });

  it('never throws on nonsense and falls back to the default product', () => {
    const quote = quoteFinance({
      product: 'NoSuchProduct',
      priceAgorot: Number.NaN,
      downPaymentPercent: -5,
      years: Number.POSITIVE_INFINITY,
    });
    expect(quote).toMatchObject({
      productKey: 'HirePurchaseSample',
      onTheRoadPriceAgorot: 0,
      monthlyPaymentAgorot: 0,
      totalPayableAgorot: 0,
    });
    expect(financeProduct(' ukpcp ').key).toBe('UkPcp');
  });
});

describe('the product variants', () => {
  it('hold about 30 country variants covering every shape, each with sane limits', () => {
    expect(FINANCE_PRODUCT_KEYS.length).toBeGreaterThanOrEqual(30);
    expect(new Set(FINANCE_PRODUCT_KEYS.map((k) => FINANCE_PRODUCTS[k].shape))).toEqual(
      new Set(FINANCE_SHAPES),
    );
    for (const key of FINANCE_PRODUCT_KEYS) {
      const p = FINANCE_PRODUCTS[key];
      expect(p.key).toBe(key);
      expect(p.country).toMatch(/^[A-Z]{2}$/);
      expect(p.minTermMonths).toBeGreaterThan(0);
      expect(p.maxTermMonths).toBeGreaterThanOrEqual(p.minTermMonths);
      expect(p.balloonPercent === 0).toBe(p.shape !== 'balloon' && p.shape !== 'lease');
    }
  });
});
