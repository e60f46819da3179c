import { describe, expect, it } from 'vitest';
import { parseInputConfiguration } from './config';
import type { CalculatorProduct } from './model';
import type { FinanceModel } from './models';
import { FINANCE_PRODUCTS } from './products';
import {
  EMPTY_SAVED_CALCULATOR_DATA,
  MAX_SAVED_POSITIONS,
  parseSavedCalculatorData,
  restorableChoice,
  serialiseSavedCalculatorData,
  type SavedCalculatorChoice,
} from './saved-data';

const choice: SavedCalculatorChoice = {
  model: 'defender',
  product: 'IsraelSpitzerLoan',
  product_index: 1,
  down_payment: 35,
  duration: 6,
  rate: 4.5,
};
const now = new Date('2026-11-27T06:30:00Z');

describe('parseSavedCalculatorData', () => {
  it.each([
    ['nothing stored', null],
    ['empty text', ''],
    ['corrupt JSON', '{"metadata":'],
    ['not an object', '[1,2]'],
    ['no data list', JSON.stringify({ metadata: { version: 1 } })],
    ['another version', JSON.stringify({ metadata: { version: 2, saved_at: null }, data: [choice] })],
  ])('ignores %s', (_, raw) => {
    expect(parseSavedCalculatorData(raw)).toBe(EMPTY_SAVED_CALCULATOR_DATA);
  });

  it('keeps good entries and drops corrupt ones to null', () => {
    const raw = JSON.stringify({
      metadata: { version: 1, saved_at: '2026-11-26T10:00:00.000Z' },
      data: [null, choice, { ...choice, down_payment: 'lots' }, 7, { ...choice, product_index: -1 }],
    });
    expect(parseSavedCalculatorData(raw)).toEqual({
      metadata: { version: 1, saved_at: '2026-11-26T10:00:00.000Z' },
      data: [null, choice, null, null, null],
    });
  });
});

describe('serialiseSavedCalculatorData', () => {
  it('writes one entry per position, keeping the others, and round-trips', () => {
    const first = serialiseSavedCalculatorData(EMPTY_SAVED_CALCULATOR_DATA, 2, choice, now)!;
    const parsed = parseSavedCalculatorData(first);
    expect(parsed).toEqual({
      metadata: { version: 1, saved_at: now.toISOString() },
      data: [null, null, choice],
    });
    const second = parseSavedCalculatorData(
      serialiseSavedCalculatorData(parsed, 0, { ...choice, model: null }, now),
    );
    expect(second.data).toEqual([{ ...choice, model: null }, null, choice]);
  });

  it.each([-1, 1.5, MAX_SAVED_POSITIONS])('refuses position %s', (position) => {
    expect(serialiseSavedCalculatorData(EMPTY_SAVED_CALCULATOR_DATA, position, choice, now)).toBeNull();
  });
});

describe('restorableChoice', () => {
  const models: FinanceModel[] = [
    { key: 'defender', name: 'Defender', priceAgorot: 45_900_000, imageId: null, freeItems: [] },
    { key: 'discovery', name: 'Discovery', priceAgorot: 39_900_000, imageId: null, freeItems: [] },
  ];
  const adjustableRate = parseInputConfiguration({
    down_payment: { min: 20, max: 50, default: 20, interval: 5 },
    duration: { min: 4, max: 7, default: 4, interval: 1 },
    interest_rate: { min: 3, max: 8, default: 5, interval: 0.5 },
  }).config;
  const products: CalculatorProduct[] = [
    { product: FINANCE_PRODUCTS.IsraelBalloon5050, input: parseInputConfiguration(undefined).config },
    { product: FINANCE_PRODUCTS.IsraelSpitzerLoan, input: adjustableRate },
  ];

  it('restores every value that still fits', () => {
    expect(restorableChoice(choice, models, products)).toEqual({
      modelKey: 'defender',
      productIndex: 1,
      downPayment: 35,
      duration: 6,
      rate: 4.5,
    });
  });

  it.each([
    ['nothing saved', null, {}],
    [
      'a model no longer offered',
      { ...choice, model: 'velar' },
      { productIndex: 1, downPayment: 35, duration: 6, rate: 4.5 },
    ],
    ['another product at that tab', { ...choice, product: 'UkPcp' }, { modelKey: 'defender' }],
    ['a tab that is gone', { ...choice, product_index: 5 }, { modelKey: 'defender' }],
    [
      'a down payment off its steps',
      { ...choice, down_payment: 33 },
      { modelKey: 'defender', productIndex: 1, duration: 6, rate: 4.5 },
    ],
    [
      'a duration out of range',
      { ...choice, duration: 9 },
      { modelKey: 'defender', productIndex: 1, downPayment: 35, rate: 4.5 },
    ],
    [
      'a rate out of range',
      { ...choice, rate: 9 },
      { modelKey: 'defender', productIndex: 1, downPayment: 35, duration: 6 },
    ],
  ])('leaves out %s', (_, entry, expected) => {
    expect(restorableChoice(entry, models, products)).toEqual(expected);
  });

  it('never restores a rate the visitor cannot choose', () => {
    const fixedRate = { ...choice, product: 'IsraelBalloon5050', product_index: 0, duration: 5, rate: 3.9 };
    expect(restorableChoice(fixedRate, models, products)).toEqual({
      modelKey: 'defender',
      productIndex: 0,
      downPayment: 35,
      duration: 5,
    });
  });
});
