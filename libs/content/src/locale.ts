/** Locales the site serves. Hebrew is the default and lives at the root; others take a path prefix. */
export const supportedLocales = ['he', 'en', 'ar', 'ru'] as const;
export type Locale = (typeof supportedLocales)[number];
export const defaultLocale: Locale = 'he';

/**
 * The BCP 47 tag each locale formats numbers, prices and dates with. Arabic keeps Latin digits, as
 * Israeli Arabic-language sites and price lists do (`ar-IL` alone would write Arabic-Indic digits).
 */
export const intlLocales: Readonly<Record<Locale, string>> = {
  he: 'he-IL',
  en: 'en-GB',
  ar: 'ar-IL-u-nu-latn',
  ru: 'ru-RU',
};

/**
 * The back office, the order journey and the editor's tools speak Hebrew and English only (their routes
 * exist under / and /en): a visitor from an Arabic or Russian page reaching one of their strings reads
 * English (ADR 033).
 */
export type HebrewOrEnglish = 'he' | 'en';
export function hebrewOrEnglish(locale: Locale): HebrewOrEnglish {
  return locale === 'he' ? 'he' : 'en';
}

/** The Intl tag for a site locale. */
export function intlLocale(locale: Locale): string {
  return intlLocales[locale];
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (supportedLocales as readonly string[]).includes(value);
}

export interface LocalisedPath {
  locale: Locale;
  /** The content path the CMS knows, always starting with '/', never ending with one (except home). */
  contentPath: string;
}

/** Splits a URL pathname into its locale and the CMS content path: `/en/models/x` → en, `/models/x`. */
export function localeFromPath(pathname: string): LocalisedPath {
  const clean = normalisePath(pathname);
  const [, first = ''] = clean.split('/');
  if (first !== defaultLocale && isLocale(first)) {
    const rest = clean.slice(first.length + 1);
    return { locale: first, contentPath: rest === '' ? '/' : rest };
  }
  return { locale: defaultLocale, contentPath: clean };
}

/** The public URL path of a content path in a locale (the inverse of localeFromPath). */
export function localisedPath(locale: Locale, contentPath: string): string {
  const clean = normalisePath(contentPath);
  if (locale === defaultLocale) return clean;
  return clean === '/' ? `/${locale}` : `/${locale}${clean}`;
}

/** Collapses duplicate slashes and drops a trailing slash: `//a//b/` → `/a/b`. */
export function normalisePath(pathname: string): string {
  const collapsed = `/${pathname}`.replace(/\/{2,}/g, '/');
  return collapsed.length > 1 ? collapsed.replace(/\/$/, '') : collapsed;
}
