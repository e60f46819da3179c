import type { Localized } from '../shared/strings';

export interface RetailerLocatorStrings {
  /** The search field's visible label. */
  searchLabel: string;
  /** Placeholder when the editor kept the template's "City or postcode". */
  placeholder: string;
  search: string;
  showAll: string;
  useMyLocation: string;
  /** The list's name. */
  listLabel: string;
  loading: string;
  searching: string;
  /** "2 retailers found for “Haifa”". */
  results: (count: number, query: string) => string;
  /** Nothing matched (or there are no retailers at all). */
  noResults: (query: string) => string;
  /** The postcode search found none near and lists every retailer. */
  noneNear: (postcode: string) => string;
  /** A§8 content block load failure. */
  failed: string;
  tryAgain: string;
  map: string;
  /** A marker that stands for several nearby retailers (choosing it zooms in). */
  cluster: (names: readonly string[]) => string;
  zoomIn: string;
  zoomOut: string;
}

const quoteHe = (q: string) => `„${q}”`;

export const retailerLocatorStrings: Localized<RetailerLocatorStrings> = {
  he: {
    searchLabel: 'חיפוש סוכנות לפי עיר, מיקוד או שם',
    placeholder: 'עיר או מיקוד',
    search: 'חיפוש',
    showAll: 'הצגת כל הסוכנויות',
    useMyLocation: 'שימוש במיקום שלי',
    listLabel: 'סוכנויות',
    loading: 'טוענים את רשימת הסוכנויות…',
    searching: 'מחפשים סוכנויות…',
    results: (n, q) => `${n === 1 ? 'נמצאה סוכנות אחת' : `נמצאו ${n} סוכנויות`}${q ? ` עבור ${quoteHe(q)}` : ''}.`,
    noResults: (q) => (q ? `לא נמצאו סוכנויות עבור ${quoteHe(q)}.` : 'אין סוכנויות להצגה כרגע.'),
    noneNear: (postcode) => `לא נמצאו סוכנויות בקרבת המיקוד ${postcode}, ולכן מוצגות כל הסוכנויות.`,
    failed: 'משהו השתבש, אנא נסו שוב.',
    tryAgain: 'נסו שוב',
    map: 'מפת הסוכנויות',
    cluster: (names) => `${names.length} סוכנויות באזור: ${names.join(', ')}`,
    zoomIn: 'הגדלת התצוגה',
    zoomOut: 'הקטנת התצוגה',
  },
  en: {
    searchLabel: 'Find a retailer by city, postcode or name',
    placeholder: 'City or postcode',
    search: 'Search',
    showAll: 'Show all retailers',
    useMyLocation: 'Use my location',
    listLabel: 'Retailers',
    loading: 'Loading the retailers…',
    searching: 'Searching for retailers…',
    results: (n, q) => `${n === 1 ? '1 retailer found' : `${n} retailers found`}${q ? ` for “${q}”` : ''}.`,
    noResults: (q) => (q ? `No retailers found for “${q}”.` : 'There are no retailers to show right now.'),
    noneNear: (postcode) => `No retailers are near postcode ${postcode}, so every retailer is shown.`,
    failed: 'Something went wrong, please try again.',
    tryAgain: 'Try again',
    map: 'Map of retailers',
    cluster: (names) => `${names.length} retailers here: ${names.join(', ')}`,
    zoomIn: 'Zoom in',
    zoomOut: 'Zoom out',
  },
  ar: {
    searchLabel: 'البحث عن وكيل حسب المدينة أو الرمز البريدي أو الاسم',
    placeholder: 'المدينة أو الرمز البريدي',
    search: 'بحث',
    showAll: 'عرض جميع الوكلاء',
    useMyLocation: 'استخدام موقعي',
    listLabel: 'الوكلاء',
    loading: 'جارٍ تحميل الوكلاء…',
    searching: 'جارٍ البحث عن وكلاء…',
    results: (n, q) => `${n === 1 ? 'تم العثور على وكيل واحد' : `عدد الوكلاء: ${n}`}${q ? ` لـ «${q}»` : ''}.`,
    noResults: (q) => (q ? `لم يتم العثور على وكلاء لـ «${q}».` : 'لا يوجد وكلاء لعرضهم حاليًا.'),
    noneNear: (postcode) => `لا يوجد وكلاء بالقرب من الرمز البريدي ${postcode}، لذا يُعرض جميع الوكلاء.`,
    failed: 'حدث خطأ ما، يرجى المحاولة مرة أخرى.',
    tryAgain: 'حاول مرة أخرى',
    map: 'خريطة الوكلاء',
    cluster: (names) => `${names.length} وكلاء هنا: ${names.join('، ')}`,
    zoomIn: 'تكبير',
    zoomOut: 'تصغير',
  },
  ru: {
    searchLabel: 'Найти дилера по городу, индексу или названию',
    placeholder: 'Город или индекс',
    search: 'Найти',
    showAll: 'Показать всех дилеров',
    useMyLocation: 'Использовать моё местоположение',
    listLabel: 'Дилеры',
    loading: 'Загружаем дилеров…',
    searching: 'Ищем дилеров…',
    results: (n, q) => `Найдено дилеров: ${n}${q ? ` по запросу «${q}»` : ''}.`,
    noResults: (q) => (q ? `По запросу «${q}» дилеры не найдены.` : 'Сейчас нет дилеров для показа.'),
    noneNear: (postcode) => `Рядом с индексом ${postcode} дилеров нет, поэтому показаны все.`,
    failed: 'Что-то пошло не так, попробуйте ещё раз.',
    tryAgain: 'Попробовать снова',
    map: 'Карта дилеров',
    cluster: (names) => `Дилеров здесь: ${names.length} — ${names.join(', ')}`,
    zoomIn: 'Приблизить',
    zoomOut: 'Отдалить',
  },
};
