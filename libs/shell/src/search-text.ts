/**
 * Site search text rules (A§2 search popup), shared by the content service (matching, excerpts) and
 * the popup (hint, highlight), so both sides agree on what a query is and what it matches.
 *
 * Matching is on a folded form of the text: case-folded, Hebrew points and cantillation removed,
 * final letters read as their base letter (ך→כ ם→מ ן→נ ף→פ ץ→צ), geresh, gershayim and every
 * quote or apostrophe removed (ריינג' רובר = ריינג׳ רובר = ריינג רובר), bidi and zero-width marks
 * removed, dashes, maqaf and other punctuation read as spaces, runs of spaces collapsed.
 * Substring matching (not whole words) suits Hebrew, whose prefixes (ה, ו, ב, ל, מ, ש, כ) attach
 * to the word: "לדיפנדר" contains "דיפנדר".
 */

/** A§2 search popup limits (not detailed in the spec; chosen for a brand site). */
export const searchLimits = {
  /** Fewer folded characters than this is not a query: the popup shows a hint, the API a 400. */
  minQueryLength: 2,
  /** More characters than this (after trimming) is refused. */
  maxQueryLength: 100,
  /** Results per request by default, and at most. */
  defaultItems: 8,
  maxItems: 20,
  /** Query words that take part in matching; more are ignored. */
  maxTokens: 8,
  /** Quiet time after typing before a request is made. */
  debounceMs: 250,
  /** Recent searches kept in the browser. */
  recentSearches: 5,
} as const;

const FINAL_LETTERS = 'ךםןףץ';
const BASE_LETTERS = 'כמנפצ';

/** Hebrew points and cantillation (U+0591–U+05C7 less maqaf and punctuation), bidi and zero-width marks, quotes. */
const DELETED =
  range(0x0591, 0x05bd) +
  '\u05bf\u05c1\u05c2\u05c4\u05c5\u05c7' +
  '\u00ad\u061c\u200b\u200c\u200d\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2060\u2066\u2067\u2068\u2069\ufeff' +
  '\'"`\u00b4\u02bc\u05f3\u05f4\u2018\u2019\u201a\u201b\u201c\u201d\u201e\u201f\u2032\u2033';

/** Read as a space: white space, dashes and maqaf, Hebrew and Latin punctuation. */
const SPACED =
  ' \t\n\v\f\r\u00a0\u1680' +
  range(0x2000, 0x200a) +
  '\u2028\u2029\u202f\u205f\u3000' +
  '-\u05be\u2010\u2011\u2012\u2013\u2014\u2015\u2212' +
  '\u05c0\u05c3\u05c6' +
  '.,:;!?()[]{}<>/\\|+*&_=~^@#$%' +
  '\u00ab\u00bb\u00b7\u2022\u2026\u00a1\u00bf\u2039\u203a';

function range(from: number, to: number): string {
  let out = '';
  for (let code = from; code <= to; code += 1) out += String.fromCharCode(code);
  return out;
}

const deleted = new Set(DELETED);
const isControl = (char: string) => {
  const code = char.codePointAt(0) ?? 0;
  return !spaced.has(char) && (code < 0x20 || (code >= 0x7f && code < 0xa0));
};
const attached = new Set(range(0x0591, 0x05c7) + '\u05f3\u05f4\'\u2019');
const spaced = new Set(SPACED);
const finals = new Map([...FINAL_LETTERS].map((letter, index) => [letter, BASE_LETTERS[index] ?? letter]));

/**
 * The same folding as PostgreSQL `translate(lower(x), from, to)`: characters of `from` past the
 * length of `to` are deleted. The content service builds its SQL from this, so the two cannot drift.
 */
export const searchSqlTranslation = {
  from: FINAL_LETTERS + SPACED + DELETED,
  to: BASE_LETTERS + ' '.repeat(SPACED.length),
} as const;

/** Folded text plus, for each folded character, where its source starts and ends in the original. */
export interface FoldedText {
  text: string;
  starts: number[];
  ends: number[];
}

/** Folds text for matching and remembers where each folded character came from (for highlights). */
export function foldWithOffsets(input: string): FoldedText {
  let text = '';
  const starts: number[] = [];
  const ends: number[] = [];
  let offset = 0;
  for (const char of input) {
    const start = offset;
    offset += char.length;
    for (const folded of char.normalize('NFKC').toLowerCase()) {
      // Control characters never reach SQL (PostgreSQL refuses NUL), so they are dropped here only.
      if (deleted.has(folded) || isControl(folded)) {
        // Points and a geresh belong to the letter before them: a highlight must not split them off.
        if (attached.has(folded) && ends.length > 0 && !text.endsWith(' ')) ends[ends.length - 1] = offset;
        continue;
      }
      if (spaced.has(folded)) {
        if (text === '' || text.endsWith(' ')) continue;
        text += ' ';
      } else {
        text += finals.get(folded) ?? folded;
      }
      starts.push(start);
      ends.push(offset);
    }
  }
  if (text.endsWith(' ')) {
    text = text.slice(0, -1);
    starts.pop();
    ends.pop();
  }
  return { text, starts, ends };
}

/** Folded text for matching (see the module comment). */
export function foldSearchText(input: string): string {
  return foldWithOffsets(input).text;
}

/** The words of a query that take part in matching: folded, distinct, at most `maxTokens`. */
export function searchTokens(query: string): string[] {
  const words = foldSearchText(query).split(' ').filter((word) => word !== '');
  return [...new Set(words)].slice(0, searchLimits.maxTokens);
}

/** Does `text` contain every word of the query, as the search matches (substrings of folded text)? */
export function searchMatchesAll(text: string, query: string): boolean {
  const folded = foldSearchText(text);
  const tokens = searchTokens(query);
  return tokens.length > 0 && tokens.every((token) => folded.includes(token));
}

export type SearchQueryProblem = 'too-short' | 'too-long';

/** Why a query cannot be searched, or null: 2–100 characters after trimming, at least 2 that count. */
export function searchQueryProblem(query: string): SearchQueryProblem | null {
  const trimmed = query.trim();
  if (trimmed.length > searchLimits.maxQueryLength) return 'too-long';
  if (foldSearchText(trimmed).replaceAll(' ', '').length < searchLimits.minQueryLength) return 'too-short';
  return null;
}

/** A half-open range [start, end) of UTF-16 offsets in the original text. */
export type TextRange = readonly [start: number, end: number];

/** Where the query's words occur in `text`, as sorted, merged ranges of the original text. */
export function searchHighlightRanges(text: string, query: string): TextRange[] {
  const folded = foldWithOffsets(text);
  const found: Array<[number, number]> = [];
  for (const token of searchTokens(query)) {
    let at = folded.text.indexOf(token);
    while (at !== -1) {
      found.push([folded.starts[at] ?? 0, folded.ends[at + token.length - 1] ?? text.length]);
      at = folded.text.indexOf(token, at + token.length);
    }
  }
  found.sort((a, b) => a[0] - b[0] || b[1] - a[1]);
  const merged: Array<[number, number]> = [];
  for (const [start, end] of found) {
    const last = merged.at(-1);
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  return merged;
}

/** A slice of a text, where it starts, and whether it matched the query. */
export type HighlightPart = { start: number; text: string; match: boolean };

/** Text split into plain and matched parts, in order, for rendering with `<mark>`. */
export function searchHighlightParts(text: string, query: string): HighlightPart[] {
  const parts: HighlightPart[] = [];
  let cursor = 0;
  for (const [start, end] of searchHighlightRanges(text, query)) {
    if (start > cursor) parts.push({ start: cursor, text: text.slice(cursor, start), match: false });
    parts.push({ start, text: text.slice(start, end), match: true });
    cursor = end;
  }
  if (cursor < text.length || parts.length === 0) parts.push({ start: cursor, text: text.slice(cursor), match: false });
  return parts;
}

/**
 * A short excerpt of `text` around the first match of the query (the start of the text without
 * one), cut at word boundaries, with an ellipsis where it was cut. Whitespace is collapsed.
 */
export function searchExcerpt(text: string, query: string, maxLength = 160): string {
  const plain = text.replace(/\s+/gu, ' ').trim();
  if (plain.length <= maxLength) return plain;
  const first = searchHighlightRanges(plain, query)[0];
  // Keep a little context before the match, so it reads as a sentence rather than starts mid-thought.
  let start = first ? Math.max(0, Math.min(first[0] - Math.floor(maxLength / 4), plain.length - maxLength)) : 0;
  if (start > 0) {
    const space = plain.indexOf(' ', start);
    start = space === -1 || space > (first?.[0] ?? start) ? start : space + 1;
  }
  let end = Math.min(plain.length, start + maxLength);
  if (end < plain.length) {
    const space = plain.lastIndexOf(' ', end);
    if (space > start + maxLength / 2) end = space;
  }
  return `${start > 0 ? '…' : ''}${plain.slice(start, end).trim()}${end < plain.length ? '…' : ''}`;
}
