import { describe, expect, it } from 'vitest';
import { DEFAULT_INPUT_CONFIGURATION, monthlyFrom, parseInputConfiguration, snapToInterval } from './config';
import { filterModels, parseModelsInfo } from './models';
import { DEFAULT_OUTPUT_CONFIGURATION, parseOutputConfiguration } from './output';
import { FINANCE_PRODUCTS } from './products';
import { quoteFinance } from './quote';

describe('parseInputConfiguration', () => {
  it('gives the B§3.4 defaults for missing, empty or broken JSON, never throwing', () => {
    for (const raw of [undefined, null, '', '{', 'null', '[1,2]', '"text"', 42, '{"down_payment": 7}']) {
      const { config } = parseInputConfiguration(raw);
      expect(config.down_payment).toMatchObject({ min: 20, max: 50, default: 20, interval: 5 });
      expect(config.duration).toMatchObject({ min: 4, max: 7, default: 4, interval: 1, unit: 'years' });
    }
    expect(parseInputConfiguration('{').problems).toEqual([
      { path: 'input_configuration', message: 'is not valid JSON' },
    ]);
    expect(parseInputConfiguration('[1]').problems[0]?.message).toBe('must be a JSON object');
    expect(parseInputConfiguration('{"down_payment": 7}').problems[0]?.path).toBe('down_payment');
  });

  it('clamps and snaps the default to the range and its interval', () => {
    const { config, problems } = parseInputConfiguration(
      JSON.stringify({
        down_payment: { label: 'מקדמה', min: 10, max: 40, default: 23, interval: 5, unit: '%' },
        duration: { label: 'תקופה', min: 1, max: 5, default: 9, interval: 1, unit: 'years' },
      }),
    );
    expect(problems).toEqual([]);
    expect(config.down_payment).toEqual({
      label: 'מקדמה',
      min: 10,
      max: 40,
      default: 25,
      interval: 5,
      unit: '%',
    });
    expect(config.duration.default).toBe(5);
    expect(config.interest_rate).toEqual(DEFAULT_INPUT_CONFIGURATION.interest_rate);
  });

  it('replaces impossible ranges and intervals, keeping the label', () => {
    const { config, problems } = parseInputConfiguration({
      down_payment: { label: 'Deposit', min: 60, max: 30, default: 40, interval: 5 },
      duration: { min: 1, max: 5, default: 2, interval: -1 },
      interest_rate: { min: 0, max: 500, default: 3, interval: 0.1 },
    });
    expect(config.down_payment).toEqual({ ...DEFAULT_INPUT_CONFIGURATION.down_payment, label: 'Deposit' });
    expect(config.duration).toMatchObject({ min: 1, max: 5, default: 2, interval: 1 });
    expect(config.interest_rate).toEqual(DEFAULT_INPUT_CONFIGURATION.interest_rate);
    expect(problems.map((p) => p.path)).toEqual(['down_payment', 'duration.interval', 'interest_rate']);
  });

  it('snaps within the range without floating-point noise', () => {
    expect(snapToInterval(3.33, { min: 2.9, max: 6.9, interval: 0.1 })).toBe(3.3);
    expect(snapToInterval(49, { min: 20, max: 49, interval: 5 })).toBe(45);
    expect(snapToInterval(100, { min: 20, max: 50, interval: 5 })).toBe(50);
  });
});

describe('parseOutputConfiguration', () => {
  it('gives the defaults for bad JSON and keeps valid labels and styles', () => {
    expect(parseOutputConfiguration('not json').config).toEqual(DEFAULT_OUTPUT_CONFIGURATION);
    const { config, problems } = parseOutputConfiguration({
      monthly_payment: { label: 'החזר חודשי' },
      total_deposit: { label: 'מקדמה כוללת', cash_deposit: { label: 'מקדמה במזומן' } },
      created_at: { label: 'תאריך', date_style: 'fancy' },
      interest_rate: 'oops',
    });
    expect(config.monthly_payment.label).toBe('החזר חודשי');
    expect(config.total_deposit.cash_deposit.label).toBe('מקדמה במזומן');
    expect(config.created_at).toMatchObject({ label: 'תאריך', date_style: 'medium' });
    expect(config.interest_rate).toEqual(DEFAULT_OUTPUT_CONFIGURATION.interest_rate);
    expect(problems.map((p) => p.path)).toEqual(['interest_rate', 'created_at.date_style']);
  });
});

describe('models_info', () => {
  it('reads models, skips unusable entries, converts shekels to agorot and filters by nameplate', () => {
    const { models, problems } = parseModelsInfo(
      JSON.stringify([
        {
          key: 'defender-110',
          name: 'Defender 110',
          price: 459000,
          image_id: 1,
          free_items: ['Service for 3 years', { label: 'Tow bar' }],
        },
        { key: 'discovery', name: 'Discovery', price: '549000', image: { id: 2 } },
        { key: 'broken', price: -1 },
        { name: 'no key', price: 1 },
        'nope',
      ]),
    );
    expect(models).toEqual([
      {
        key: 'defender-110',
        name: 'Defender 110',
        priceAgorot: 45_900_000,
        imageId: 1,
        freeItems: ['Service for 3 years', 'Tow bar'],
      },
      { key: 'discovery', name: 'Discovery', priceAgorot: 54_900_000, imageId: 2, freeItems: [] },
    ]);
    expect(problems.map((p) => p.path)).toEqual([
      'models_info[2].price',
      'models_info[3].key',
      'models_info[4]',
    ]);
    expect(filterModels(models, ' Discovery , nope').map((m) => m.key)).toEqual(['discovery']);
    expect(filterModels(models, '')).toHaveLength(2);
    expect(parseModelsInfo('{bad').models).toEqual([]);
    expect(parseModelsInfo('{"models":[{"key":"x","price":1}]}').models).toHaveLength(1);
  });
});

describe('monthlyFrom', () => {
  it('is the monthly payment of the quote the calculator opens with', () => {
    const product = FINANCE_PRODUCTS.IsraelSpitzerLoan;
    const expected = quoteFinance({
      product,
      priceAgorot: 45_900_000,
      downPaymentPercent: 20,
      years: 4,
    }).monthlyPaymentAgorot;
    expect(monthlyFrom(45_900_000, product, undefined)).toBe(expected);
    expect(monthlyFrom(45_900_000, product, '{broken')).toBe(expected);
    expect(
      monthlyFrom(45_900_000, product, {
        ...DEFAULT_INPUT_CONFIGURATION,
        interest_rate: { label: '', min: 2, max: 8, default: 5.9, interval: 0.1, unit: '%' },
      }),
    ).toBe(expected);
  });
});
