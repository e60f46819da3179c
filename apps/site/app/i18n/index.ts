import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { ar } from './ar';
import { en } from './en';
import { he } from './he';
import { ru } from './ru';

/**
 * UI strings per language. Arabic and Russian are registered ahead of their content: the site routes
 * only the locales the content service publishes (he, en — `supportedLocales`), so until it publishes
 * ar/ru pages these are reached only by asking for the language (`createI18n('ar')`). Direction is never
 * decided here: `directionOf` in @lux/ui is the one table (ar → rtl, ru → ltr).
 */
export const resources = {
  he: { translation: he },
  en: { translation: en },
  ar: { translation: ar },
  ru: { translation: ru },
} as const;

export type UiLanguage = keyof typeof resources;
export const uiLanguages = Object.keys(resources) as UiLanguage[];

/** One i18next instance per request on the server and per locale in the browser; resources are bundled. */
export function createI18n(language: UiLanguage): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'he',
    resources,
    initAsync: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return instance;
}

const translators = new Map<UiLanguage, i18n>();

/** One string outside React (route `meta` functions): the language's shared instance, made once. */
export function translate(language: UiLanguage, key: string): string {
  let instance = translators.get(language);
  if (!instance) {
    instance = createI18n(language);
    translators.set(language, instance);
  }
  return instance.t(key);
}
