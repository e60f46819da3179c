import type { Localized } from '../shared/strings';

export interface ImageTabsStrings {
  /** The tab list's name when the block has no heading. */
  tabs: string;
}

export const imageTabsStrings: Localized<ImageTabsStrings> = {
  he: { tabs: 'בחירת תצוגה' },
  en: { tabs: 'Choose a view' },
  ar: { tabs: 'اختيار العرض' },
  ru: { tabs: 'Выбор раздела' },
};
