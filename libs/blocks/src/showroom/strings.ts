import type { CardAttribute, PaymentSectionKind } from '@lux/stock-locator';
import type { Localized } from '../shared/strings';

export interface ShowroomStrings {
  keyFacts: string;
  gallery: (title: string) => string;
  photoAlt: (title: string, n: number, total: number) => string;
  noPhotos: string;
  specification: string;
  spec: Readonly<Record<CardAttribute, string>>;
  states: Readonly<Record<string, string>>;
  statuses: Readonly<Record<string, string>>;
  units: { km: string; mi: string; hp: string; kw: string; litres: string; kwh: string };
  price: string;
  was: string;
  priceOnRequest: string;
  driveAway: string;
  payment: string;
  sections: Readonly<Record<PaymentSectionKind, string>>;
  leaseTerms: (months: string, mileage: string) => string;
  leaseMonths: (months: string) => string;
  calculator: {
    heading: string;
    intro: string;
    price: string;
    deposit: string;
    term: string;
    months: (n: number) => string;
    rate: string;
    monthly: string;
    perMonth: string;
    invalid: string;
    disclaimer: string;
  };
  description: string;
  equipment: string;
  standard: string;
  optional: string;
  accessories: string;
  retailer: string;
  findRetailer: string;
  reserve: string;
  reservationFee: (fee: string) => string;
  reservationNote: string;
  unavailable: Readonly<Record<'sold' | 'reserved', string>>;
  save: string;
  similar: string;
  similarFailed: string;
}

const specHe: Record<CardAttribute, string> = {
  brand: 'מותג',
  model: 'דגם',
  version: 'גרסה',
  vin: 'מספר שלדה (VIN)',
  mileage: 'קילומטראז׳',
  power: 'הספק',
  capacity: 'נפח מנוע',
  colorInterior: 'צבע פנים',
  color: 'צבע חוץ',
  productionYear: 'שנת ייצור',
  deliveryDate: 'מועד אספקה משוער',
  ownerName: 'משווק',
  nameplateExternalCode: 'קוד דגם',
  nameplateModelGroup: 'משפחת דגמים',
  state: 'מצב',
  status: 'זמינות',
  engines: 'מנוע',
  drivetrain: 'הנעה',
  transmission: 'תיבת הילוכים',
  orderNumber: 'מספר הזמנה',
  avl: 'תאריך רישום',
};

const specEn: Record<CardAttribute, string> = {
  brand: 'Brand',
  model: 'Model',
  version: 'Version',
  vin: 'VIN',
  mileage: 'Mileage',
  power: 'Power',
  capacity: 'Engine capacity',
  colorInterior: 'Interior colour',
  color: 'Exterior colour',
  productionYear: 'Production year',
  deliveryDate: 'Expected delivery',
  ownerName: 'Retailer',
  nameplateExternalCode: 'Model code',
  nameplateModelGroup: 'Model family',
  state: 'Condition',
  status: 'Availability',
  engines: 'Engine',
  drivetrain: 'Drivetrain',
  transmission: 'Transmission',
  orderNumber: 'Order number',
  avl: 'Registration date',
};

const specAr: Record<CardAttribute, string> = {
  brand: 'العلامة',
  model: 'الطراز',
  version: 'الإصدار',
  vin: 'رقم الهيكل (VIN)',
  mileage: 'المسافة المقطوعة',
  power: 'القوة',
  capacity: 'سعة المحرك',
  colorInterior: 'اللون الداخلي',
  color: 'اللون الخارجي',
  productionYear: 'سنة الإنتاج',
  deliveryDate: 'موعد التسليم المتوقع',
  ownerName: 'الوكيل',
  nameplateExternalCode: 'رمز الطراز',
  nameplateModelGroup: 'عائلة الطراز',
  state: 'الحالة',
  status: 'التوفر',
  engines: 'المحرك',
  drivetrain: 'نظام الدفع',
  transmission: 'ناقل الحركة',
  orderNumber: 'رقم الطلب',
  avl: 'تاريخ التسجيل',
};

const specRu: Record<CardAttribute, string> = {
  brand: 'Марка',
  model: 'Модель',
  version: 'Версия',
  vin: 'VIN',
  mileage: 'Пробег',
  power: 'Мощность',
  capacity: 'Объём двигателя',
  colorInterior: 'Цвет салона',
  color: 'Цвет кузова',
  productionYear: 'Год выпуска',
  deliveryDate: 'Ожидаемая поставка',
  ownerName: 'Дилер',
  nameplateExternalCode: 'Код модели',
  nameplateModelGroup: 'Семейство',
  state: 'Состояние',
  status: 'Наличие',
  engines: 'Двигатель',
  drivetrain: 'Привод',
  transmission: 'Коробка передач',
  orderNumber: 'Номер заказа',
  avl: 'Дата регистрации',
};

export const showroomStrings: Localized<ShowroomStrings> = {
  he: {
    keyFacts: 'נתונים עיקריים',
    gallery: (title) => `תמונות ${title}`,
    photoAlt: (title, n, total) => `${title}, תמונה ${n} מתוך ${total}`,
    noPhotos: 'אין עדיין תמונות לרכב זה.',
    specification: 'מפרט',
    spec: specHe,
    states: { new: 'חדש', approved: 'מאושר Approved', used: 'יד שנייה', configurator: 'מהקונפיגורטור' },
    statuses: {
      stock: 'במלאי',
      available_soon: 'זמין בקרוב',
      reserved: 'שמור',
      sold: 'נמכר',
      in_production: 'בייצור',
      on_demand: 'בהזמנה',
      delivery: 'בדרך לישראל',
      demo: 'רכב הדגמה',
    },
    units: { km: 'ק״מ', mi: 'מייל', hp: 'כ״ס', kw: 'קו״ט', litres: 'ליטר', kwh: 'קוט״ש' },
    price: 'מחיר',
    was: 'מחיר קודם',
    priceOnRequest: 'המחיר יימסר אצל המשווק.',
    driveAway: 'מחיר כולל על הכביש',
    payment: 'אפשרויות תשלום',
    sections: { cash: 'רכישה', lease: 'ליסינג', subscription: 'מנוי' },
    leaseTerms: (months, mileage) => `${months} חודשים, עד ${mileage} ק״מ בשנה`,
    leaseMonths: (months) => `${months} חודשים`,
    calculator: {
      heading: 'מחשבון מימון',
      intro: 'חשבו החזר חודשי משוער להלוואה לרכב זה.',
      price: 'מחיר הרכב (₪)',
      deposit: 'מקדמה (₪)',
      term: 'תקופה',
      months: (n) => `${n} חודשים`,
      rate: 'ריבית שנתית (%)',
      monthly: 'החזר חודשי משוער',
      perMonth: 'לחודש',
      invalid: 'בדקו את הנתונים: המקדמה צריכה להיות נמוכה מהמחיר והריבית בין 0 ל-30%.',
      disclaimer: 'החישוב להמחשה בלבד ואינו מהווה הצעת מימון. התנאים בפועל ייקבעו על ידי הגוף המממן.',
    },
    description: 'על הרכב',
    equipment: 'אבזור',
    standard: 'אבזור סטנדרטי',
    optional: 'תוספות ברכב',
    accessories: 'אביזרים',
    retailer: 'המשווק',
    findRetailer: 'כל המשווקים',
    reserve: 'הזמנת הרכב',
    reservationFee: (fee) => `דמי הזמנה: ${fee}`,
    reservationNote: 'הזמנה אונליין שומרת את הרכב עבורכם עד לפגישה אצל המשווק.',
    unavailable: { sold: 'הרכב נמכר.', reserved: 'הרכב שמור כרגע ללקוח אחר.' },
    save: 'שמירת הרכב',
    similar: 'רכבים דומים',
    similarFailed: 'לא הצלחנו לטעון רכבים דומים כרגע.',
  },
  en: {
    keyFacts: 'Key facts',
    gallery: (title) => `Photos of ${title}`,
    photoAlt: (title, n, total) => `${title}, photo ${n} of ${total}`,
    noPhotos: 'There are no photos of this vehicle yet.',
    specification: 'Specification',
    spec: specEn,
    states: { new: 'New', approved: 'Approved', used: 'Used', configurator: 'Configured' },
    statuses: {
      stock: 'In stock',
      available_soon: 'Available soon',
      reserved: 'Reserved',
      sold: 'Sold',
      in_production: 'In production',
      on_demand: 'On demand',
      delivery: 'In delivery',
      demo: 'Demonstrator',
    },
    units: { km: 'km', mi: 'mi', hp: 'hp', kw: 'kW', litres: 'l', kwh: 'kWh' },
    price: 'Price',
    was: 'Was',
    priceOnRequest: 'Price available from the retailer.',
    driveAway: 'Drive-away price',
    payment: 'Payment options',
    sections: { cash: 'Purchase', lease: 'Lease', subscription: 'Subscription' },
    leaseTerms: (months, mileage) => `${months} months, up to ${mileage} km a year`,
    leaseMonths: (months) => `${months} months`,
    calculator: {
      heading: 'Finance calculator',
      intro: 'Work out an estimated monthly payment for a loan on this vehicle.',
      price: 'Vehicle price (₪)',
      deposit: 'Deposit (₪)',
      term: 'Term',
      months: (n) => `${n} months`,
      rate: 'Annual interest rate (%)',
      monthly: 'Estimated monthly payment',
      perMonth: 'a month',
      invalid: 'Check the figures: the deposit must be below the price and the rate between 0 and 30%.',
      disclaimer: 'For illustration only; not a finance offer. Actual terms are set by the lender.',
    },
    description: 'About this vehicle',
    equipment: 'Equipment',
    standard: 'Standard equipment',
    optional: 'Fitted options',
    accessories: 'Accessories',
    retailer: 'Retailer',
    findRetailer: 'All retailers',
    reserve: 'Reserve this vehicle',
    reservationFee: (fee) => `Reservation fee: ${fee}`,
    reservationNote: 'Reserving online holds the vehicle for you until you meet the retailer.',
    unavailable: {
      sold: 'This vehicle has been sold.',
      reserved: 'This vehicle is reserved for another customer.',
    },
    save: 'Save vehicle',
    similar: 'Similar vehicles',
    similarFailed: 'Similar vehicles could not be loaded right now.',
  },
  ar: {
    keyFacts: 'معلومات أساسية',
    gallery: (title) => `صور ${title}`,
    photoAlt: (title, n, total) => `${title}، صورة ${n} من ${total}`,
    noPhotos: 'لا توجد صور لهذه السيارة بعد.',
    specification: 'المواصفات',
    spec: specAr,
    states: { new: 'جديدة', approved: 'معتمدة', used: 'مستعملة', configurator: 'من أداة التهيئة' },
    statuses: {
      stock: 'متوفرة',
      available_soon: 'قريبًا',
      reserved: 'محجوزة',
      sold: 'مباعة',
      in_production: 'قيد الإنتاج',
      on_demand: 'حسب الطلب',
      delivery: 'قيد الشحن',
      demo: 'سيارة عرض',
    },
    units: { km: 'كم', mi: 'ميل', hp: 'حصان', kw: 'كيلوواط', litres: 'لتر', kwh: 'كيلوواط ساعة' },
    price: 'السعر',
    was: 'السعر السابق',
    priceOnRequest: 'السعر متوفر لدى الوكيل.',
    driveAway: 'السعر الشامل على الطريق',
    payment: 'خيارات الدفع',
    sections: { cash: 'شراء', lease: 'تأجير', subscription: 'اشتراك' },
    leaseTerms: (months, mileage) => `${months} شهرًا، حتى ${mileage} كم سنويًا`,
    leaseMonths: (months) => `${months} شهرًا`,
    calculator: {
      heading: 'حاسبة التمويل',
      intro: 'احسب القسط الشهري التقديري لقرض على هذه السيارة.',
      price: 'سعر السيارة (₪)',
      deposit: 'الدفعة الأولى (₪)',
      term: 'المدة',
      months: (n) => `${n} شهرًا`,
      rate: 'الفائدة السنوية (%)',
      monthly: 'القسط الشهري التقديري',
      perMonth: 'شهريًا',
      invalid: 'تحقق من الأرقام: يجب أن تكون الدفعة الأولى أقل من السعر والفائدة بين 0 و30%.',
      disclaimer: 'للتوضيح فقط وليس عرض تمويل. تحدد الجهة الممولة الشروط الفعلية.',
    },
    description: 'عن السيارة',
    equipment: 'التجهيزات',
    standard: 'التجهيزات القياسية',
    optional: 'إضافات مركبة',
    accessories: 'إكسسوارات',
    retailer: 'الوكيل',
    findRetailer: 'جميع الوكلاء',
    reserve: 'احجز السيارة',
    reservationFee: (fee) => `رسوم الحجز: ${fee}`,
    reservationNote: 'الحجز عبر الإنترنت يحفظ السيارة لك حتى لقائك بالوكيل.',
    unavailable: { sold: 'تم بيع هذه السيارة.', reserved: 'هذه السيارة محجوزة لعميل آخر.' },
    save: 'حفظ السيارة',
    similar: 'سيارات مشابهة',
    similarFailed: 'تعذر تحميل السيارات المشابهة الآن.',
  },
  ru: {
    keyFacts: 'Основное',
    gallery: (title) => `Фото: ${title}`,
    photoAlt: (title, n, total) => `${title}, фото ${n} из ${total}`,
    noPhotos: 'Фотографий этого автомобиля пока нет.',
    specification: 'Характеристики',
    spec: specRu,
    states: { new: 'Новый', approved: 'Approved', used: 'С пробегом', configurator: 'Из конфигуратора' },
    statuses: {
      stock: 'В наличии',
      available_soon: 'Скоро в наличии',
      reserved: 'Забронирован',
      sold: 'Продан',
      in_production: 'В производстве',
      on_demand: 'Под заказ',
      delivery: 'В пути',
      demo: 'Демонстрационный',
    },
    units: { km: 'км', mi: 'миль', hp: 'л. с.', kw: 'кВт', litres: 'л', kwh: 'кВт·ч' },
    price: 'Цена',
    was: 'Прежняя цена',
    priceOnRequest: 'Цену сообщит дилер.',
    driveAway: 'Цена «под ключ»',
    payment: 'Варианты оплаты',
    sections: { cash: 'Покупка', lease: 'Лизинг', subscription: 'Подписка' },
    leaseTerms: (months, mileage) => `${months} мес., до ${mileage} км в год`,
    leaseMonths: (months) => `${months} мес.`,
    calculator: {
      heading: 'Кредитный калькулятор',
      intro: 'Рассчитайте примерный ежемесячный платёж по кредиту на этот автомобиль.',
      price: 'Цена автомобиля (₪)',
      deposit: 'Первый взнос (₪)',
      term: 'Срок',
      months: (n) => `${n} мес.`,
      rate: 'Годовая ставка (%)',
      monthly: 'Примерный ежемесячный платёж',
      perMonth: 'в месяц',
      invalid: 'Проверьте данные: взнос должен быть меньше цены, ставка — от 0 до 30%.',
      disclaimer: 'Расчёт носит ознакомительный характер и не является предложением кредита.',
    },
    description: 'Об автомобиле',
    equipment: 'Комплектация',
    standard: 'Стандартное оснащение',
    optional: 'Установленные опции',
    accessories: 'Аксессуары',
    retailer: 'Дилер',
    findRetailer: 'Все дилеры',
    reserve: 'Забронировать',
    reservationFee: (fee) => `Плата за бронь: ${fee}`,
    reservationNote: 'Онлайн-бронь сохраняет автомобиль за вами до встречи с дилером.',
    unavailable: { sold: 'Автомобиль продан.', reserved: 'Автомобиль забронирован другим клиентом.' },
    save: 'Сохранить автомобиль',
    similar: 'Похожие автомобили',
    similarFailed: 'Не удалось загрузить похожие автомобили.',
  },
};
