import { describe, expect, it } from 'vitest';
import { readCarCard, readShekels } from './cars';

describe('readCarCard', () => {
  it('reads icons, extras and a numeric daily price', () => {
    const card = readCarCard(
      { price: '1,250', icons: JSON.stringify([{ icon: 'car', label: '7 seats' }, { icon: 'x' }]), extra_equipment: [{ label: 'Baby seat', price: 35 }, { label: 'GPS', price: 'free' }] },
      0,
    );
    expect(card).toEqual({
      icons: [{ icon: 'car', label: '7 seats' }],
      extras: [{ label: 'Baby seat', price: 35 }, { label: 'GPS', price: null }],
      dailyPrice: 1250,
      priceText: '',
      problems: [],
    });
  });

  it('cuts to 8 icons and 5 extras and says so; bad JSON is a problem, not a throw', () => {
    const icons = Array.from({ length: 10 }, (_, i) => ({ icon: 'check', label: `Feature ${i}` }));
    const extras = Array.from({ length: 7 }, (_, i) => ({ label: `Extra ${i}`, price: i + 1 }));
    const card = readCarCard({ price: 'On request', icons, extra_equipment: extras }, 2);
    expect(card.icons).toHaveLength(8);
    expect(card.extras).toHaveLength(5);
    expect(card.priceText).toBe('On request');
    expect(card.problems).toEqual(['cars[2].icons: at most 8, the rest hidden', 'cars[2].extra_equipment: at most 5, the rest hidden']);
    expect(readCarCard({ icons: '[{', extra_equipment: '' }, 1).problems).toEqual(['cars[1].icons: not valid JSON']);
  });

  it.each([
    ['450', 450],
    ['₪ 1 250', 1250],
    [99.5, 99.5],
    ['0', null],
    ['-5', null],
    ['12abc', null],
    [null, null],
  ])('readShekels(%s) = %s', (value, expected) => expect(readShekels(value)).toBe(expected));
});
