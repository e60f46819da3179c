import { searchAr } from './strings.ar';
import { searchEn } from './strings.en';
import { searchHe } from './strings.he';
import { searchRu } from './strings.ru';

/** The search popup's own texts (A§2; wording not shown in the spec), in the chrome's four languages. */
export interface SearchStrings {
  /** The header button's accessible name. */
  open: string;
  /** The dialog's title (its accessible name). */
  title: string;
  close: string;
  /** The search field's label. */
  label: string;
  placeholder: string;
  /** How to use the list from the keyboard; also the field's description. */
  instructions: string;
  tooShort: (min: number) => string;
  tooLong: (max: number) => string;
  loading: string;
  /** `count` results shown, of `total` found. */
  results: (count: number, total: number) => string;
  noResults: (query: string) => string;
  noResultsTip: string;
  error: string;
  retry: string;
  groups: { model: string; page: string; recent: string };
  clearRecent: string;
  /** The footer search bar's submit button. */
  submit: string;
}

export type SearchLanguage = 'he' | 'en' | 'ar' | 'ru';

/**
 * Every language's texts, for stories, tests and hosts that serve every language from one bundle. The site
 * passes its page's language alone (from its UI strings' chunk, ADR 031).
 */
export const searchStrings: Record<SearchLanguage, SearchStrings> = { he: searchHe, en: searchEn, ar: searchAr, ru: searchRu };

/** The texts for a BCP 47 locale (`he-IL` → he); English for a language without its own. */
export function searchStringsFor(locale: string): SearchStrings {
  const language = locale.toLowerCase().split('-')[0] ?? 'en';
  return language in searchStrings ? searchStrings[language as SearchLanguage] : searchStrings.en;
}
