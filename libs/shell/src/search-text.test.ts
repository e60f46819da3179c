import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  foldSearchText,
  foldWithOffsets,
  searchExcerpt,
  searchHighlightParts,
  searchHighlightRanges,
  searchMatchesAll,
  searchQueryProblem,
  searchSqlTranslation,
  searchTokens,
} from './search-text';

/** PostgreSQL's `btrim(regexp_replace(translate(lower(x), from, to), ' +', ' ', 'g'))`, in JS. */
function sqlFold(input: string) {
  const { from, to } = searchSqlTranslation;
  const map = new Map<string, string>();
  [...from].forEach((char, index) => {
    if (!map.has(char)) map.set(char, to[index] ?? '');
  });
  const translated = [...input.toLowerCase()].map((char) => map.get(char) ?? char).join('');
  return translated.replace(/ +/g, ' ').replace(/^ | $/g, '');
}

describe('foldSearchText', () => {
  it('reads geresh, apostrophe and no mark alike (ריינג׳ = ריינג\' = ריינג)', () => {
    expect(foldSearchText("ריינג' רובר")).toBe('ריינג רובר');
    expect(foldSearchText('ריינג׳ רובר')).toBe('ריינג רובר');
    expect(foldSearchText('ריינג’ רובר')).toBe('ריינג רובר');
    expect(foldSearchText('דוא״ל')).toBe(foldSearchText('דוא"ל'));
  });

  it('removes niqqud and cantillation, and reads final letters as base letters', () => {
    expect(foldSearchText('דִּיפֶנְדֶר')).toBe('דיפנדר');
    expect(foldSearchText('שָׁלוֹם')).toBe('שלומ');
    expect(foldSearchText('ארץ')).toBe(foldSearchText('ארצ'));
    expect(foldSearchText('ךםןףץ')).toBe('כמנפצ');
  });

  it('case-folds Latin, reads dashes, maqaf and punctuation as one space, drops bidi marks', () => {
    expect(foldSearchText('  Range-Rover   SPORT ')).toBe('range rover sport');
    expect(foldSearchText('F‑PACE')).toBe('f pace');
    expect(foldSearchText('דיפנדר־110')).toBe('דיפנדר 110');
    expect(foldSearchText('\u200fדיפנדר\u200e\u202b')).toBe('דיפנדר');
    expect(foldSearchText('ＤＥＦＥＮＤＥＲ')).toBe('defender');
  });

  it('agrees with the SQL translation the content service runs, for any text', () => {
    const alphabet = fc.constantFrom(...'אבגךכםמןנףפץצ׳״\'"-־ .,A-Za-z0123\u05b4\u05bc\u200f\u00a0\t'.split(''));
    fc.assert(
      fc.property(fc.array(alphabet, { maxLength: 40 }), (chars) => {
        const text = chars.join('');
        return foldSearchText(text) === sqlFold(text);
      }),
    );
  });

  it('maps every folded character back to its source', () => {
    const source = 'דִּיפֶנְדֶר  Range’s';
    const folded = foldWithOffsets(source);
    expect(folded.text).toBe('דיפנדר ranges');
    expect(folded.starts).toHaveLength(folded.text.length);
    expect(source.slice(folded.starts[0], folded.ends[5])).toBe('דִּיפֶנְדֶר');
  });
});

describe('searchQueryProblem and searchTokens', () => {
  it('needs 2 to 100 characters after trimming, at least 2 that count', () => {
    expect(searchQueryProblem('ד')).toBe('too-short');
    expect(searchQueryProblem('   ')).toBe('too-short');
    expect(searchQueryProblem('\u200f\u200fד')).toBe('too-short');
    expect(searchQueryProblem("%'")).toBe('too-short');
    expect(searchQueryProblem('די')).toBeNull();
    expect(searchQueryProblem(`  ${'א'.repeat(100)}  `)).toBeNull();
    expect(searchQueryProblem('א'.repeat(101))).toBe('too-long');
    expect(searchQueryProblem('x'.repeat(10_000))).toBe('too-long');
  });

  it('splits into distinct folded words, at most 8', () => {
    expect(searchTokens("ריינג' רובר  ריינג׳")).toEqual(['ריינג', 'רובר']);
    expect(searchTokens('a b c d e f g h i j')).toHaveLength(8);
  });
});

describe('highlights and excerpts', () => {
  it('finds each word in the original text, across niqqud and geresh', () => {
    const text = "ריינג׳ רובר ספורט";
    expect(searchHighlightRanges(text, "ריינג' ספורט")).toEqual([
      [0, 6],
      [12, 17],
    ]);
    expect(searchHighlightParts('Defender 110', 'def')).toEqual([
      { start: 0, text: 'Def', match: true },
      { start: 3, text: 'ender 110', match: false },
    ]);
    expect(searchHighlightParts('לדיפנדר', 'דיפנדר')).toEqual([
      { start: 0, text: 'ל', match: false },
      { start: 1, text: 'דיפנדר', match: true },
    ]);
    expect(searchHighlightParts('', 'x')).toEqual([{ start: 0, text: '', match: false }]);
  });

  it('merges overlapping matches', () => {
    expect(searchHighlightRanges('range rover', 'rang range ange')).toEqual([[0, 5]]);
  });

  it('cuts long text around the first match, at word boundaries, with ellipses', () => {
    const words = Array.from({ length: 60 }, (_, index) => `מילה${index}`);
    words[40] = 'דיפנדר';
    const excerpt = searchExcerpt(words.join(' '), 'דיפנדר', 100);
    expect(excerpt).toContain('דיפנדר');
    expect(excerpt.startsWith('…')).toBe(true);
    expect(excerpt.endsWith('…')).toBe(true);
    expect(excerpt.length).toBeLessThanOrEqual(102);
    expect(excerpt).not.toMatch(/…\S*ילה\d+ $/);
    expect(searchExcerpt('short  text', 'x')).toBe('short text');
    expect(searchExcerpt(words.join(' '), 'nothing', 50).startsWith('מילה0 ')).toBe(true);
  });
});

describe('searchMatchesAll', () => {
  it('needs every word, folded, as substrings', () => {
    expect(searchMatchesAll('רכזת הנגישות של האתר', 'הנגישות רכזת')).toBe(true);
    expect(searchMatchesAll('הצהרת הנגישות', 'רכזת הנגישות')).toBe(false);
    expect(searchMatchesAll("לריינג' רובר", 'ריינג׳')).toBe(true);
    expect(searchMatchesAll('anything', '  ')).toBe(false);
  });
});
