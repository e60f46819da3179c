import type { Localized } from '../shared/strings';

export interface TabbedComponentStrings {
  /** Name of the tab list when the block has no heading. */
  tabs: string;
}

export const tabbedComponentStrings: Localized<TabbedComponentStrings> = {
  he: { tabs: 'תצוגות הרכב' },
  en: { tabs: 'Views of the car' },
  ar: { tabs: 'مشاهد السيارة' },
  ru: { tabs: 'Виды автомобиля' },
};
