import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { DEFAULT_INPUT_CONFIGURATION, parseInputConfiguration } from './config';
import { createFinanceCalculatorModel } from './model';
import { FINANCE_PRODUCTS } from './products';
import { quoteFinance } from './quote';

const models = [
  { key: 'defender-110', name: 'Defender 110', priceAgorot: 45_900_000, imageId: 1, freeItems: [] },
  { key: 'discovery', name: 'Discovery', priceAgorot: 54_900_000, imageId: 2, freeItems: [] },
];
const products = [
  { product: FINANCE_PRODUCTS.IsraelSpitzerLoan, input: DEFAULT_INPUT_CONFIGURATION },
  {
    product: FINANCE_PRODUCTS.IsraelBalloon5050,
    input: parseInputConfiguration({
      down_payment: { min: 50, max: 50, default: 50, interval: 0 },
      duration: { min: 1, max: 3, default: 3, interval: 1 },
    }).config,
  },
];

describe('the finance calculator model', () => {
  it('quotes the first model and product at their defaults, then follows every change', async () => {
    const model = createFinanceCalculatorModel({ sidPrefix: 'finance/test-1', models, products });
    const scope = fork();
    expect(scope.getState(model.$quote)).toEqual(
      quoteFinance({
        product: FINANCE_PRODUCTS.IsraelSpitzerLoan,
        priceAgorot: 45_900_000,
        downPaymentPercent: 20,
        years: 4,
      }),
    );
    const first = scope.getState(model.$quote)!.monthlyPaymentAgorot;

    await allSettled(model.downPaymentChanged, { scope, params: 33 });
    expect(scope.getState(model.$downPayment)).toBe(35);
    expect(scope.getState(model.$quote)!.monthlyPaymentAgorot).toBeLessThan(first);

    await allSettled(model.durationChanged, { scope, params: 7 });
    expect(scope.getState(model.$quote)!.durationMonths).toBe(84);

    await allSettled(model.modelSelected, { scope, params: 'discovery' });
    expect(scope.getState(model.$quote)!.onTheRoadPriceAgorot).toBe(54_900_000);
    await allSettled(model.modelSelected, { scope, params: 'unknown' });
    expect(scope.getState(model.$modelKey)).toBe('discovery');

    await allSettled(model.productSelected, { scope, params: 1 });
    expect(scope.getState(model.$downPayment)).toBe(50);
    expect(scope.getState(model.$duration)).toBe(3);
    expect(scope.getState(model.$quote)).toMatchObject({
      productKey: 'IsraelBalloon5050',
      durationMonths: 36,
    });
    await allSettled(model.productSelected, { scope, params: 9 });
    expect(scope.getState(model.$productIndex)).toBe(1);
  });

  it('keeps two calculators apart, with distinct stable sids', async () => {
    const a = createFinanceCalculatorModel({ sidPrefix: 'finance/block/1', models, products });
    const b = createFinanceCalculatorModel({ sidPrefix: 'finance/block/2', models, products });
    const scope = fork();
    await allSettled(a.downPaymentChanged, { scope, params: 50 });
    expect(scope.getState(a.$downPayment)).toBe(50);
    expect(scope.getState(b.$downPayment)).toBe(20);
    expect(a.$modelKey.sid).toBe('finance/block/1/$modelKey');
    expect(b.$modelKey.sid).toBe('finance/block/2/$modelKey');
  });

  it('has no quote without a model to price', () => {
    const model = createFinanceCalculatorModel({ sidPrefix: 'finance/empty', models: [], products });
    expect(fork().getState(model.$quote)).toBeNull();
  });
});
