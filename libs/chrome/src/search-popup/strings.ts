/** The search popup's own texts (A§2; wording not shown in the spec), in the chrome's four languages. */
export interface SearchStrings {
  /** The header button's accessible name. */
  open: string;
  /** The dialog's title (its accessible name). */
  title: string;
  close: string;
  /** The search field's label. */
  label: string;
  placeholder: string;
  /** How to use the list from the keyboard; also the field's description. */
  instructions: string;
  tooShort: (min: number) => string;
  tooLong: (max: number) => string;
  loading: string;
  /** `count` results shown, of `total` found. */
  results: (count: number, total: number) => string;
  noResults: (query: string) => string;
  noResultsTip: string;
  error: string;
  retry: string;
  groups: { model: string; page: string; recent: string };
  clearRecent: string;
  /** The footer search bar's submit button. */
  submit: string;
}

export type SearchLanguage = 'he' | 'en' | 'ar' | 'ru';

const plural = (locale: SearchLanguage, count: number) => new Intl.PluralRules(locale).select(count);

export const searchStrings: Record<SearchLanguage, SearchStrings> = {
  he: {
    open: 'חיפוש באתר',
    title: 'חיפוש באתר',
    close: 'סגירה',
    label: 'חיפוש דגמים ועמודים',
    placeholder: 'לדוגמה: דיפנדר',
    instructions: 'חצים למעלה ולמטה לבחירה, Enter לפתיחה, Escape לסגירה',
    tooShort: (min) => `הקלידו לפחות ${min} תווים`,
    tooLong: (max) => `אפשר לחפש עד ${max} תווים`,
    loading: 'מחפשים…',
    results: (count, total) => {
      const shown = count === 1 ? 'תוצאה אחת' : `${count} תוצאות`;
      return total > count ? `${count} מתוך ${total} תוצאות` : shown;
    },
    noResults: (query) => `אין תוצאות עבור „${query}”`,
    noResultsTip: 'כדאי לבדוק את האיות או לנסות שם של דגם, למשל דיפנדר.',
    error: 'החיפוש אינו זמין כרגע.',
    retry: 'לנסות שוב',
    groups: { model: 'דגמים', page: 'עמודים', recent: 'חיפושים אחרונים' },
    clearRecent: 'ניקוי החיפושים האחרונים',
    submit: 'חיפוש',
  },
  en: {
    open: 'Search the site',
    title: 'Search the site',
    close: 'Close',
    label: 'Search models and pages',
    placeholder: 'For example: Defender',
    instructions: 'Up and down arrows to choose, Enter to open, Escape to close',
    tooShort: (min) => `Type at least ${min} characters`,
    tooLong: (max) => `Searches are limited to ${max} characters`,
    loading: 'Searching…',
    results: (count, total) => {
      if (total > count) return `${count} of ${total} results`;
      return plural('en', count) === 'one' ? `${count} result` : `${count} results`;
    },
    noResults: (query) => `No results for “${query}”`,
    noResultsTip: 'Check the spelling or try a model name, such as Defender.',
    error: 'Search is not available right now.',
    retry: 'Try again',
    groups: { model: 'Models', page: 'Pages', recent: 'Recent searches' },
    clearRecent: 'Clear recent searches',
    submit: 'Search',
  },
  ar: {
    open: 'البحث في الموقع',
    title: 'البحث في الموقع',
    close: 'إغلاق',
    label: 'ابحث في الطرازات والصفحات',
    placeholder: 'مثلاً: ديفندر',
    instructions: 'الأسهم لأعلى ولأسفل للاختيار، Enter للفتح، Escape للإغلاق',
    tooShort: (min) => (min === 2 ? 'اكتب حرفين على الأقل' : `اكتب ${min} أحرف على الأقل`),
    tooLong: (max) => `يمكن البحث بحد أقصى ${max} حرفاً`,
    loading: 'جارٍ البحث…',
    results: (count, total) => {
      const noun: Readonly<Record<string, string>> = { zero: 'نتيجة', one: 'نتيجة واحدة', two: 'نتيجتان', few: 'نتائج', many: 'نتيجة', other: 'نتيجة' };
      const word = noun[plural('ar', count)] ?? 'نتيجة';
      const shown = count === 1 || count === 2 ? word : `${count} ${word}`;
      return total > count ? `${count} من ${total} نتيجة` : shown;
    },
    noResults: (query) => `لا توجد نتائج لـ «${query}»`,
    noResultsTip: 'تحقق من الإملاء أو جرّب اسم طراز، مثل ديفندر.',
    error: 'البحث غير متاح حالياً.',
    retry: 'إعادة المحاولة',
    groups: { model: 'الطرازات', page: 'الصفحات', recent: 'عمليات البحث الأخيرة' },
    clearRecent: 'مسح عمليات البحث الأخيرة',
    submit: 'بحث',
  },
  ru: {
    open: 'Поиск по сайту',
    title: 'Поиск по сайту',
    close: 'Закрыть',
    label: 'Поиск моделей и страниц',
    placeholder: 'Например: Defender',
    instructions: 'Стрелки вверх и вниз — выбор, Enter — открыть, Escape — закрыть',
    tooShort: (min) => `Введите не менее ${min} символов`,
    tooLong: (max) => `Не более ${max} символов`,
    loading: 'Ищем…',
    results: (count, total) => {
      const noun: Readonly<Record<string, string>> = { one: 'результат', few: 'результата', many: 'результатов', other: 'результата' };
      return total > count ? `${count} из ${total} результатов` : `${count} ${noun[plural('ru', count)] ?? 'результатов'}`;
    },
    noResults: (query) => `Ничего не найдено по запросу «${query}»`,
    noResultsTip: 'Проверьте написание или введите название модели, например Defender.',
    error: 'Поиск сейчас недоступен.',
    retry: 'Повторить',
    groups: { model: 'Модели', page: 'Страницы', recent: 'Недавние запросы' },
    clearRecent: 'Очистить недавние запросы',
    submit: 'Найти',
  },
};

/** The texts for a BCP 47 locale (`he-IL` → he); English for a language without its own. */
export function searchStringsFor(locale: string): SearchStrings {
  const language = locale.toLowerCase().split('-')[0] ?? 'en';
  return language in searchStrings ? searchStrings[language as SearchLanguage] : searchStrings.en;
}
