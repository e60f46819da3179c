import type { Localized } from '../shared/strings';

export interface InfoSystemStrings {
  /** Name of the option list. */
  options: string;
  /** When the editor left back_label or modal_label blank. */
  back: string;
  close: string;
}

export const infoSystemStrings: Localized<InfoSystemStrings> = {
  he: { options: 'אפשרויות', back: 'חזרה', close: 'סגירה' },
  en: { options: 'Options', back: 'Back', close: 'Close' },
  ar: { options: 'الخيارات', back: 'رجوع', close: 'إغلاق' },
  ru: { options: 'Варианты', back: 'Назад', close: 'Закрыть' },
};
