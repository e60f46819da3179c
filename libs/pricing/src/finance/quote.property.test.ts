import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FINANCE_PRODUCT_KEYS, FINANCE_PRODUCTS } from './products';
import { quoteFinance } from './quote';

// Realistic inputs: ₪10,000 to ₪3,000,000, terms 6–96 months, rates 0.5–25 % (at 0 % see the even split).
const price = fc.integer({ min: 1_000_000, max: 300_000_000 });
const months = fc.integer({ min: 6, max: 96 });
const rate = fc.double({ min: 0.5, max: 25, noNaN: true });
const productKey = fc.constantFrom(...FINANCE_PRODUCT_KEYS);
const percent = fc.integer({ min: 0, max: 100 });

describe('finance properties', () => {
  it('the monthly payment never rises as the down payment rises', () => {
    fc.assert(
      fc.property(productKey, price, months, rate, percent, percent, (product, p, n, r, a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        const at = (down: number) =>
          quoteFinance({ product, priceAgorot: p, months: n, annualRatePercent: r, downPaymentPercent: down })
            .monthlyPaymentAgorot;
        expect(at(high)).toBeLessThanOrEqual(at(low));
      }),
    );
  });

  it('the total paid is at least the price', () => {
    fc.assert(
      fc.property(
        productKey,
        price,
        months,
        fc.oneof(rate, fc.constant(0)),
        percent,
        (product, p, n, r, down) => {
          const quote = quoteFinance({
            product,
            priceAgorot: p,
            months: n,
            annualRatePercent: r,
            downPaymentPercent: down,
          });
          expect(quote.totalPayableAgorot).toBeGreaterThanOrEqual(p);
          expect(quote.totalChargeForCreditAgorot).toBe(quote.totalPayableAgorot - p);
        },
      ),
    );
  });

  it('zero interest divides evenly: instalments add up to the credit, at most one agora apart', () => {
    const zeroKeys = FINANCE_PRODUCT_KEYS.filter((key) => FINANCE_PRODUCTS[key].shape === 'zero-interest');
    fc.assert(
      fc.property(
        fc.constantFrom(...zeroKeys),
        fc.integer({ min: 0, max: 300_000_000 }),
        months,
        percent,
        (product, p, n, down) => {
          const q = quoteFinance({ product, priceAgorot: p, months: n, downPaymentPercent: down });
          const extra = q.totalAmountOfCreditAgorot - q.monthlyPaymentAgorot * q.numberOfPayments;
          // The schedule: `extra` instalments of monthly + 1, the rest of monthly.
          expect(extra).toBeGreaterThanOrEqual(0);
          expect(extra).toBeLessThan(q.numberOfPayments);
          expect(q.finalInstalmentAgorot - q.monthlyPaymentAgorot).toBe(extra > 0 ? 1 : 0);
          expect(q.totalPayableAgorot - q.feesAgorot).toBe(q.onTheRoadPriceAgorot);
          expect(q.totalChargeForCreditAgorot).toBe(q.feesAgorot);
        },
      ),
    );
  });
});
