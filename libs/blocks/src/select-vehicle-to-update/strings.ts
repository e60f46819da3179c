import type { Localized } from '../shared/strings';

/** Used where the editor kept the template's English default (or left a field blank). */
export interface SelectVehicleStrings {
  parentLabel: string;
  parentPlaceholder: string;
  parentAll: string;
  childLabel: string;
  childPlaceholder: string;
  childAll: string;
  show: string;
  clear: string;
  result: string;
  viewAll: string;
  /** The cards' list name. */
  updates: string;
  /** Nothing matched the choice. */
  none: string;
  close: string;
}

export const selectVehicleStrings: Localized<SelectVehicleStrings> = {
  he: {
    parentLabel: 'רכב',
    parentPlaceholder: 'בחירת רכב',
    parentAll: 'כל הרכבים',
    childLabel: 'שנת דגם',
    childPlaceholder: 'בחירת שנת דגם',
    childAll: 'כל שנות הדגם',
    show: 'הצגה',
    clear: 'ניקוי',
    result: '{amount} עדכונים עבור {parent} {child}',
    viewAll: 'הצגת הכול',
    updates: 'עדכונים זמינים',
    none: 'אין עדכונים לבחירה הזאת.',
    close: 'סגירה',
  },
  en: {
    parentLabel: 'Vehicle',
    parentPlaceholder: 'Select vehicle',
    parentAll: 'All vehicles',
    childLabel: 'Model year',
    childPlaceholder: 'Select model year',
    childAll: 'All model years',
    show: 'Show me',
    clear: 'Clear',
    result: '{amount} updates for {parent} {child}',
    viewAll: 'View all',
    updates: 'Available updates',
    none: 'There are no updates for this choice.',
    close: 'Close',
  },
  ar: {
    parentLabel: 'المركبة',
    parentPlaceholder: 'اختر المركبة',
    parentAll: 'كل المركبات',
    childLabel: 'سنة الطراز',
    childPlaceholder: 'اختر سنة الطراز',
    childAll: 'كل سنوات الطراز',
    show: 'اعرض',
    clear: 'مسح',
    result: '{amount} تحديثات لـ {parent} {child}',
    viewAll: 'عرض الكل',
    updates: 'التحديثات المتاحة',
    none: 'لا توجد تحديثات لهذا الاختيار.',
    close: 'إغلاق',
  },
  ru: {
    parentLabel: 'Автомобиль',
    parentPlaceholder: 'Выберите автомобиль',
    parentAll: 'Все автомобили',
    childLabel: 'Модельный год',
    childPlaceholder: 'Выберите модельный год',
    childAll: 'Все модельные годы',
    show: 'Показать',
    clear: 'Сбросить',
    result: 'Обновлений для {parent} {child}: {amount}',
    viewAll: 'Показать все',
    updates: 'Доступные обновления',
    none: 'Для этого выбора обновлений нет.',
    close: 'Закрыть',
  },
};
