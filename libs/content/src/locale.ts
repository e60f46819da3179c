/** Locales the site serves. Hebrew is the default and lives at the root; others take a path prefix. */
export const supportedLocales = ['he', 'en'] as const;
export type Locale = (typeof supportedLocales)[number];
export const defaultLocale: Locale = 'he';

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
