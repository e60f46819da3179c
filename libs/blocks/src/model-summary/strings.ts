import type { Localized } from '../shared/strings';

export interface ModelSummaryStrings {
  /** The equipment disclosure's label when the editor kept the template default. */
  standardEquipment: string;
  /** The link to the model's page when the editor set no button. */
  discover: string;
  /** The link to the compare page with this version chosen. */
  compare: string;
  /** Read before the monthly lease price. */
  lease: string;
}

export const modelSummaryStrings: Localized<ModelSummaryStrings> = {
  he: {
    standardEquipment: 'אבזור סטנדרטי',
    discover: 'לפרטי הדגם',
    compare: 'השוו לדגם אחר',
    lease: 'ליסינג החל מ-',
  },
  en: {
    standardEquipment: 'Standard equipment',
    discover: 'Explore the model',
    compare: 'Compare with another model',
    lease: 'Lease from ',
  },
  ar: {
    standardEquipment: 'التجهيزات القياسية',
    discover: 'اكتشف الطراز',
    compare: 'قارن بطراز آخر',
    lease: 'تأجير ابتداءً من ',
  },
  ru: {
    standardEquipment: 'Стандартное оснащение',
    discover: 'Подробнее о модели',
    compare: 'Сравнить с другой моделью',
    lease: 'Лизинг от ',
  },
};
