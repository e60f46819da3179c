import type { FilterKey, SortOption } from '@lux/stock-locator';
import type { Localized } from '../shared/strings';

/** The stock locator's own UI strings; the stock service's widget translations win where they have a key. */
export interface StockLocatorStrings {
  /** Accessible name of the search region when the block has no heading. */
  region: string;
  filters: string;
  /** Legend of each filter (B§3.2 flags). */
  filterNames: Record<FilterKey, string>;
  /** A§8 default: 'Reset Filter'. */
  resetFilter: string;
  activeFilters: (count: number) => string;
  closeFilters: string;
  showResults: (count: number) => string;
  from: string;
  to: string;
  showAllOptions: (count: number) => string;
  showFewerOptions: string;
  rangeHint: (min: string, max: string) => string;
  seats: { one: string; two: string; other: string };
  sortBy: string;
  sort: Record<SortOption, string>;
  results: (count: number) => string;
  resultsHeading: string;
  loading: string;
  empty: string;
  emptyHint: string;
  /** A§8 content block load failure default. */
  error: string;
  tryAgain: string;
  pagination: string;
  previous: string;
  next: string;
  page: (page: number) => string;
  pageOf: (page: number, pages: number) => string;
  tabs: string;
  allVehicles: string;
  saved: (count: number) => string;
  savedEmpty: string;
  savedLoading: string;
  unavailable: string;
  selectedHeadline: string;
  location: {
    button: string;
    change: string;
    clear: string;
    none: string;
    current: (text: string) => string;
    title: string;
    modes: { postcode: string; state: string; retailer: string };
    modeLabel: string;
    state: string;
    chooseState: string;
    postcode: string;
    locality: string;
    retailer: string;
    chooseRetailer: string;
    search: string;
    searching: string;
    close: string;
    stateRequired: string;
    retailerRequired: string;
    noDealers: string;
    searchFailed: string;
    mustChoose: string;
  };
}

export const stockLocatorStrings: Localized<StockLocatorStrings> = {
  he: {
    region: 'חיפוש רכבים במלאי',
    filters: 'סינון',
    filterNames: {
      brands: 'מותג',
      models: 'דגם',
      financing_options: 'אפשרויות מימון',
      states: 'מצב הרכב',
      statuses: 'זמינות',
      msrp_price: 'מחיר מחירון (₪)',
      display_price: 'מחיר (₪)',
      mileage: 'קילומטראז׳ (ק״מ)',
      production_year: 'שנת ייצור',
      model_year: 'שנת דגם',
      power: 'הספק (כ״ס)',
      engine_types: 'סוג מנוע',
      transmissions: 'תיבת הילוכים',
      colors: 'גוון',
      specific_colors: 'צבע',
      dealers: 'משווק',
      number_of_seats: 'מספר מושבים',
    },
    resetFilter: 'איפוס סינון',
    activeFilters: (n) => (n === 0 ? 'אין מסננים פעילים' : n === 1 ? 'מסנן פעיל אחד' : `${n} מסננים פעילים`),
    closeFilters: 'סגירת הסינון',
    showResults: (n) => `הצגת ${n} רכבים`,
    from: 'מ־',
    showAllOptions: (n) => `הצגת כל האפשרויות (${n})`,
    showFewerOptions: 'הצגת פחות אפשרויות',
    to: 'עד',
    rangeHint: (min, max) => `בין ${min} ל־${max}`,
    seats: { one: 'מושב אחד', two: 'שני מושבים', other: '{{count}} מושבים' },
    sortBy: 'מיון לפי',
    sort: {
      productionYearAsc: 'שנת ייצור: מהישנה לחדשה',
      productionYearDesc: 'שנת ייצור: מהחדשה לישנה',
      createdAtAsc: 'הוותיקים ביותר',
      createdAtDesc: 'החדשים ביותר',
      mileageAsc: 'קילומטראז׳: מהנמוך לגבוה',
      mileageDesc: 'קילומטראז׳: מהגבוה לנמוך',
      priceAsc: 'מחיר: מהנמוך לגבוה',
      priceDesc: 'מחיר: מהגבוה לנמוך',
      status: 'זמינות',
    },
    results: (n) => (n === 1 ? 'רכב אחד' : `${n} רכבים`),
    resultsHeading: 'תוצאות החיפוש',
    loading: 'טוען רכבים…',
    empty: 'לא נמצאו רכבים שמתאימים לחיפוש.',
    emptyHint: 'נסו להסיר חלק מהמסננים או לאפס את הסינון.',
    error: 'משהו השתבש, אנא נסו שוב.',
    tryAgain: 'נסו שוב',
    pagination: 'עמודי תוצאות',
    previous: 'הקודם',
    next: 'הבא',
    page: (p) => `עמוד ${p}`,
    pageOf: (p, n) => `עמוד ${p} מתוך ${n}`,
    tabs: 'תצוגה',
    allVehicles: 'כל הרכבים',
    saved: (n) => `שמורים (${n})`,
    savedEmpty: 'עדיין לא שמרתם רכבים. לחצו על הלב בכרטיס הרכב כדי לשמור אותו.',
    savedLoading: 'טוען רכבים שמורים…',
    unavailable: 'חיפוש המלאי אינו זמין כרגע.',
    selectedHeadline: 'רכבים נבחרים',
    location: {
      button: 'חיפוש לפי מיקום',
      change: 'שינוי מיקום',
      clear: 'ניקוי המיקום',
      none: 'כל המשווקים',
      current: (text) => `מיקום: ${text}`,
      title: 'חיפוש לפי מיקום',
      modes: { postcode: 'מיקוד', state: 'מחוז', retailer: 'משווק' },
      modeLabel: 'לחפש לפי',
      state: 'מחוז',
      chooseState: 'בחרו מחוז',
      postcode: 'מיקוד',
      locality: 'יישוב',
      retailer: 'משווק',
      chooseRetailer: 'בחרו משווק',
      search: 'חיפוש',
      searching: 'מחפש…',
      close: 'סגירה',
      stateRequired: 'יש לבחור מחוז.',
      retailerRequired: 'יש לבחור משווק.',
      noDealers: 'לא נמצאו משווקים לחיפוש הזה. נסו אזור, מיקוד או משווק אחר.',
      searchFailed: 'חיפוש המשווקים נכשל, אנא נסו שוב.',
      mustChoose: 'כדי להמשיך יש לבחור מיקום שיש בו משווק.',
    },
  },
  en: {
    region: 'Search vehicles in stock',
    filters: 'Filters',
    filterNames: {
      brands: 'Brand',
      models: 'Model',
      financing_options: 'Financing options',
      states: 'Condition',
      statuses: 'Availability',
      msrp_price: 'List price (₪)',
      display_price: 'Price (₪)',
      mileage: 'Mileage (km)',
      production_year: 'Production year',
      model_year: 'Model year',
      power: 'Power (hp)',
      engine_types: 'Engine type',
      transmissions: 'Transmission',
      colors: 'Colour family',
      specific_colors: 'Colour',
      dealers: 'Retailer',
      number_of_seats: 'Seats',
    },
    resetFilter: 'Reset Filter',
    activeFilters: (n) => (n === 0 ? 'No active filters' : n === 1 ? '1 active filter' : `${n} active filters`),
    closeFilters: 'Close filters',
    showResults: (n) => `Show ${n} vehicles`,
    from: 'From',
    showAllOptions: (n) => `Show all options (${n})`,
    showFewerOptions: 'Show fewer options',
    to: 'To',
    rangeHint: (min, max) => `Between ${min} and ${max}`,
    seats: { one: '1 seat', two: '2 seats', other: '{{count}} seats' },
    sortBy: 'Sort by',
    sort: {
      productionYearAsc: 'Production year: oldest first',
      productionYearDesc: 'Production year: newest first',
      createdAtAsc: 'Oldest listings',
      createdAtDesc: 'Newest listings',
      mileageAsc: 'Mileage: low to high',
      mileageDesc: 'Mileage: high to low',
      priceAsc: 'Price: low to high',
      priceDesc: 'Price: high to low',
      status: 'Availability',
    },
    results: (n) => (n === 1 ? '1 vehicle' : `${n} vehicles`),
    resultsHeading: 'Search results',
    loading: 'Loading vehicles…',
    empty: 'No vehicles match your search.',
    emptyHint: 'Try removing some filters, or reset them.',
    error: 'Something went wrong, please try again.',
    tryAgain: 'Try again',
    pagination: 'Result pages',
    previous: 'Previous',
    next: 'Next',
    page: (p) => `Page ${p}`,
    pageOf: (p, n) => `Page ${p} of ${n}`,
    tabs: 'View',
    allVehicles: 'All vehicles',
    saved: (n) => `Saved (${n})`,
    savedEmpty: 'You have not saved any vehicle yet. Press the heart on a vehicle card to save it.',
    savedLoading: 'Loading saved vehicles…',
    unavailable: 'The stock search is not available right now.',
    selectedHeadline: 'Selected vehicles',
    location: {
      button: 'Search by location',
      change: 'Change location',
      clear: 'Clear location',
      none: 'All retailers',
      current: (text) => `Location: ${text}`,
      title: 'Search by location',
      modes: { postcode: 'Postcode', state: 'District', retailer: 'Retailer' },
      modeLabel: 'Search by',
      state: 'District',
      chooseState: 'Choose a district',
      postcode: 'Postcode',
      locality: 'Town',
      retailer: 'Retailer',
      chooseRetailer: 'Choose a retailer',
      search: 'Search',
      searching: 'Searching…',
      close: 'Close',
      stateRequired: 'State is required.',
      retailerRequired: 'Choose a retailer.',
      noDealers: 'No retailers were found for this search. Try another district, postcode or retailer.',
      searchFailed: 'The retailer search failed, please try again.',
      mustChoose: 'To continue, choose a location with a retailer.',
    },
  },
  ar: {
    region: 'البحث في السيارات المتوفرة',
    filters: 'التصفية',
    filterNames: {
      brands: 'العلامة',
      models: 'الطراز',
      financing_options: 'خيارات التمويل',
      states: 'حالة السيارة',
      statuses: 'التوفر',
      msrp_price: 'سعر القائمة (₪)',
      display_price: 'السعر (₪)',
      mileage: 'المسافة المقطوعة (كم)',
      production_year: 'سنة الصنع',
      model_year: 'سنة الطراز',
      power: 'القوة (حصان)',
      engine_types: 'نوع المحرك',
      transmissions: 'ناقل الحركة',
      colors: 'عائلة اللون',
      specific_colors: 'اللون',
      dealers: 'الوكيل',
      number_of_seats: 'عدد المقاعد',
    },
    resetFilter: 'إعادة ضبط التصفية',
    activeFilters: (n) => (n === 0 ? 'لا توجد عوامل تصفية نشطة' : `عوامل تصفية نشطة: ${n}`),
    closeFilters: 'إغلاق التصفية',
    showResults: (n) => `عرض ${n} سيارة`,
    from: 'من',
    showAllOptions: (n) => `عرض كل الخيارات (${n})`,
    showFewerOptions: 'عرض خيارات أقل',
    to: 'إلى',
    rangeHint: (min, max) => `بين ${min} و${max}`,
    seats: { one: 'مقعد واحد', two: 'مقعدان', other: '{{count}} مقاعد' },
    sortBy: 'الترتيب حسب',
    sort: {
      productionYearAsc: 'سنة الصنع: الأقدم أولًا',
      productionYearDesc: 'سنة الصنع: الأحدث أولًا',
      createdAtAsc: 'الأقدم إدراجًا',
      createdAtDesc: 'الأحدث إدراجًا',
      mileageAsc: 'المسافة: من الأقل للأعلى',
      mileageDesc: 'المسافة: من الأعلى للأقل',
      priceAsc: 'السعر: من الأقل للأعلى',
      priceDesc: 'السعر: من الأعلى للأقل',
      status: 'التوفر',
    },
    results: (n) => `${n} سيارة`,
    resultsHeading: 'نتائج البحث',
    loading: 'جارٍ تحميل السيارات…',
    empty: 'لا توجد سيارات تطابق بحثك.',
    emptyHint: 'جرّب إزالة بعض عوامل التصفية أو إعادة ضبطها.',
    error: 'حدث خطأ ما، يرجى المحاولة مرة أخرى.',
    tryAgain: 'حاول مجددًا',
    pagination: 'صفحات النتائج',
    previous: 'السابق',
    next: 'التالي',
    page: (p) => `الصفحة ${p}`,
    pageOf: (p, n) => `الصفحة ${p} من ${n}`,
    tabs: 'العرض',
    allVehicles: 'كل السيارات',
    saved: (n) => `المحفوظة (${n})`,
    savedEmpty: 'لم تحفظ أي سيارة بعد. اضغط على القلب في بطاقة السيارة لحفظها.',
    savedLoading: 'جارٍ تحميل السيارات المحفوظة…',
    unavailable: 'البحث في المخزون غير متاح حاليًا.',
    selectedHeadline: 'سيارات مختارة',
    location: {
      button: 'البحث حسب الموقع',
      change: 'تغيير الموقع',
      clear: 'مسح الموقع',
      none: 'كل الوكلاء',
      current: (text) => `الموقع: ${text}`,
      title: 'البحث حسب الموقع',
      modes: { postcode: 'الرمز البريدي', state: 'اللواء', retailer: 'الوكيل' },
      modeLabel: 'البحث حسب',
      state: 'اللواء',
      chooseState: 'اختر اللواء',
      postcode: 'الرمز البريدي',
      locality: 'البلدة',
      retailer: 'الوكيل',
      chooseRetailer: 'اختر الوكيل',
      search: 'بحث',
      searching: 'جارٍ البحث…',
      close: 'إغلاق',
      stateRequired: 'يجب اختيار اللواء.',
      retailerRequired: 'يجب اختيار الوكيل.',
      noDealers: 'لم يتم العثور على وكلاء لهذا البحث. جرّب منطقة أو رمزًا بريديًا أو وكيلًا آخر.',
      searchFailed: 'فشل البحث عن الوكلاء، يرجى المحاولة مرة أخرى.',
      mustChoose: 'للمتابعة اختر موقعًا فيه وكيل.',
    },
  },
  ru: {
    region: 'Поиск автомобилей в наличии',
    filters: 'Фильтры',
    filterNames: {
      brands: 'Марка',
      models: 'Модель',
      financing_options: 'Варианты финансирования',
      states: 'Состояние',
      statuses: 'Наличие',
      msrp_price: 'Цена по прайсу (₪)',
      display_price: 'Цена (₪)',
      mileage: 'Пробег (км)',
      production_year: 'Год выпуска',
      model_year: 'Модельный год',
      power: 'Мощность (л. с.)',
      engine_types: 'Тип двигателя',
      transmissions: 'Коробка передач',
      colors: 'Оттенок',
      specific_colors: 'Цвет',
      dealers: 'Дилер',
      number_of_seats: 'Число мест',
    },
    resetFilter: 'Сбросить фильтр',
    activeFilters: (n) => (n === 0 ? 'Нет активных фильтров' : `Активных фильтров: ${n}`),
    closeFilters: 'Закрыть фильтры',
    showResults: (n) => `Показать автомобили: ${n}`,
    from: 'От',
    showAllOptions: (n) => `Показать все варианты (${n})`,
    showFewerOptions: 'Показать меньше',
    to: 'До',
    rangeHint: (min, max) => `От ${min} до ${max}`,
    seats: { one: '{{count}} место', two: '{{count}} места', other: '{{count}} мест' },
    sortBy: 'Сортировка',
    sort: {
      productionYearAsc: 'Год выпуска: сначала старые',
      productionYearDesc: 'Год выпуска: сначала новые',
      createdAtAsc: 'Сначала давние объявления',
      createdAtDesc: 'Сначала новые объявления',
      mileageAsc: 'Пробег: по возрастанию',
      mileageDesc: 'Пробег: по убыванию',
      priceAsc: 'Цена: по возрастанию',
      priceDesc: 'Цена: по убыванию',
      status: 'Наличие',
    },
    results: (n) => `Автомобилей: ${n}`,
    resultsHeading: 'Результаты поиска',
    loading: 'Загрузка автомобилей…',
    empty: 'Нет автомобилей по вашему запросу.',
    emptyHint: 'Уберите часть фильтров или сбросьте их.',
    error: 'Что-то пошло не так, попробуйте ещё раз.',
    tryAgain: 'Попробовать ещё раз',
    pagination: 'Страницы результатов',
    previous: 'Назад',
    next: 'Вперёд',
    page: (p) => `Страница ${p}`,
    pageOf: (p, n) => `Страница ${p} из ${n}`,
    tabs: 'Вид',
    allVehicles: 'Все автомобили',
    saved: (n) => `Сохранённые (${n})`,
    savedEmpty: 'Вы ещё не сохранили ни одного автомобиля. Нажмите на сердце в карточке, чтобы сохранить.',
    savedLoading: 'Загрузка сохранённых автомобилей…',
    unavailable: 'Поиск по складу сейчас недоступен.',
    selectedHeadline: 'Избранные автомобили',
    location: {
      button: 'Поиск по местоположению',
      change: 'Изменить местоположение',
      clear: 'Сбросить местоположение',
      none: 'Все дилеры',
      current: (text) => `Местоположение: ${text}`,
      title: 'Поиск по местоположению',
      modes: { postcode: 'Индекс', state: 'Округ', retailer: 'Дилер' },
      modeLabel: 'Искать по',
      state: 'Округ',
      chooseState: 'Выберите округ',
      postcode: 'Индекс',
      locality: 'Населённый пункт',
      retailer: 'Дилер',
      chooseRetailer: 'Выберите дилера',
      search: 'Найти',
      searching: 'Поиск…',
      close: 'Закрыть',
      stateRequired: 'Нужно выбрать округ.',
      retailerRequired: 'Нужно выбрать дилера.',
      noDealers: 'Дилеры не найдены. Попробуйте другой округ, индекс или дилера.',
      searchFailed: 'Поиск дилеров не удался, попробуйте ещё раз.',
      mustChoose: 'Чтобы продолжить, выберите местоположение с дилером.',
    },
  },
};
