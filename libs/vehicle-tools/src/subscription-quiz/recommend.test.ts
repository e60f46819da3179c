import { describe, expect, it } from 'vitest';
import { fitScore, mileageBand, recommendProducts, type ProductCard } from './recommend';

interface Card extends ProductCard {
  heading: string;
}

const card = (product: string, is_alternative: boolean): Card => ({ product, is_alternative, heading: `${product}${is_alternative ? ' (alt)' : ''}` });
const cards: Card[] = [
  card('subscription', false),
  card('loan', false),
  card('full-service', false),
  card('subscription', true),
  card('loan', true),
  card('full-service', true),
  card('leasing-to-go', true),
];
const headings = (list: Card[]) => list.map((item) => item.heading);

describe('mileageBand', () => {
  it.each([
    ['below-20000', 20000, 'below'],
    ['above-20000', 20000, 'above'],
    ['Above 25000', 20000, 'above'],
    ['15000', 20000, 'below'],
    ['20000', 20000, 'above'],
    ['19,999', 20000, 'below'],
    ['25000', 30000, 'below'],
    ['lots', 20000, null],
    ['', 20000, null],
  ])('%s with threshold %d → %s', (value, threshold, band) => {
    expect(mileageBand(value, threshold)).toBe(band);
  });
});

describe('recommendProducts', () => {
  it.each([
    {
      answers: { purpose: 'private', period: '6-12', mileage: 'below-20000' },
      main: ['subscription'],
      alternatives: ['subscription (alt)', 'leasing-to-go (alt)'],
    },
    {
      answers: { purpose: 'private', period: '24-60', mileage: 'above-20000' },
      main: ['loan'],
      alternatives: ['loan (alt)'],
    },
    {
      answers: { purpose: 'business', period: '12-24', mileage: 'above-20000' },
      main: ['full-service'],
      alternatives: ['full-service (alt)', 'leasing-to-go (alt)'],
    },
    {
      answers: { purpose: 'both', period: '12-24', mileage: 'below-20000' },
      main: ['subscription', 'loan', 'full-service'],
      alternatives: ['subscription (alt)', 'loan (alt)', 'full-service (alt)', 'leasing-to-go (alt)'],
    },
    {
      // No main card fits all three: those matching two answers are shown.
      answers: { purpose: 'business', period: '6-12', mileage: 'below-20000' },
      main: ['subscription', 'full-service'],
      alternatives: ['leasing-to-go (alt)'],
    },
  ])('$answers.purpose, $answers.period, $answers.mileage', ({ answers, main, alternatives }) => {
    const result = recommendProducts(cards, answers);
    expect(headings(result.main)).toEqual(main);
    expect(headings(result.alternatives)).toEqual(alternatives);
  });

  it('uses the threshold for numeric mileage answers', () => {
    const answers = { purpose: 'private', period: '6-12', mileage: '25000' };
    expect(headings(recommendProducts(cards, answers, 20000).main)).toEqual(['subscription', 'loan']);
    expect(headings(recommendProducts(cards, answers, 30000).main)).toEqual(['subscription']);
  });

  it('skips unknown products and shows nothing without answers', () => {
    expect(recommendProducts([card('bicycle', false)], { purpose: 'private', period: '6-12', mileage: 'below-20000' }).main).toEqual([]);
    expect(recommendProducts(cards, { purpose: null, period: null, mileage: null })).toEqual({ main: [], alternatives: [] });
  });

  it('scores each answer once', () => {
    expect(fitScore('subscription', { purpose: 'private', period: '6-12', mileage: 'below-20000' })).toBe(3);
    expect(fitScore('subscription', { purpose: 'business', period: '24-60', mileage: 'above-20000' })).toBe(0);
  });
});
