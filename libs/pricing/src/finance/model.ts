import { combine, createEvent, createStore, sample } from 'effector';
import { configuredRate, durationMonths, snapToInterval, type FinanceInputConfiguration } from './config';
import type { FinanceModel } from './models';
import type { FinanceProduct } from './products';
import { quoteFinance, type FinanceQuote } from './quote';

/** One finance product choice of the calculator: the variant and the group's input configuration. */
export interface CalculatorProduct {
  product: FinanceProduct;
  input: FinanceInputConfiguration;
}

export interface CreateFinanceCalculatorOptions {
  /** Unique per calculator on the page (`finance/block/<id>`): prefixes every store's sid. */
  sidPrefix: string;
  models: readonly FinanceModel[];
  products: readonly CalculatorProduct[];
}

interface Choice {
  downPayment: number;
  duration: number;
  rate: number;
}

const startingChoice = (entry: CalculatorProduct | undefined): Choice => ({
  downPayment: entry?.input.down_payment.default ?? 0,
  duration: entry?.input.duration.default ?? 0,
  rate: entry ? configuredRate(entry.input, entry.product) : 0,
});

/** Keeps the visitor's choice when switching product, snapped into the new product's ranges. */
const carriedChoice = (choice: Choice, entry: CalculatorProduct | undefined): Choice =>
  entry
    ? {
        downPayment: snapToInterval(choice.downPayment, entry.input.down_payment),
        duration: snapToInterval(choice.duration, entry.input.duration),
        rate: configuredRate(entry.input, entry.product, choice.rate),
      }
    : choice;

/**
 * The calculator's model, one per block instance (a page may hold two calculators). Made by a factory
 * with the block's sid prefix, so each store has a stable sid and two instances never share state.
 * `$quote` is null when there is no model or no product to price.
 */
export function createFinanceCalculatorModel(options: CreateFinanceCalculatorOptions) {
  const sid = (name: string) => `${options.sidPrefix}/${name}`;
  const products = [...options.products];

  const modelSelected = createEvent<string>();
  const productSelected = createEvent<number>();
  const downPaymentChanged = createEvent<number>();
  const durationChanged = createEvent<number>();
  const rateChanged = createEvent<number>();

  const $models = createStore<readonly FinanceModel[]>(options.models, {
    sid: sid('$models'),
    serialize: 'ignore',
  });
  const $products = createStore<readonly CalculatorProduct[]>(products, {
    sid: sid('$products'),
    serialize: 'ignore',
  });
  const $modelKey = createStore<string | null>(options.models[0]?.key ?? null, { sid: sid('$modelKey') });
  const $productIndex = createStore(0, { sid: sid('$productIndex') });
  const $choice = createStore<Choice>(startingChoice(products[0]), { sid: sid('$choice') });

  const $product = combine($products, $productIndex, (list, index) => list[index] ?? null);
  const $model = combine($models, $modelKey, (list, key) => list.find((m) => m.key === key) ?? null);
  const $downPayment = $choice.map((choice) => choice.downPayment);
  const $duration = $choice.map((choice) => choice.duration);
  const $rate = $choice.map((choice) => choice.rate);

  sample({
    clock: modelSelected,
    source: $models,
    filter: (list, key) => list.some((m) => m.key === key),
    fn: (_, key) => key,
    target: $modelKey,
  });
  sample({
    clock: productSelected,
    source: $products,
    filter: (list, index) => Number.isInteger(index) && index >= 0 && index < list.length,
    fn: (_, index) => index,
    target: $productIndex,
  });
  sample({
    clock: productSelected,
    source: { choice: $choice, product: $product },
    fn: ({ choice, product }) => carriedChoice(choice, product ?? undefined),
    target: $choice,
  });
  sample({
    clock: downPaymentChanged,
    source: { choice: $choice, product: $product },
    filter: ({ product }, value) => product !== null && Number.isFinite(value),
    fn: ({ choice, product }, value) => ({
      ...choice,
      downPayment: snapToInterval(value, product!.input.down_payment),
    }),
    target: $choice,
  });
  sample({
    clock: durationChanged,
    source: { choice: $choice, product: $product },
    filter: ({ product }, value) => product !== null && Number.isFinite(value),
    fn: ({ choice, product }, value) => ({
      ...choice,
      duration: snapToInterval(value, product!.input.duration),
    }),
    target: $choice,
  });
  sample({
    clock: rateChanged,
    source: { choice: $choice, product: $product },
    filter: ({ product }, value) => product !== null && Number.isFinite(value),
    fn: ({ choice, product }, value) => ({
      ...choice,
      rate: configuredRate(product!.input, product!.product, value),
    }),
    target: $choice,
  });

  const $quote = combine($model, $product, $choice, (model, product, choice): FinanceQuote | null =>
    model && product
      ? quoteFinance({
          priceAgorot: model.priceAgorot,
          product: product.product,
          downPaymentPercent: choice.downPayment,
          months: durationMonths(product.input, choice.duration),
          annualRatePercent: choice.rate,
        })
      : null,
  );

  return {
    modelSelected,
    productSelected,
    downPaymentChanged,
    durationChanged,
    rateChanged,
    $models,
    $products,
    $modelKey,
    $model,
    $productIndex,
    $product,
    $downPayment,
    $duration,
    $rate,
    $quote,
  };
}

export type FinanceCalculatorModel = ReturnType<typeof createFinanceCalculatorModel>;
