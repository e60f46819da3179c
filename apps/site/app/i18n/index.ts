import i18next, { type i18n } from 'i18next';
import { use, useMemo } from 'react';
import { initReactI18next, useTranslation } from 'react-i18next';
import type { he } from './he';

/**
 * UI strings per language: Hebrew at the root, English, Arabic and Russian under their prefixes
 * (`supportedLocales`, ADR 005 and ADR 033). Direction is never decided here: `directionOf` in @lux/ui is
 * the one table (ar → rtl, ru → ltr).
 *
 * Each language is its own chunk, so a page ships only its own language's strings (ADR 031): the server
 * loads them all when it starts; the browser loads the page's language before it hydrates
 * (entry.client.tsx) and another one when a navigation changes language (useUiI18n suspends meanwhile).
 */
const loaders = {
  he: () => import('./he').then((module) => module.he),
  en: () => import('./en').then((module) => module.en),
  ar: () => import('./ar').then((module) => module.ar),
  ru: () => import('./ru').then((module) => module.ru),
} satisfies Record<string, () => Promise<UiStrings>>;

export type UiStrings = typeof he;
export type UiLanguage = keyof typeof loaders;
export const uiLanguages = Object.keys(loaders) as UiLanguage[];

const loaded = new Map<UiLanguage, UiStrings>();
const loading = new Map<UiLanguage, Promise<UiStrings>>();

export function isUiLanguage(language: string): language is UiLanguage {
  return Object.hasOwn(loaders, language);
}

/** Loads a language's strings once; a failed load is tried again next time. */
export function loadUiLanguage(language: UiLanguage): Promise<UiStrings> {
  let promise = loading.get(language);
  if (!promise) {
    promise = loaders[language]().then(
      (strings) => {
        loaded.set(language, strings);
        return strings;
      },
      (error: unknown) => {
        loading.delete(language);
        throw error;
      },
    );
    loading.set(language, promise);
  }
  return promise;
}

/** Every language: the server renders any of them. */
export async function loadUiLanguages(): Promise<void> {
  await Promise.all(uiLanguages.map(loadUiLanguage));
}

// The server holds every language before it renders anything (top-level await in the server bundle only).
if (import.meta.env.SSR) await loadUiLanguages();

/** A loaded language's strings (the server has all; the browser its page's language, see loadUiLanguage). */
export function uiStrings(language: UiLanguage): UiStrings {
  const strings = loaded.get(language);
  if (!strings) throw new Error(`UI strings of "${language}" are not loaded (loadUiLanguage)`);
  return strings;
}

function createI18nWith(language: UiLanguage, strings: UiStrings): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: false,
    // Every language has every key (Shape in shape.ts), so nothing needs another language to fall back on.
    resources: { [language]: { translation: strings } },
    initAsync: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return instance;
}

/** One i18next instance per request on the server and per locale in the browser, for a loaded language. */
export function createI18n(language: UiLanguage): i18n {
  return createI18nWith(language, uiStrings(language));
}

/** The i18next instance of a language, for React: suspends while the language loads (a navigation to another). */
export function useUiI18n(language: UiLanguage): i18n {
  const strings = loaded.get(language) ?? use(loadUiLanguage(language));
  return useMemo(() => createI18nWith(language, strings), [language, strings]);
}

/**
 * The page language's strings as objects, for texts a component takes whole (the consent banner's, the
 * search popup's): the i18next instance's own resources, so always the language it renders.
 */
export function useUiStrings(): UiStrings {
  const { i18n: instance } = useTranslation();
  return instance.getResourceBundle(instance.language, 'translation') as UiStrings;
}

const translators = new Map<UiLanguage, i18n>();

/**
 * One string outside React (route `meta` functions): the language's shared instance, made once. In the
 * browser, a language not loaded yet (a navigation to another language, before its strings land) answers
 * in a loaded one rather than failing the page.
 */
export function translate(language: UiLanguage, key: string): string {
  let instance = translators.get(language);
  if (!instance) {
    if (!loaded.has(language)) {
      void loadUiLanguage(language).catch(() => undefined);
      const [fallback] = loaded.keys();
      return fallback ? translate(fallback, key) : key;
    }
    instance = createI18n(language);
    translators.set(language, instance);
  }
  return instance.t(key);
}
