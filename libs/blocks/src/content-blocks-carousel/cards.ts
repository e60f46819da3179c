import { formatTemplate, type PriceSettings } from '@lux/pricing';
import { isLinkShown, type ThemeName } from '@lux/ui';
import { textOf } from '../shared/InlineHtml';
import type { SliderTheme } from '../shared/values';
import type { Group } from './types';

/** A plain amount as editors type it: digits with optional thousands separators ("389,000"). */
const AMOUNT = /^\d{1,3}(?:[,\s]?\d{3})*(?:\.\d+)?$/;

/**
 * The price line of a card: a bare amount goes through the site's offer string ("החל מ-₪ 389,000"),
 * zero or less shows nothing (B§9), any other text ("₪ 2,990 לחודש") shows as the editor wrote it.
 */
export function cardPrice(price: string, settings: PriceSettings): string {
  const text = price.trim();
  if (!AMOUNT.test(text)) return text;
  return formatTemplate(settings.offerString, Number(text.replace(/[,\s]/g, '')), settings);
}

/** A card with nothing to show (no image, text, price or visible link) is left out of the carousel. */
export function hasContent(card: Group): boolean {
  return Boolean(
    (card.image && card.image.id !== '') ||
      card.heading.trim() ||
      textOf(card.paragraph) ||
      card.price.trim() ||
      (card.link && isLinkShown(card.link)),
  );
}

/** The slider themes are the four site themes plus all-white, which is the light theme with flat cards. */
export function surfaceTheme(theme: SliderTheme): ThemeName {
  return theme === 'all-white-theme' ? 'light' : theme;
}
