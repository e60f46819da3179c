import { formatPrice, type PriceSettings } from '@lux/pricing';
import type { ImageValue } from '../shared/values';
import type { Group } from './types';

const HEX = /^#[0-9a-f]{6}$/i;

/** The swatch colour, or null when the code is not #rrggbb (the swatch then needs its picture). */
export function swatchColour(code: string): string | null {
  const trimmed = code.trim();
  return HEX.test(trimmed) ? trimmed.toLowerCase() : null;
}

const hasImage = (image: ImageValue | null): boolean =>
  !!image && image.id !== '' && image.id !== null && image.id !== undefined;

/** Colours a visitor can pick: named, with a picture of the car, and a swatch to show. */
export function pickableColours(groups: readonly Group[]): Group[] {
  return groups.filter(
    (group) =>
      group.color_name.trim() !== '' &&
      hasImage(group.image) &&
      (swatchColour(group.color_code) !== null || hasImage(group.swatch)),
  );
}

export type Surcharge =
  { kind: 'included' } | { kind: 'amount'; text: string } | { kind: 'text'; text: string } | { kind: 'none' };

/** The colour's price: a plain number through the price settings (0 means included), other text as typed. */
export function surchargeOf(price: string, settings: PriceSettings): Surcharge {
  const trimmed = price.trim();
  if (trimmed === '') return { kind: 'none' };
  if (/^\d[\d,.\s]*$/.test(trimmed)) {
    const amount = Number(trimmed.replace(/[,\s]/g, ''));
    if (amount === 0) return { kind: 'included' };
    const text = formatPrice(amount, settings, 'price');
    return text ? { kind: 'amount', text } : { kind: 'none' };
  }
  return { kind: 'text', text: trimmed };
}
