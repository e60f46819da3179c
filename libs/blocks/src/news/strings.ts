import type { Localized } from '../shared/strings';

export interface NewsStrings {
  /** The list's name when the block has no heading. */
  label: string;
  quickLinks: string;
  loading: string;
  visited: string;
  clearVisited: string;
  visitedCleared: string;
  retry: string;
  previous: string;
  next: string;
  pagination: string;
  published: string;
}

/** The block's own words; the template's texts (read more, "of %", error and empty messages) come from its fields. */
export const newsStrings: Localized<NewsStrings> = {
  he: {
    label: 'חדשות',
    quickLinks: 'קישורים מהירים',
    loading: 'טוען חדשות…',
    visited: 'נקרא',
    clearVisited: 'ניקוי סימון הכתבות שנקראו',
    visitedCleared: 'סימון הכתבות שנקראו נוקה',
    retry: 'ניסיון נוסף',
    previous: 'העמוד הקודם',
    next: 'העמוד הבא',
    pagination: 'עמודי החדשות',
    published: 'פורסם',
  },
  en: {
    label: 'News',
    quickLinks: 'Quick links',
    loading: 'Loading news…',
    visited: 'Read',
    clearVisited: 'Clear read articles',
    visitedCleared: 'Read articles cleared',
    retry: 'Try again',
    previous: 'Previous page',
    next: 'Next page',
    pagination: 'News pages',
    published: 'Published',
  },
  ar: {
    label: 'الأخبار',
    quickLinks: 'روابط سريعة',
    loading: 'جارٍ تحميل الأخبار…',
    visited: 'تمت القراءة',
    clearVisited: 'مسح المقالات المقروءة',
    visitedCleared: 'تم مسح المقالات المقروءة',
    retry: 'حاول مرة أخرى',
    previous: 'الصفحة السابقة',
    next: 'الصفحة التالية',
    pagination: 'صفحات الأخبار',
    published: 'نُشر',
  },
  ru: {
    label: 'Новости',
    quickLinks: 'Быстрые ссылки',
    loading: 'Загружаем новости…',
    visited: 'Прочитано',
    clearVisited: 'Сбросить прочитанные',
    visitedCleared: 'Прочитанные сброшены',
    retry: 'Повторить',
    previous: 'Предыдущая страница',
    next: 'Следующая страница',
    pagination: 'Страницы новостей',
    published: 'Опубликовано',
  },
};
