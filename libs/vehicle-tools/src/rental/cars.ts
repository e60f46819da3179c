// The car-rent block's cards (B§3.2: up to 8 icons and 5 extra equipment items per car, 20 cars).
import { readJson } from './config';

export const MAX_CAR_ICONS = 8;
export const MAX_CAR_EXTRAS = 5;

export interface CarIcon {
  icon: string;
  label: string;
}

export interface CarExtra {
  label: string;
  /** Shekels as the editor wrote them, or null when no price is given (or it is not a number). */
  price: number | null;
}

export interface CarCardContent {
  icons: readonly CarIcon[];
  extras: readonly CarExtra[];
  /** The daily price in shekels when the price field is a number; otherwise null and `priceText` holds the words. */
  dailyPrice: number | null;
  priceText: string;
  problems: readonly string[];
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '');

/** A price as the editor typed it: "450", "1,250", 450 → shekels; anything else → null. */
export function readShekels(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) && value > 0 ? value : null;
  const cleaned = text(value).replace(/[,\s₪]/g, '');
  if (!/^\d+(\.\d+)?$/.test(cleaned)) return null;
  const n = Number(cleaned);
  return n > 0 ? n : null;
}

/** One car's icons, extras and price, read safely (bad JSON → empty lists and a problem; over the limits → cut). */
export function readCarCard(group: Readonly<Record<string, unknown>>, index: number): CarCardContent {
  const problems: string[] = [];
  const rawIcons = readJson(group['icons'], `cars[${index}].icons`, [], problems);
  const rawExtras = readJson(group['extra_equipment'], `cars[${index}].extra_equipment`, [], problems);
  const icons = (Array.isArray(rawIcons) ? rawIcons : [])
    .filter(isRecord)
    .map((item) => ({ icon: text(item['icon']), label: text(item['label']) }))
    .filter((item) => item.label !== '');
  const extras = (Array.isArray(rawExtras) ? rawExtras : [])
    .filter(isRecord)
    .map((item) => ({ label: text(item['label']), price: readShekels(item['price']) }))
    .filter((item) => item.label !== '');
  if (icons.length > MAX_CAR_ICONS) problems.push(`cars[${index}].icons: at most ${MAX_CAR_ICONS}, the rest hidden`);
  if (extras.length > MAX_CAR_EXTRAS) problems.push(`cars[${index}].extra_equipment: at most ${MAX_CAR_EXTRAS}, the rest hidden`);
  const dailyPrice = readShekels(group['price']);
  return {
    icons: icons.slice(0, MAX_CAR_ICONS),
    extras: extras.slice(0, MAX_CAR_EXTRAS),
    dailyPrice,
    priceText: dailyPrice === null ? text(group['price']) : '',
    problems,
  };
}
