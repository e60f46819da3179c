import { useUi } from '../direction/UiProvider';

/** Words the controls show or announce on their own; every one can be overridden by a prop. */
export type UiStrings = {
  close: string;
  pagination: string;
  previousPage: string;
  nextPage: string;
  pageOf: (page: number, pageCount: number) => string;
  sortAscending: string;
  sortDescending: string;
};

const en: UiStrings = {
  close: 'Close',
  pagination: 'Pagination',
  previousPage: 'Previous page',
  nextPage: 'Next page',
  pageOf: (page, pageCount) => `Page ${page} of ${pageCount}`,
  sortAscending: 'sorted ascending',
  sortDescending: 'sorted descending',
};

const he: UiStrings = {
  close: 'סגירה',
  pagination: 'ניווט בין עמודים',
  previousPage: 'העמוד הקודם',
  nextPage: 'העמוד הבא',
  pageOf: (page, pageCount) => `עמוד ${page} מתוך ${pageCount}`,
  sortAscending: 'ממוין בסדר עולה',
  sortDescending: 'ממוין בסדר יורד',
};

const byLanguage: Record<string, UiStrings> = { en, he, iw: he };

/** The built-in strings for the language of the nearest `UiProvider`, English for any other. */
export function uiStringsFor(locale: string): UiStrings {
  const language = locale.trim().split(/[-_]/)[0]?.toLowerCase() ?? 'en';
  return byLanguage[language] ?? en;
}

/** Built-in strings for the current locale. */
export function useUiStrings(): UiStrings {
  return uiStringsFor(useUi().locale);
}
