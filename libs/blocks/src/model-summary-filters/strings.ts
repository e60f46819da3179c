import type { Localized } from '../shared/strings';

export interface ModelSummaryFiltersStrings {
  model: string;
  bodyStyle: string;
  engine: string;
  reset: string;
  /** The chip that clears a facet. */
  all: string;
  /** Announced after each change: {shown} of {total}. */
  showing: string;
  /** When no summary matches every chosen value. */
  none: string;
}

export const modelSummaryFiltersStrings: Localized<ModelSummaryFiltersStrings> = {
  he: {
    model: 'דגם',
    bodyStyle: 'סוג מרכב',
    engine: 'הנעה',
    reset: 'איפוס',
    all: 'הכול',
    showing: 'מוצגים {shown} מתוך {total} דגמים',
    none: 'אין דגמים שמתאימים לכל הבחירות. נסו להסיר סינון.',
  },
  en: {
    model: 'Model',
    bodyStyle: 'Body style',
    engine: 'Engine',
    reset: 'Reset',
    all: 'All',
    showing: 'Showing {shown} of {total} models',
    none: 'No model matches every choice. Try removing a filter.',
  },
  ar: {
    model: 'الطراز',
    bodyStyle: 'نوع الهيكل',
    engine: 'المحرك',
    reset: 'إعادة تعيين',
    all: 'الكل',
    showing: 'عرض {shown} من {total} طرازات',
    none: 'لا يوجد طراز يطابق كل الاختيارات. جرّب إزالة عامل تصفية.',
  },
  ru: {
    model: 'Модель',
    bodyStyle: 'Тип кузова',
    engine: 'Двигатель',
    reset: 'Сбросить',
    all: 'Все',
    showing: 'Показано {shown} из {total} моделей',
    none: 'Ни одна модель не подходит под все условия. Уберите фильтр.',
  },
};
