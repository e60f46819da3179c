import type { SearchStrings } from './strings';

/** The search popup's texts in Hebrew: a module of its own, so a page's bundle holds only its language's. */
export const searchHe: SearchStrings = {
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
};
