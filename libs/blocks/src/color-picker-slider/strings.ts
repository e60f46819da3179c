import type { Localized } from '../shared/strings';

export interface ColorPickerStrings {
  /** The swatches' group name. */
  choose: string;
  previous: string;
  next: string;
  /** A surcharge of 0. */
  included: string;
  /** Before a surcharge. */
  surcharge: string;
  position: (current: number, total: number) => string;
}

export const colorPickerStrings: Localized<ColorPickerStrings> = {
  he: {
    choose: 'בחירת צבע',
    previous: 'הצבע הקודם',
    next: 'הצבע הבא',
    included: 'ללא תוספת תשלום',
    surcharge: 'תוספת',
    position: (current, total) => `${current} מתוך ${total}`,
  },
  en: {
    choose: 'Choose a colour',
    previous: 'Previous colour',
    next: 'Next colour',
    included: 'No extra cost',
    surcharge: 'Extra',
    position: (current, total) => `${current} of ${total}`,
  },
  ar: {
    choose: 'اختيار اللون',
    previous: 'اللون السابق',
    next: 'اللون التالي',
    included: 'بدون تكلفة إضافية',
    surcharge: 'إضافة',
    position: (current, total) => `${current} من ${total}`,
  },
  ru: {
    choose: 'Выбор цвета',
    previous: 'Предыдущий цвет',
    next: 'Следующий цвет',
    included: 'Без доплаты',
    surcharge: 'Доплата',
    position: (current, total) => `${current} из ${total}`,
  },
};
