import { formatAmount, toFiniteNumber } from './amount';
import { defaultPriceSettings, PRICE_KINDS, type PriceKind, type PriceSettings } from './settings';
import { parseTemplate, renderTemplate, type TemplatePart } from './template';

// Settings change rarely and the same few templates are rendered for every card on a page.
const parsedTemplates = new Map<string, TemplatePart[]>();
function parsed(template: string): TemplatePart[] {
  let parts = parsedTemplates.get(template);
  if (!parts) {
    parts = parseTemplate(template);
    if (parsedTemplates.size > 200) parsedTemplates.clear(); // bound memory if templates are user-made
    parsedTemplates.set(template, parts);
  }
  return parts;
}

const kindOf = (kind: unknown): PriceKind =>
  PRICE_KINDS.includes(kind as PriceKind) ? (kind as PriceKind) : 'price';

/** Whole units, grouped: the `^` of every main-currency template. '' when there is no price. */
function wholeAmount(value: unknown, settings: PriceSettings): string {
  const n = toFiniteNumber(value);
  return n === null ? '' : formatAmount(n, settings.delimiter, 0);
}

function renderPrice(amount: string, settings: PriceSettings, kind: PriceKind, symbol: string): string {
  // '@' in an amount template would embed a price in itself; it stays literal instead.
  return renderTemplate(parsed(settings.formats[kind]), { amount, symbol, embed: null });
}

/**
 * Formats a price with the template of `kind` (`settings.formats[kind]`).
 *
 * Returns '' for missing, non-numeric (NaN, ±Infinity, '', '12abc', objects, booleans), zero or
 * negative values, and for values that round to zero whole units (below 0.5). Numbers, bigints and
 * numeric strings are accepted. The amount is rounded half away from zero to whole units.
 *
 * @example formatPrice(389000, hebrew) // '₪ 389,000'
 * @example formatPrice('2990', hebrew, 'lease') // '₪ 2,990 / לחודש'
 */
export function formatPrice(
  value: unknown,
  settings: PriceSettings = defaultPriceSettings,
  kind: PriceKind = 'price',
): string {
  const amount = wholeAmount(value, settings);
  return amount ? renderPrice(amount, settings, kindOf(kind), settings.symbol) : '';
}

/**
 * Renders any template against an amount: `^` grouped amount, `%` symbol, `@` the amount
 * formatted with the `price` format, `\x` a literal x. Tokens may appear in any order and any
 * number of times. A template with no token is returned as is (escapes resolved) whatever the
 * amount, because it shows no price; otherwise an empty price gives ''.
 *
 * @example formatTemplate('החל מ-@', 389000, hebrew) // 'החל מ-₪ 389,000'
 */
export function formatTemplate(
  template: string,
  amount: unknown,
  settings: PriceSettings = defaultPriceSettings,
): string {
  if (typeof template !== 'string') return '';
  const parts = parsed(template);
  if (parts.every((part) => part.kind === 'text'))
    return renderTemplate(parts, { amount: '', symbol: '', embed: null });
  const grouped = wholeAmount(amount, settings);
  if (!grouped) return '';
  return renderTemplate(parts, {
    amount: grouped,
    symbol: settings.symbol,
    embed: () => renderPrice(grouped, settings, 'price', settings.symbol),
  });
}

/**
 * The price converted to the double-price currency: `value × doublePrice.rate`, rounded half away
 * from zero to `doublePrice.decimals`, written with the template of `kind` and the double-price
 * symbol at `%`. Decimals use '.' when the delimiter is ',' (or an apostrophe) and ',' when it is
 * '.' or a space. '' when double prices are disabled, when the base price is empty, or when the
 * converted amount rounds to zero.
 *
 * @example formatDoublePrice(1000, { ...s, doublePrice: { enabled: true, symbol: 'USD', rate: 1.1, decimals: 2 } }) // 'USD 1,100.00'
 */
export function formatDoublePrice(
  value: unknown,
  settings: PriceSettings = defaultPriceSettings,
  kind: PriceKind = 'price',
): string {
  const { enabled, rate, decimals, symbol } = settings.doublePrice;
  if (!enabled || !wholeAmount(value, settings)) return '';
  const base = toFiniteNumber(value) ?? 0;
  // Hand-built settings skip the parser's checks; out-of-range decimals would make Intl throw.
  const places = Number.isInteger(decimals) && decimals >= 0 && decimals <= 4 ? decimals : 0;
  const amount = formatAmount(base * rate, settings.delimiter, places);
  return amount ? renderPrice(amount, settings, kindOf(kind), symbol) : '';
}
