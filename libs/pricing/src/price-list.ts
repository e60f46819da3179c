import { formatAmount, toFiniteNumber } from './amount';

/** Types of entries in a vehicle's `prices.list`. */
export type PriceListType = 'purchase' | 'lease' | 'subscribe';

/** One entry of `prices.list` as the stock API sends it; raw values may be numbers or numeric strings. */
export interface PriceListEntry {
  /** A {@link PriceListType}; other values (e.g. future types) are read but never picked. */
  readonly type: string;
  readonly value_raw: unknown;
  readonly old_price_raw?: unknown;
  /** Set on entries (in practice lease) that must not be shown on the public site. */
  readonly hiddenFromVisitors?: boolean;
}

/** A price that may be shown. */
export interface PickedPrice {
  readonly type: PriceListType;
  readonly value: number;
  /** The previous ("was") price, only when valid and higher than `value`. */
  readonly oldValue: number | null;
}

/** The accordions of the vehicle page payment section that have something to show. */
export interface AccordionAvailability {
  readonly cash: boolean;
  readonly lease: boolean;
  readonly subscribe: boolean;
}

/** A price is valid exactly when formatPrice would print it: finite and at least one whole unit. */
function validAmount(raw: unknown): number | null {
  const n = toFiniteNumber(raw);
  return n !== null && formatAmount(n, ',', 0) ? n : null;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * The first visible entry of `type` with a valid `value_raw`, in list order (the stock API's order
 * is authoritative). Entries flagged `hiddenFromVisitors` (true or "true") are skipped whatever their
 * type, and malformed entries are ignored; a list that is not an array yields null. `oldValue` is
 * kept only when it is a valid amount above `value`, so a card never shows a "was" price that is
 * not a saving.
 */
export function pickPrice(list: unknown, type: PriceListType): PickedPrice | null {
  if (!Array.isArray(list)) return null;
  for (const entry of list as unknown[]) {
    if (!isRecord(entry) || entry['type'] !== type) continue;
    const hidden = entry['hiddenFromVisitors'];
    if (hidden === true || hidden === 'true') continue;
    const value = validAmount(entry['value_raw']);
    if (value === null) continue;
    const old = validAmount(entry['old_price_raw']);
    return { type, value, oldValue: old !== null && old > value ? old : null };
  }
  return null;
}

/**
 * Which payment accordions to show (spec A§5): cash needs a purchase price, lease a lease price
 * not hidden from visitors, subscribe a subscribe price — each as {@link pickPrice} finds it.
 */
export function accordionAvailability(list: unknown): AccordionAvailability {
  return {
    cash: pickPrice(list, 'purchase') !== null,
    lease: pickPrice(list, 'lease') !== null,
    subscribe: pickPrice(list, 'subscribe') !== null,
  };
}
