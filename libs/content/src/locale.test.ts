import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hebrewOrEnglish, intlLocale, localeFromPath, localisedPath, normalisePath, supportedLocales } from './locale';

describe('localeFromPath', () => {
  it.each([
    ['/', 'he', '/'],
    ['/models/defender', 'he', '/models/defender'],
    ['/models/defender/', 'he', '/models/defender'],
    ['/en', 'en', '/'],
    ['/en/', 'en', '/'],
    ['/en/models/defender', 'en', '/models/defender'],
    ['//en//models', 'en', '/models'],
    ['/he/models', 'he', '/he/models'],
    ['/english', 'he', '/english'],
  ])('%s → %s %s', (pathname, locale, contentPath) => {
    expect(localeFromPath(pathname)).toEqual({ locale, contentPath });
  });
});

describe('localisedPath', () => {
  it('keeps Hebrew at the root and prefixes English', () => {
    expect(localisedPath('he', '/models')).toBe('/models');
    expect(localisedPath('en', '/models')).toBe('/en/models');
    expect(localisedPath('en', '/')).toBe('/en');
  });

  it('round-trips with localeFromPath for any path', () => {
    const segment = fc.stringMatching(/^[a-z0-9-]{1,12}$/).filter((s) => !(supportedLocales as readonly string[]).includes(s));
    fc.assert(
      fc.property(fc.constantFrom(...supportedLocales), fc.array(segment, { maxLength: 4 }), (locale, parts) => {
        const contentPath = `/${parts.join('/')}`;
        const url = localisedPath(locale, contentPath);
        expect(localeFromPath(url)).toEqual({ locale, contentPath: normalisePath(contentPath) });
      }),
    );
  });
});

describe('Arabic and Russian (ADR 033)', () => {
  it('live under /ar and /ru', () => {
    expect(localeFromPath('/ar/models/defender')).toEqual({ locale: 'ar', contentPath: '/models/defender' });
    expect(localeFromPath('/ru')).toEqual({ locale: 'ru', contentPath: '/' });
    expect(localisedPath('ar', '/stock')).toBe('/ar/stock');
  });

  it('format numbers with Latin digits in Arabic and Russian grouping in Russian', () => {
    expect(new Intl.NumberFormat(intlLocale('ar')).format(389000)).toBe('389,000');
    expect(new Intl.NumberFormat(intlLocale('ru')).format(389000)).toBe('389\u00a0000');
    expect(intlLocale('he')).toBe('he-IL');
  });

  it('reach the Hebrew-and-English-only parts in English', () => {
    expect(supportedLocales.map(hebrewOrEnglish)).toEqual(['he', 'en', 'en', 'en']);
  });
});
