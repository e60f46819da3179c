/** Locales every block's UI strings are written in: Hebrew and Arabic read right to left. */
export const uiLocales = ['he', 'en', 'ar', 'ru'] as const;
export type UiLocale = (typeof uiLocales)[number];

/** A block's own UI strings (button labels, counters, aria labels) in every UI locale. */
export type Localized<T> = Readonly<Record<UiLocale, T>>;

/**
 * Picks a block's strings for the page locale; an unknown locale falls back to Hebrew, the site default.
 * Strings live in the block's folder so each block stays self-contained.
 */
export function stringsFor<T>(dictionary: Localized<T>, locale: string): T {
  const base = locale.toLowerCase().split('-')[0] as UiLocale;
  return dictionary[base] ?? dictionary.he;
}
