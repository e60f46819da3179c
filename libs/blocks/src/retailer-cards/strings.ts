import type { Localized } from '../shared/strings';

/** What a retailer card and the visitor-location control say; shared by the retailer blocks. */
export interface RetailerCardStrings {
  phone: string;
  whatsapp: string;
  email: string;
  hours: string;
  services: string;
  directions: string;
  newWindow: string;
  showOnMap: string;
  /** "3.4 km from you". */
  distanceFromYou: (distance: string) => string;
  /** "3.4 km from postcode 4951100". */
  distanceFromPostcode: (distance: string, postcode: string) => string;
  /** The cards block's location button. */
  sortByDistance: string;
  locating: string;
  located: string;
  locationDenied: string;
  locationUnavailable: string;
  locationUnsupported: string;
}

/** The strings an editor may override through the cards block's `translations` JSON. */
export const OVERRIDABLE_CARD_STRINGS = [
  'phone',
  'whatsapp',
  'email',
  'hours',
  'services',
  'directions',
  'newWindow',
  'showOnMap',
  'sortByDistance',
  'locating',
  'located',
  'locationDenied',
  'locationUnavailable',
  'locationUnsupported',
] as const satisfies ReadonlyArray<keyof RetailerCardStrings>;

export const retailerCardStrings: Localized<RetailerCardStrings> = {
  he: {
    phone: 'טלפון',
    whatsapp: 'וואטסאפ',
    email: 'דוא״ל',
    hours: 'שעות פתיחה',
    services: 'שירותים',
    directions: 'ניווט לסוכנות',
    newWindow: '(נפתח בחלון חדש)',
    showOnMap: 'הצגה במפה',
    distanceFromYou: (d) => `${d} ממך`,
    distanceFromPostcode: (d, postcode) => `${d} מהמיקוד ${postcode}`,
    sortByDistance: 'מיון לפי המרחק ממני',
    locating: 'מאתרים את המיקום שלך…',
    located: 'הסוכנויות ממוינות לפי המרחק ממך.',
    locationDenied: 'לא ניתנה הרשאה לגשת למיקום שלך. אפשר לאפשר גישה בהגדרות הדפדפן, או לחפש לפי עיר או מיקוד.',
    locationUnavailable: 'לא הצלחנו לאתר את המיקום שלך. נסו שוב, או חפשו לפי עיר או מיקוד.',
    locationUnsupported: 'הדפדפן שלך אינו תומך באיתור מיקום. אפשר לחפש לפי עיר או מיקוד.',
  },
  en: {
    phone: 'Phone',
    whatsapp: 'WhatsApp',
    email: 'Email',
    hours: 'Opening hours',
    services: 'Services',
    directions: 'Get directions',
    newWindow: '(opens in a new window)',
    showOnMap: 'Show on map',
    distanceFromYou: (d) => `${d} from you`,
    distanceFromPostcode: (d, postcode) => `${d} from postcode ${postcode}`,
    sortByDistance: 'Sort by distance from me',
    locating: 'Finding your location…',
    located: 'Retailers are sorted by distance from you.',
    locationDenied: 'Permission to use your location was denied. You can allow it in your browser settings, or search by city or postcode.',
    locationUnavailable: 'We could not find your location. Try again, or search by city or postcode.',
    locationUnsupported: 'Your browser cannot share your location. Search by city or postcode instead.',
  },
  ar: {
    phone: 'هاتف',
    whatsapp: 'واتساب',
    email: 'البريد الإلكتروني',
    hours: 'ساعات العمل',
    services: 'الخدمات',
    directions: 'الاتجاهات إلى الوكيل',
    newWindow: '(يفتح في نافذة جديدة)',
    showOnMap: 'عرض على الخريطة',
    distanceFromYou: (d) => `${d} منك`,
    distanceFromPostcode: (d, postcode) => `${d} من الرمز البريدي ${postcode}`,
    sortByDistance: 'الترتيب حسب المسافة مني',
    locating: 'جارٍ تحديد موقعك…',
    located: 'الوكلاء مرتبون حسب المسافة منك.',
    locationDenied: 'لم يُسمح بالوصول إلى موقعك. يمكنك السماح بذلك في إعدادات المتصفح، أو البحث حسب المدينة أو الرمز البريدي.',
    locationUnavailable: 'تعذّر تحديد موقعك. حاول مرة أخرى، أو ابحث حسب المدينة أو الرمز البريدي.',
    locationUnsupported: 'متصفحك لا يدعم تحديد الموقع. ابحث حسب المدينة أو الرمز البريدي.',
  },
  ru: {
    phone: 'Телефон',
    whatsapp: 'WhatsApp',
    email: 'Эл. почта',
    hours: 'Часы работы',
    services: 'Услуги',
    directions: 'Проложить маршрут',
    newWindow: '(откроется в новом окне)',
    showOnMap: 'Показать на карте',
    distanceFromYou: (d) => `${d} от вас`,
    distanceFromPostcode: (d, postcode) => `${d} от индекса ${postcode}`,
    sortByDistance: 'Сортировать по расстоянию от меня',
    locating: 'Определяем ваше местоположение…',
    located: 'Дилеры отсортированы по расстоянию от вас.',
    locationDenied: 'Доступ к местоположению запрещён. Разрешите его в настройках браузера или ищите по городу или индексу.',
    locationUnavailable: 'Не удалось определить ваше местоположение. Попробуйте ещё раз или ищите по городу или индексу.',
    locationUnsupported: 'Ваш браузер не умеет определять местоположение. Ищите по городу или индексу.',
  },
};
