import type { CalculatorProduct } from './model';
import type { FinanceModel } from './models';
import { configuredRate, snapToInterval, type RangeInput } from './config';

/**
 * B§3.4 "a lease calculator keeps saved data": the visitor's choices, in the browser's localStorage
 * under this key, as `{ metadata: { version, saved_at }, data: [ one entry per calculator position ] }`.
 */
export const FINANCE_CALCULATOR_STORAGE_KEY = 'finance_calculator_data';
export const FINANCE_CALCULATOR_STORAGE_VERSION = 1;
/** Positions beyond this are not saved: a page never holds that many blocks, storage stays small. */
export const MAX_SAVED_POSITIONS = 100;

/** One calculator's choices. `product` is the product's key, `product_index` its tab. */
export interface SavedCalculatorChoice {
  readonly model: string | null;
  readonly product: string;
  readonly product_index: number;
  readonly down_payment: number;
  readonly duration: number;
  readonly rate: number;
}

export interface SavedCalculatorData {
  readonly metadata: { readonly version: number; readonly saved_at: string | null };
  /** Indexed by the block's position on the page; null where no calculator saved anything. */
  readonly data: readonly (SavedCalculatorChoice | null)[];
}

export const EMPTY_SAVED_CALCULATOR_DATA: SavedCalculatorData = Object.freeze({
  metadata: Object.freeze({ version: FINANCE_CALCULATOR_STORAGE_VERSION, saved_at: null }),
  data: Object.freeze([]) as readonly (SavedCalculatorChoice | null)[],
});

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const finite = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

function readChoice(raw: unknown): SavedCalculatorChoice | null {
  if (!isRecord(raw)) return null;
  const { model, product, product_index: productIndex, down_payment: downPayment, duration, rate } = raw;
  if (model !== null && typeof model !== 'string') return null;
  if (typeof product !== 'string' || !Number.isInteger(productIndex) || (productIndex as number) < 0)
    return null;
  if (!finite(downPayment) || !finite(duration) || !finite(rate)) return null;
  return { model, product, product_index: productIndex as number, down_payment: downPayment, duration, rate };
}

/**
 * The stored text → saved data. Never throws: missing, corrupt or another version's data gives the
 * empty data; a corrupt entry becomes null (the others are kept).
 */
export function parseSavedCalculatorData(raw: string | null | undefined): SavedCalculatorData {
  if (typeof raw !== 'string' || raw.trim() === '') return EMPTY_SAVED_CALCULATOR_DATA;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return EMPTY_SAVED_CALCULATOR_DATA;
  }
  if (!isRecord(value) || !isRecord(value['metadata']) || !Array.isArray(value['data'])) {
    return EMPTY_SAVED_CALCULATOR_DATA;
  }
  const metadata = value['metadata'];
  if (metadata['version'] !== FINANCE_CALCULATOR_STORAGE_VERSION) return EMPTY_SAVED_CALCULATOR_DATA;
  const savedAt = typeof metadata['saved_at'] === 'string' ? metadata['saved_at'] : null;
  return {
    metadata: { version: FINANCE_CALCULATOR_STORAGE_VERSION, saved_at: savedAt },
    data: value['data'].slice(0, MAX_SAVED_POSITIONS).map(readChoice),
  };
}

/** The data with `choice` at `position` (other positions kept), stamped `now`; as stored text. */
export function serialiseSavedCalculatorData(
  data: SavedCalculatorData,
  position: number,
  choice: SavedCalculatorChoice,
  now: Date,
): string | null {
  if (!Number.isInteger(position) || position < 0 || position >= MAX_SAVED_POSITIONS) return null;
  const list: (SavedCalculatorChoice | null)[] = [...data.data];
  while (list.length <= position) list.push(null);
  list[position] = choice;
  return JSON.stringify({
    metadata: { version: FINANCE_CALCULATOR_STORAGE_VERSION, saved_at: now.toISOString() },
    data: list,
  });
}

/** What a calculator can take back from a saved entry; a value that no longer fits is left out. */
export interface RestorableChoice {
  readonly modelKey?: string;
  readonly productIndex?: number;
  readonly downPayment?: number;
  readonly duration?: number;
  readonly rate?: number;
}

/** A saved value is still valid when the range would keep it as it is (in range and on a step). */
const fits = (value: number, range: RangeInput) => snapToInterval(value, range) === value;

/**
 * The saved entry checked against the current configuration: the model must still be offered, the
 * product must still be at its tab (same key), and each value must still be in range and on a step
 * (the rate only where the visitor may choose it). Values of another product are not restored.
 */
export function restorableChoice(
  entry: SavedCalculatorChoice | null | undefined,
  models: readonly FinanceModel[],
  products: readonly CalculatorProduct[],
): RestorableChoice {
  if (!entry) return {};
  const result: { -readonly [K in keyof RestorableChoice]: RestorableChoice[K] } = {};
  if (entry.model !== null && models.some((m) => m.key === entry.model)) result.modelKey = entry.model;
  const product = products[entry.product_index];
  if (!product || product.product.key !== entry.product) return result;
  result.productIndex = entry.product_index;
  if (fits(entry.down_payment, product.input.down_payment)) result.downPayment = entry.down_payment;
  if (fits(entry.duration, product.input.duration)) result.duration = entry.duration;
  const rateRange = product.input.interest_rate;
  if (
    rateRange.max > rateRange.min &&
    configuredRate(product.input, product.product, entry.rate) === entry.rate
  ) {
    result.rate = entry.rate;
  }
  return result;
}
