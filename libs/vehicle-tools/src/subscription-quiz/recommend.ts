/**
 * The subscription quiz's rule (B§3.4): three answers — purpose, period, annual mileage — pick which of
 * the block's product cards are shown as main products and which as alternatives.
 *
 * Each product kind suits some purposes, periods and mileage bands (`PRODUCT_FIT`, README explains why).
 * A card fits when all three answers are in its kind's row. Each list (main products: `is_alternative`
 * false; alternatives: true) shows its fitting cards in the editor's order; when none fits, it shows the
 * cards matching the most answers instead (at least one), so the summary is never empty while the editor
 * has cards for it.
 */

export const SUBSCRIPTION_PRODUCTS = ['subscription', 'loan', 'full-service', 'leasing-to-go'] as const;
export type SubscriptionProduct = (typeof SUBSCRIPTION_PRODUCTS)[number];

export const PURPOSES = ['private', 'business', 'both'] as const;
export type Purpose = (typeof PURPOSES)[number];

export const PERIODS = ['6-12', '12-24', '24-60'] as const;
export type Period = (typeof PERIODS)[number];

export type MileageBand = 'below' | 'above';

/** B§9: kilometres a year that split step 3. */
export const DEFAULT_MILEAGE_THRESHOLD = 20000;

export const SUBSCRIPTION_QUIZ_STEP_COUNT = 3;

export interface ProductFit {
  purposes: readonly Purpose[];
  periods: readonly Period[];
  mileage: readonly MileageBand[];
}

export const PRODUCT_FIT = {
  // All-inclusive and flexible for a private driver over a short term; its monthly price includes capped mileage.
  subscription: { purposes: ['private', 'both'], periods: ['6-12', '12-24'], mileage: ['below'] },
  // Owning the car pays off over a longer term; no mileage cap.
  loan: { purposes: ['private', 'both'], periods: ['12-24', '24-60'], mileage: ['below', 'above'] },
  // Operating lease with service, insurance and tyres: companies and mixed use, mid to long terms, any mileage.
  'full-service': { purposes: ['business', 'both'], periods: ['12-24', '24-60'], mileage: ['below', 'above'] },
  // A ready car for a short term, for anyone, any mileage.
  'leasing-to-go': { purposes: ['private', 'business', 'both'], periods: ['6-12', '12-24'], mileage: ['below', 'above'] },
} as const satisfies Record<SubscriptionProduct, ProductFit>;

export interface SubscriptionAnswers {
  purpose: string | null;
  period: string | null;
  /** The step 3 answer value (see `mileageBand`). */
  mileage: string | null;
}

/**
 * The mileage band of a step 3 answer value: `below…`/`above…` (the template's `below-20000`,
 * `above-20000`) by their prefix; a plain number of kilometres (`15000`) against the threshold.
 */
export function mileageBand(value: string | null, threshold: number = DEFAULT_MILEAGE_THRESHOLD): MileageBand | null {
  if (!value) return null;
  const text = value.trim().toLowerCase();
  if (text.startsWith('below')) return 'below';
  if (text.startsWith('above')) return 'above';
  const km = Number(text.replace(/[,\s]/g, ''));
  if (text === '' || !Number.isFinite(km)) return null;
  return km < threshold ? 'below' : 'above';
}

/** How many of the three answers a product kind suits (0–3). */
export function fitScore(product: SubscriptionProduct, answers: SubscriptionAnswers, threshold?: number): number {
  const fit: ProductFit = PRODUCT_FIT[product];
  const band = mileageBand(answers.mileage, threshold);
  return (
    Number(fit.purposes.includes(answers.purpose as Purpose)) +
    Number(fit.periods.includes(answers.period as Period)) +
    Number(band !== null && fit.mileage.includes(band))
  );
}

export interface ProductCard {
  product: string;
  is_alternative: boolean;
}

export interface Recommendation<C extends ProductCard> {
  main: C[];
  alternatives: C[];
}

const isProduct = (value: string): value is SubscriptionProduct => SUBSCRIPTION_PRODUCTS.includes(value as SubscriptionProduct);

function pick<C extends ProductCard>(cards: readonly C[], answers: SubscriptionAnswers, threshold?: number): C[] {
  const scored = cards
    .filter((card) => isProduct(card.product))
    .map((card) => ({ card, score: fitScore(card.product as SubscriptionProduct, answers, threshold) }));
  const best = Math.max(0, ...scored.map(({ score }) => score));
  if (best === 0) return [];
  return scored.filter(({ score }) => score === best).map(({ card }) => card);
}

/** The cards to show for the answers: main products and alternatives, each in the editor's order. */
export function recommendProducts<C extends ProductCard>(
  cards: readonly C[],
  answers: SubscriptionAnswers,
  threshold: number = DEFAULT_MILEAGE_THRESHOLD,
): Recommendation<C> {
  return {
    main: pick(
      cards.filter((card) => !card.is_alternative),
      answers,
      threshold,
    ),
    alternatives: pick(
      cards.filter((card) => card.is_alternative),
      answers,
      threshold,
    ),
  };
}
