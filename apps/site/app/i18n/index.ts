import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Locale } from '@lux/content';
import { en } from './en';
import { he } from './he';

export const resources = { he: { translation: he }, en: { translation: en } } as const;

/** One i18next instance per request on the server and per locale in the browser; resources are bundled. */
export function createI18n(locale: Locale): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: locale,
    fallbackLng: 'he',
    resources,
    initAsync: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return instance;
}
