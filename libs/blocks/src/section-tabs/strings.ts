import type { Localized } from '../shared/strings';

export interface SectionTabsStrings {
  /** Name of the tab list when the block has no heading. */
  tabs: string;
  close: string;
  /** Marks tabs that open in a dialog. */
  opensDialog: string;
}

export const sectionTabsStrings: Localized<SectionTabsStrings> = {
  he: { tabs: 'לשוניות', close: 'סגירה', opensDialog: 'נפתח בחלון' },
  en: { tabs: 'Tabs', close: 'Close', opensDialog: 'opens in a dialog' },
  ar: { tabs: 'علامات التبويب', close: 'إغلاق', opensDialog: 'يفتح في نافذة' },
  ru: { tabs: 'Вкладки', close: 'Закрыть', opensDialog: 'открывается в окне' },
};
