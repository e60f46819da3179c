import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { localeFromPath, localisedPath, normalisePath } from './locale';

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
    const segment = fc.stringMatching(/^[a-z0-9-]{1,12}$/).filter((s) => s !== 'en');
    fc.assert(
      fc.property(fc.constantFrom('he' as const, 'en' as const), fc.array(segment, { maxLength: 4 }), (locale, parts) => {
        const contentPath = `/${parts.join('/')}`;
        const url = localisedPath(locale, contentPath);
        expect(localeFromPath(url)).toEqual({ locale, contentPath: normalisePath(contentPath) });
      }),
    );
  });
});
