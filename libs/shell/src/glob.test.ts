import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { globToRegExp, matchesAnyPattern, normalisePathForMatching, patternProblem } from './glob';
import { normaliseLinkTarget, safeImageUrl, safeUrl } from './links';

describe('glob patterns', () => {
  it('matches every path with /*', () => {
    for (const path of ['/', '/models/defender', '/he/offers-and-finance']) expect(matchesAnyPattern(['/*'], path)).toBe(true);
  });

  it('treats * as any run of characters, ? as one, {a,b} as either', () => {
    expect(matchesAnyPattern(['/models/*'], '/models/defender/110')).toBe(true);
    expect(matchesAnyPattern(['/models/*'], '/models')).toBe(false);
    expect(matchesAnyPattern(['/offer?'], '/offers')).toBe(true);
    expect(matchesAnyPattern(['/{he,en}/compare'], '/en/compare')).toBe(true);
    expect(matchesAnyPattern(['/{he,en}/compare'], '/ru/compare')).toBe(false);
    expect(matchesAnyPattern(['https://*.dealer.example/*'], 'https://www.dealer.example/stock')).toBe(true);
  });

  it('matches regex characters literally and ignores case', () => {
    expect(matchesAnyPattern(['/a.b/(x)+'], '/a.b/(x)+')).toBe(true);
    expect(matchesAnyPattern(['/a.b'], '/aXb')).toBe(false);
    expect(matchesAnyPattern(['/Contact-Us'], '/contact-us')).toBe(true);
  });

  it('finds invalid patterns, which match nothing (A§8)', () => {
    expect(patternProblem('')).toBe('empty');
    expect(patternProblem('/a b')).toBe('whitespace');
    expect(patternProblem('/{a,b')).toBe('unbalanced-braces');
    expect(patternProblem('/a}')).toBe('unbalanced-braces');
    expect(patternProblem('/{a,{b}}')).toBe('nested-braces');
    expect(patternProblem(`/${'a'.repeat(600)}`)).toBe('too-long');
    expect(globToRegExp('/{a')).toBeUndefined();
    expect(matchesAnyPattern(['/{a', '/ok'], '/{a')).toBe(false);
  });

  it('never throws, and a valid pattern always matches itself when it has no wildcards', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (pattern, path) => {
        matchesAnyPattern([pattern], path);
        const literal = pattern.replace(/[*?{},]/g, '');
        return patternProblem(literal) !== undefined || matchesAnyPattern([literal], literal);
      }),
    );
  });

  it('normalises paths for matching', () => {
    expect(normalisePathForMatching('/models/?a=1#x')).toBe('/models');
    expect(normalisePathForMatching('models')).toBe('/models');
    expect(normalisePathForMatching('/')).toBe('/');
    expect(normalisePathForMatching('')).toBe('/');
    expect(normalisePathForMatching('//')).toBe('/');
  });
});

describe('links', () => {
  it('keeps _blank, everything else is _self', () => {
    expect(['_blank', ' _Blank ', '_self', '_top', undefined, 1].map(normaliseLinkTarget)).toEqual(['_blank', '_blank', '_self', '_self', '_self', '_self']);
  });

  it('refuses script schemes, even disguised', () => {
    expect(safeUrl('/ok')).toBe('/ok');
    expect(safeUrl('tel:+972500000000')).toBe('tel:+972500000000');
    expect(safeUrl(' https://example.com ')).toBe('https://example.com');
    for (const bad of ['javascript:alert(1)', 'JaVaScRiPt:x', ' java\nscript:x', '\u0001javascript:x', 'vbscript:x', 'data:text/html,<b>', '', 3 as unknown]) {
      expect(safeUrl(bad)).toBeNull();
    }
  });

  it('allows inline images as image sources only', () => {
    expect(safeImageUrl('data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA');
    expect(safeImageUrl('data:image/svg+xml,%3Csvg%3E')).toBe('data:image/svg+xml,%3Csvg%3E');
    expect(safeImageUrl('/award.png')).toBe('/award.png');
    expect(safeImageUrl('data:text/html,<script>')).toBeNull();
    expect(safeImageUrl('javascript:alert(1)')).toBeNull();
    expect(safeUrl('data:image/png;base64,AAAA')).toBeNull();
  });
});
