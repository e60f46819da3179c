import type { Localized } from '../shared/strings';

export interface AccordionStrings {
  openAll: string;
  closeAll: string;
}

export const accordionStrings: Localized<AccordionStrings> = {
  he: { openAll: 'פתיחת הכול', closeAll: 'סגירת הכול' },
  en: { openAll: 'Open all', closeAll: 'Close all' },
  ar: { openAll: 'فتح الكل', closeAll: 'إغلاق الكل' },
  ru: { openAll: 'Открыть все', closeAll: 'Закрыть все' },
};
