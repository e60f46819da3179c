/**
 * The price template grammar, scanned in a single pass so that text substituted for one token
 * (a symbol containing '^', say) is never read again as another token.
 *
 *   ^   the amount, grouped with the thousands delimiter
 *   %   the currency symbol
 *   @   a fully formatted price (the `price` format applied to the same amount)
 *   \x  the character x taken literally, e.g. '0\% APR from @'
 */

export const AMOUNT_TOKEN = '^';
export const SYMBOL_TOKEN = '%';
export const EMBED_TOKEN = '@';
const ESCAPE = '\\';

/** A piece of a parsed template: literal text or one of the three tokens. */
export type TemplatePart =
  { readonly kind: 'text'; readonly text: string } | { readonly kind: 'amount' | 'symbol' | 'embed' };

const TOKENS: Readonly<Record<string, 'amount' | 'symbol' | 'embed'>> = {
  [AMOUNT_TOKEN]: 'amount',
  [SYMBOL_TOKEN]: 'symbol',
  [EMBED_TOKEN]: 'embed',
};

/** Splits a template into literal text and tokens, resolving escapes. */
export function parseTemplate(template: string): TemplatePart[] {
  const parts: TemplatePart[] = [];
  let text = '';
  for (let i = 0; i < template.length; i += 1) {
    const char = template.charAt(i);
    if (char === ESCAPE && i + 1 < template.length) {
      // Only the escape character itself and tokens are escapable; '\n' in CMS text stays as typed.
      const next = template.charAt(i + 1);
      if (next === ESCAPE || next in TOKENS) {
        text += next;
        i += 1;
        continue;
      }
    }
    const token = TOKENS[char];
    if (token) {
      if (text) parts.push({ kind: 'text', text });
      text = '';
      parts.push({ kind: token });
    } else {
      text += char;
    }
  }
  if (text) parts.push({ kind: 'text', text });
  return parts;
}

/** Which tokens a template uses; settings validation relies on it. */
export function templateTokens(template: string): ReadonlySet<TemplatePart['kind']> {
  return new Set(parseTemplate(template).map((part) => part.kind));
}

/** What each token expands to. `embed` is null where '@' has no meaning (inside an embedded price). */
export interface TemplateValues {
  readonly amount: string;
  readonly symbol: string;
  readonly embed: (() => string) | null;
}

/** Renders parsed parts; an '@' without an embed function is kept as a literal '@'. */
export function renderTemplate(parts: readonly TemplatePart[], values: TemplateValues): string {
  let out = '';
  for (const part of parts) {
    if (part.kind === 'text') out += part.text;
    else if (part.kind === 'amount') out += values.amount;
    else if (part.kind === 'symbol') out += values.symbol;
    else out += values.embed ? values.embed() : EMBED_TOKEN;
  }
  return out;
}
