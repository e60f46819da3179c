import { textOf } from '../shared/InlineHtml';
import type { Group } from './types';

/** An item renders only with both a question (the button's name) and an answer. */
export function visibleItems(groups: readonly Group[]): Group[] {
  return groups.filter((item) => item.question.trim() !== '' && textOf(item.answer) !== '');
}

/**
 * The label of an editor field that has an English template default: the editor's own text wins; the
 * untouched default (or a blank) is replaced by the block's string in the page's language.
 */
export function labelOr(value: string, templateDefault: string, localized: string): string {
  const text = value.trim();
  return text === '' || text === templateDefault ? localized : text;
}

/** Numeric character references that sanitised HTML may carry (&#39;, &#x2019;). */
function decodeNumericEntities(text: string): string {
  return text.replace(/&#(x[0-9a-f]+|\d+);/gi, (match, code: string) => {
    const point = code[0] === 'x' || code[0] === 'X' ? Number.parseInt(code.slice(1), 16) : Number(code);
    return Number.isInteger(point) && point > 0 && point <= 0x10ffff ? String.fromCodePoint(point) : match;
  });
}

/**
 * schema.org FAQPage for the visible pairs (answers as plain text), or null when there are none. The JSON
 * is safe inside a <script>: "<" is escaped, so no answer can close the element.
 */
export function faqJsonLd(items: readonly Group[]): string | null {
  const mainEntity = items.map((item) => ({
    '@type': 'Question',
    name: decodeNumericEntities(item.question.trim()),
    acceptedAnswer: { '@type': 'Answer', text: decodeNumericEntities(textOf(item.answer)) },
  }));
  if (mainEntity.length === 0) return null;
  const json = JSON.stringify({ '@context': 'https://schema.org', '@type': 'FAQPage', mainEntity });
  return json.replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}
