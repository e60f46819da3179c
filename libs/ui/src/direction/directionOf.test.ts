import { describe, expect, it } from 'vitest';
import { directionOf, tableDirectionOf } from './directionOf';

describe('directionOf', () => {
  it.each(['he', 'ar', 'fa', 'ur', 'yi', 'ps', 'dv', 'ckb', 'he-IL', 'ar-EG', 'fa-IR', 'iw'])(
    'reads %s as right to left',
    (locale) => expect(directionOf(locale)).toBe('rtl'),
  );

  it.each(['en', 'ru', 'en-US', 'de-CH', 'am', 'hy'])('reads %s as left to right', (locale) =>
    expect(directionOf(locale)).toBe('ltr'),
  );

  it('lets an explicit script subtag decide', () => {
    expect(directionOf('pa-Arab')).toBe('rtl');
    expect(directionOf('az-Arab')).toBe('rtl');
    expect(directionOf('ks-Deva')).toBe('ltr');
    expect(directionOf('sr-Latn')).toBe('ltr');
  });

  it('accepts POSIX-style separators and surrounding spaces', () => {
    expect(directionOf(' he_IL ')).toBe('rtl');
  });

  it('falls back to the likely script for languages the table does not list', () => {
    // Gilaki is written in Arabic script; ICU's text info on Node 20 wrongly says ltr.
    expect(tableDirectionOf('glk')).toBeUndefined();
    expect(directionOf('glk')).toBe('rtl');
  });

  it('treats malformed locales as left to right', () => {
    expect(directionOf('')).toBe('ltr');
    expect(directionOf('not a locale!')).toBe('ltr');
  });

  it("agrees with the runtime's text info for the site's locales", () => {
    for (const locale of ['he', 'he-IL', 'en', 'en-GB', 'ar', 'ar-AE', 'ru', 'ru-RU']) {
      const info = (new Intl.Locale(locale) as Intl.Locale & { textInfo?: { direction?: string } }).textInfo;
      if (info?.direction !== undefined) expect(directionOf(locale)).toBe(info.direction);
    }
  });
});
