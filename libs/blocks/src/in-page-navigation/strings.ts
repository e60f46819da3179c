import type { Localized } from '../shared/strings';

export interface InPageNavigationStrings {
  /** Accessible name of the navigation landmark. */
  label: string;
  /** Extra words read after the go-to-top label, so "TOP" is not the whole name. */
  toTop: string;
}

export const inPageNavigationStrings: Localized<InPageNavigationStrings> = {
  he: { label: 'ניווט בעמוד', toTop: 'חזרה לראש העמוד' },
  en: { label: 'On this page', toTop: 'Back to the top of the page' },
  ar: { label: 'التنقل في الصفحة', toTop: 'العودة إلى أعلى الصفحة' },
  ru: { label: 'Навигация по странице', toTop: 'Вернуться в начало страницы' },
};
