import { describe, expect, it } from 'vitest';
import { supportedLocales } from '@lux/content';
import { directionOf } from '@lux/ui';
import { createI18n, translate, uiLanguages, uiStrings } from './index';

describe('UI languages', () => {
  it('registers Arabic and Russian next to the routed locales', () => {
    expect([...uiLanguages].sort()).toEqual(['ar', 'en', 'he', 'ru']);
    for (const locale of supportedLocales) expect(uiLanguages).toContain(locale);
  });

  it('serves each language its own strings', () => {
    expect(createI18n('ar').t('brand')).toBe(uiStrings('ar').brand);
    expect(createI18n('ar').t('brand')).not.toBe(uiStrings('en').brand);
    expect(createI18n('ru').t('skipToContent')).toBe(uiStrings('ru').skipToContent);
    expect(translate('en', 'nav.home')).toBe(uiStrings('en').nav.home);
    expect(createI18n('en').t('nav.submenu', { name: 'Defender' })).toBe('Defender menu');
  });

  it('takes direction from the one locale table: Arabic and Hebrew rtl, Russian and English ltr', () => {
    expect(uiLanguages.map((language) => [language, directionOf(language)])).toEqual(
      expect.arrayContaining([
        ['he', 'rtl'],
        ['ar', 'rtl'],
        ['en', 'ltr'],
        ['ru', 'ltr'],
      ]),
    );
  });
});
