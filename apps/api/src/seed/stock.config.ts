/**
 * Demo company config (A§7 `/public_api/company_config`, A§3 Reservation, ADR 026 §3 order online) and stock
 * widget translations (A§7 `/public_api/widget_translations_configs/{id}`).
 */

import { stockValueLabelsEn } from './stock.english.js';

/** The showroom's reservation fee (the `additional` config): the journey asks the same amount. */
const RESERVATION_FEE = 5000;

const STEP_TITLES = {
  vehicle_detail: 'הרכב שלך',
  payment_option: 'אפשרות תשלום',
  trade_in: 'טרייד-אין',
  service_pack: 'חבילת שירות',
  appointment: 'פגישה בסוכנות',
  retailer: 'סוכנות',
  terms: 'תנאים',
  customer_details: 'פרטים אישיים',
} as const;

/** ADR 026 §3 `order_online`: vendors, the fee, and the steps in order (each step key is its component type). */
function orderOnline(vehicleTitle: string) {
  return {
    payment_vendor_types: ['STRIPE', 'PAYPAL', 'LIQPAY', 'NO_PAYMENT_WITH_CONFIRMATION_EMAIL'],
    payment_vendor_type: 'STRIPE',
    reservation_fee: RESERVATION_FEE,
    currency: 'ILS',
    steps: Object.entries(STEP_TITLES).map(([key, title]) => ({ key, component_type: key, title: key === 'vehicle_detail' ? vehicleTitle : title })),
    retailers_take_payment: false,
    inquiry_recipients: ['sales@lux.example'],
  };
}

const TERMS_HTML = [
  '<h3>תנאי הזמנת רכב באתר</h3>',
  '<p>דמי ההזמנה בסך 5,000 ₪ שומרים עבורך את הרכב עד לחתימה על הסכם הרכישה בסוכנות.</p>',
  '<ul>',
  '<li>החיוב בכרטיס האשראי מתבצע רק לאחר אישור ההזמנה; עד אז הסכום מוחזק בלבד.</li>',
  '<li>ניתן לבטל את ההזמנה תוך 14 ימים ולקבל את דמי ההזמנה בחזרה במלואם.</li>',
  '<li>דמי ההזמנה יקוזזו ממחיר הרכב במעמד הרכישה.</li>',
  '<li>המחיר הסופי, מועד המסירה ותנאי המימון ייקבעו בהסכם הרכישה בסוכנות.</li>',
  '</ul>',
  '<p>לשאלות: <a href="mailto:sales@lux.example">sales@lux.example</a></p>',
].join('');

/** ADR 026 §3 `order_online_steps_page`: texts per step key, service packs, terms and the appointment's days and slots. */
function stepsPage(vehicleHeading: string) {
  return {
    vehicle_detail: { heading: vehicleHeading, description: 'בדקו את פרטי הרכב ואת דמי ההזמנה לפני שממשיכים.' },
    payment_option: { heading: 'איך תרצו לשלם על הרכב?', description: 'רכישה במזומן, ליסינג פרטי או מנוי: נציג יחזור אליכם עם הצעה מלאה.' },
    trade_in: { heading: 'יש לכם רכב להחלפה?', description: 'ספרו לנו על הרכב הנוכחי ונכלול הערכת שווי בהצעה.' },
    service_pack: { heading: 'בחרו חבילת שירות', description: 'אפשר להוסיף חבילה עכשיו או לוותר ולהחליט בסוכנות.' },
    retailer: { heading: 'באיזו סוכנות תרצו לקבל את הרכב?', description: 'הסוכנות תלווה אתכם עד המסירה.' },
    terms: { heading: 'תנאי ההזמנה', description: 'קראו ואשרו את התנאים כדי להמשיך.' },
    customer_details: { heading: 'הפרטים שלכם', description: 'נשתמש בפרטים כדי לאשר את ההזמנה וליצור איתכם קשר.' },
    service_packs: [
      { id: 'essential', title: 'שירות בסיסי', description: 'טיפולים תקופתיים לשלוש שנים או 45,000 ק"מ.', price: 0 },
      { id: 'comfort', title: 'שירות פלוס', description: 'טיפולים תקופתיים, רכב חלופי ואיסוף מהבית לחמש שנים.', price: 6900 },
      { id: 'premium', title: 'שירות פרימיום', description: 'כל מה שבפלוס, בלמים ומגבים, וחידוש ציפוי קרמי לשבע שנים.', price: 12900 },
    ],
    terms_html: TERMS_HTML,
    appointment: {
      heading: 'קבעו פגישה בסוכנות',
      description: 'בחרו יום ושעה לחתימה על ההסכם ולנסיעת מבחן.',
      days_ahead: 21,
      slots: ['09:00', '10:30', '12:00', '13:30', '15:00', '16:30'],
    },
  };
}

/** ADR 026 §3 `order_online_checkout_page`, with the chosen payment type's texts merged over it (A§4). */
const CHECKOUT_PAGE = {
  heading: 'סיכום ההזמנה',
  summary_title: 'מה הזמנתם',
  reservation_fee_label: 'דמי הזמנה',
  pay_button: 'לתשלום דמי ההזמנה',
  no_payment_button: 'שליחת ההזמנה',
  secure_note: 'התשלום מאובטח ומתבצע אצל ספק התשלומים; פרטי הכרטיס אינם נשמרים אצלנו.',
  hold_note: 'הרכב שמור עבורכם עד תום הזמן המוצג.',
  by_type: {
    cash: { summary_title: 'רכישה במזומן', payment_note: 'יתרת המחיר תשולם במעמד מסירת הרכב.' },
    lease: { summary_title: 'ליסינג פרטי', payment_note: 'דמי ההזמנה יקוזזו מהתשלום הראשון בליסינג.' },
    subscription: { summary_title: 'מנוי', payment_note: 'דמי ההזמנה יקוזזו מחודש המנוי הראשון.' },
  },
};

/** ADR 026 §3 `order_online_success_page`, likewise per payment type. */
const SUCCESS_PAGE = {
  heading: 'תודה! ההזמנה התקבלה',
  body: 'שלחנו אליכם אישור בדוא"ל. נציג הסוכנות יחזור אליכם בתוך יום עסקים כדי לתאם את ההמשך.',
  order_number_label: 'מספר הזמנה',
  next_steps_title: 'מה הלאה?',
  back_to_stock: 'חזרה לרכבים במלאי',
  by_type: {
    cash: { body: 'שלחנו אליכם אישור בדוא"ל. נציג הסוכנות יחזור אליכם כדי לקבוע מועד לחתימה ולמסירה.' },
    lease: { body: 'שלחנו אליכם אישור בדוא"ל. נציג הליסינג יחזור אליכם עם הצעה מלאה לאישור.' },
    subscription: { body: 'שלחנו אליכם אישור בדוא"ל. נציג יחזור אליכם כדי להשלים את הצטרפותכם למנוי.' },
  },
};

/** The journey's four types and their configurator-journey (`config_`) variants (A§4, A§7). */
function orderOnlineConfigs(): Array<{ configType: string; data: unknown }> {
  return [
    { configType: 'order_online', data: orderOnline(STEP_TITLES.vehicle_detail) },
    { configType: 'order_online_steps_page', data: stepsPage('הרכב שבחרתם') },
    { configType: 'order_online_checkout_page', data: CHECKOUT_PAGE },
    { configType: 'order_online_success_page', data: SUCCESS_PAGE },
    { configType: 'config_order_online', data: orderOnline('התצורה שלך') },
    { configType: 'config_order_online_steps_page', data: stepsPage('התצורה שבניתם') },
    { configType: 'config_order_online_checkout_page', data: { ...CHECKOUT_PAGE, heading: 'סיכום הזמנת התצורה' } },
    { configType: 'config_order_online_success_page', data: { ...SUCCESS_PAGE, heading: 'תודה! הזמנת התצורה התקבלה' } },
  ];
}
export const seedCompanyConfigs: ReadonlyArray<{ configType: string; data: unknown }> = [
  {
    configType: 'additional',
    data: {
      reservation: { button_label: 'הזמנת הרכב', reservation_fee: RESERVATION_FEE, currency: 'ILS', financing_options: ['purchase', 'lease'], owner_ids: [] },
      owner_visible: true,
      postcode_search: true,
    },
  },
  { configType: 'cash', data: { enabled: true, title: 'רכישה במזומן', description: 'תשלום מלא במעמד מסירת הרכב.' } },
  {
    configType: 'lease',
    data: { enabled: true, title: 'ליסינג פרטי', description: '36 תשלומים חודשיים, עד 15,000 ק"מ בשנה.', months: 36, mileage_per_year: 15000 },
  },
  { configType: 'subscription', data: { enabled: false, title: 'מנוי', description: '' } },
  ...orderOnlineConfigs(),
];

const HE = {
  reset_filter: 'איפוס סינון',
  filters: 'סינון',
  sort_by: 'מיון לפי',
  load_more: 'טען עוד',
  results: '{{count}} רכבים',
  new: 'חדש',
  approved: 'מאושר Approved',
  used: 'יד שנייה',
  stock: 'במלאי',
  available_soon: 'בקרוב',
  reserved: 'שמור',
  sold: 'נמכר',
  in_production: 'בייצור',
  on_demand: 'בהזמנה',
  delivery: 'במשלוח',
  demo: 'רכב הדגמה',
  purchase: 'רכישה',
  lease: 'ליסינג',
  productionYearAsc: 'שנת ייצור: מהישנה לחדשה',
  productionYearDesc: 'שנת ייצור: מהחדשה לישנה',
  createdAtAsc: 'הוותיקים ביותר',
  createdAtDesc: 'החדשים ביותר',
  mileageAsc: 'קילומטראז׳: מהנמוך לגבוה',
  mileageDesc: 'קילומטראז׳: מהגבוה לנמוך',
  priceAsc: 'מחיר: מהנמוך לגבוה',
  priceDesc: 'מחיר: מהגבוה לנמוך',
  status: 'זמינות',
};

const EN = {
  reset_filter: 'Reset Filter',
  filters: 'Filters',
  sort_by: 'Sort by',
  load_more: 'Load more',
  results: '{{count}} vehicles',
  new: 'New',
  approved: 'Approved',
  used: 'Used',
  stock: 'In stock',
  available_soon: 'Available soon',
  reserved: 'Reserved',
  sold: 'Sold',
  in_production: 'In production',
  on_demand: 'On demand',
  delivery: 'In delivery',
  demo: 'Demonstrator',
  purchase: 'Purchase',
  lease: 'Lease',
  productionYearAsc: 'Production year: oldest first',
  productionYearDesc: 'Production year: newest first',
  createdAtAsc: 'Oldest listings',
  createdAtDesc: 'Newest listings',
  mileageAsc: 'Mileage: low to high',
  mileageDesc: 'Mileage: high to low',
  priceAsc: 'Price: low to high',
  priceDesc: 'Price: high to low',
  status: 'Availability',
};

const AR = {
  reset_filter: 'إعادة ضبط التصفية',
  filters: 'التصفية',
  sort_by: 'الترتيب حسب',
  load_more: 'عرض المزيد',
  results: '{{count}} سيارة',
  new: 'جديدة',
  approved: 'معتمدة Approved',
  used: 'مستعملة',
  stock: 'متوفرة',
  available_soon: 'متوفرة قريبًا',
  reserved: 'محجوزة',
  sold: 'مباعة',
  in_production: 'قيد الإنتاج',
  on_demand: 'حسب الطلب',
  delivery: 'قيد التوصيل',
  demo: 'سيارة عرض',
  purchase: 'شراء',
  lease: 'تأجير',
  productionYearAsc: 'سنة الصنع: من الأقدم إلى الأحدث',
  productionYearDesc: 'سنة الصنع: من الأحدث إلى الأقدم',
  createdAtAsc: 'الأقدم في المخزون',
  createdAtDesc: 'الأحدث في المخزون',
  mileageAsc: 'المسافة المقطوعة: من الأقل إلى الأعلى',
  mileageDesc: 'المسافة المقطوعة: من الأعلى إلى الأقل',
  priceAsc: 'السعر: من الأقل إلى الأعلى',
  priceDesc: 'السعر: من الأعلى إلى الأقل',
  status: 'التوفر',
};

const RU = {
  reset_filter: 'Сбросить фильтры',
  filters: 'Фильтры',
  sort_by: 'Сортировка',
  load_more: 'Показать ещё',
  results: 'Автомобилей: {{count}}',
  new: 'Новые',
  approved: 'Approved',
  used: 'С пробегом',
  stock: 'В наличии',
  available_soon: 'Скоро в наличии',
  reserved: 'Забронирован',
  sold: 'Продан',
  in_production: 'В производстве',
  on_demand: 'Под заказ',
  delivery: 'В пути',
  demo: 'Демонстрационный',
  purchase: 'Покупка',
  lease: 'Лизинг',
  productionYearAsc: 'Год выпуска: сначала старые',
  productionYearDesc: 'Год выпуска: сначала новые',
  createdAtAsc: 'Сначала давние',
  createdAtDesc: 'Сначала новые поступления',
  mileageAsc: 'Пробег: по возрастанию',
  mileageDesc: 'Пробег: по убыванию',
  priceAsc: 'Цена: по возрастанию',
  priceDesc: 'Цена: по убыванию',
  status: 'Наличие',
};

export const seedStockTranslations: ReadonlyArray<{ key: string; locale: string; data: Record<string, string> }> = [
  { key: 'stock-locator-he', locale: 'he', data: HE },
  // English labels of the stock's Hebrew value texts (paint, engine, drive…), then the widget's own texts.
  { key: 'stock-locator-en', locale: 'en', data: { ...stockValueLabelsEn(), ...EN } },
  // Arabic and Russian (ADR 033): the widget's own texts; the vehicles' value texts in English, as the
  // stock feed has no Arabic or Russian ones.
  { key: 'stock-locator-ar', locale: 'ar', data: { ...stockValueLabelsEn(), ...AR } },
  { key: 'stock-locator-ru', locale: 'ru', data: { ...stockValueLabelsEn(), ...RU } },
];
