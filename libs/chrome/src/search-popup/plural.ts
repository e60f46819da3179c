/** The plural category of a count in a language (the Russian texts have three forms). */
export const plural = (locale: 'he' | 'en' | 'ar' | 'ru', count: number) => new Intl.PluralRules(locale).select(count);
