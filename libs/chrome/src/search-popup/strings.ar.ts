import { plural } from './plural';
import type { SearchStrings } from './strings';

/** The search popup's texts in Arabic: a module of its own, so a page's bundle holds only its language's. */
export const searchAr: SearchStrings = {
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
};
