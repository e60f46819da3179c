import { useMemo } from 'react';
import { useUnit } from 'effector-react';
import {
  carKeysIn,
  createContentApi,
  specText,
  substituteSpecPrices,
  type CarData,
  type Locale,
} from '@lux/content';
import { $priceSettings } from '@lux/pricing';
import type { BlockDataContext, BlockDataLoader } from '../data/types';
import type { ValidBlock } from '../validate';
import { isNumberOrNull, isRecord, isString } from './guards';
import { catalogueFormatters } from './price';

/** One `/vehicles?filter[key_in]=` call per block; the API caps the list at 2,000 characters. */
export const MAX_CAR_KEYS = 40;

/** What the spec-price loader hands a block: the cars its texts name (A§7). */
export interface CarDataResult {
  cars: CarData[];
}

/** Every editor text of a block, fields and group items, where placeholders may stand. */
export function blockTexts(block: Pick<ValidBlock, 'fields' | 'groups'>): string[] {
  const texts: string[] = [];
  for (const values of [block.fields, ...block.groups]) {
    for (const value of Object.values(values)) if (typeof value === 'string') texts.push(value);
  }
  return texts;
}

/** Loads the cars named by `{{price:…}}`, `{{lease_price:…}}` and `{{spec:…:…}}` in the texts; no call without any. */
export async function loadCarData(
  texts: readonly string[],
  context: BlockDataContext,
): Promise<CarDataResult> {
  const keys = [...new Set(texts.flatMap(carKeysIn))].slice(0, MAX_CAR_KEYS);
  if (keys.length === 0) return { cars: [] };
  const vehicles = await createContentApi(context.contentHttp).vehicles({ carKeys: keys }, context.locale, {
    requestId: context.requestId,
  });
  const found = new Set(vehicles.map((car) => car.key));
  const missing = keys.filter((key) => !found.has(key));
  if (missing.length > 0) context.warn({ missing }, 'spec-price substitution: unknown car keys');
  return { cars: vehicles.map(({ key, price, lease_price, specs }) => ({ key, price, lease_price, specs })) };
}

/** The loader of a block whose texts may carry spec-price placeholders. */
export const carDataLoader: BlockDataLoader = (block, context) => loadCarData(blockTexts(block), context);

/** The cars in a block's data; [] when the loader failed or sent something else (placeholders then empty). */
export function carsOf(data: unknown): CarData[] {
  if (!isRecord(data) || !Array.isArray(data['cars'])) return [];
  return data['cars'].filter(
    (car): car is CarData =>
      isRecord(car) &&
      isString(car['key']) &&
      isNumberOrNull(car['price']) &&
      isNumberOrNull(car['lease_price']) &&
      isRecord(car['specs']),
  );
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);

export interface SpecPrices {
  /** Plain text with its placeholders filled in. */
  text(value: string): string;
  /** Editor HTML with its placeholders filled in; the inserted values are escaped. */
  html(value: string): string;
  /** Plain text with its placeholders filled in, or null when any of them has no value (unknown car, no data). */
  complete(value: string): string | null;
}

// The placeholder syntax of @lux/content's spec-prices, loosely: each `{{…}}` is tried on its own.
const PLACEHOLDER = /\{\{[^{}]*\}\}/g;

/**
 * Fills spec-price placeholders from the block's loaded cars: prices through @lux/pricing with the site's
 * price settings (list price and lease templates), specs as numbers in the page's language (engine
 * capacity in litres) or words (fuel, transmission, drivetrain).
 */
export function useSpecPrices(data: unknown, locale: Locale): SpecPrices {
  const settings = useUnit($priceSettings);
  return useMemo(() => {
    const cars = carsOf(data);
    const prices = catalogueFormatters(settings, locale);
    const formatters = {
      price: (amount: number) => prices.price(amount),
      lease: (amount: number) => prices.lease(amount),
      // The editor writes the unit around the placeholder ('{{spec:…:power_hp}} כ״ס'): the number alone.
      spec: (key: Parameters<typeof specText>[0], value: string | number) =>
        specText(key, value, locale, null),
    };
    const escaped = {
      price: (amount: number) => escapeHtml(formatters.price(amount)),
      lease: (amount: number) => escapeHtml(formatters.lease(amount)),
      spec: (key: Parameters<typeof specText>[0], value: string | number) =>
        escapeHtml(formatters.spec(key, value)),
    };
    const text = (value: string) =>
      value.includes('{{') ? substituteSpecPrices(value, cars, formatters) : value;
    return {
      text,
      html: (value) => (value.includes('{{') ? substituteSpecPrices(value, cars, escaped) : value),
      complete: (value) => {
        const placeholders = (value.match(PLACEHOLDER) ?? []).filter(
          (placeholder) => carKeysIn(placeholder).length > 0,
        );
        return placeholders.every((placeholder) => text(placeholder) !== '') ? text(value) : null;
      },
    };
  }, [data, locale, settings]);
}
