import type { CardAttribute } from '@lux/stock-locator';
import type { Localized } from '../shared/strings';

/**
 * UI strings of the vehicle card and of stock values (states, statuses, financing options, units).
 * The stock service's widget translations (A§7) win over these for the keys they hold; these keep the
 * card readable when the translations are missing or fail to load.
 */
export interface StockCardStrings {
  /** Names of the card and specification attributes (A§3 specification fields). */
  attributes: Record<CardAttribute, string>;
  /** A§4 vehicle states. */
  states: Record<'new' | 'approved' | 'used' | 'configurator', string>;
  /** A§4 vehicle statuses. */
  statuses: Record<'stock' | 'available_soon' | 'reserved' | 'sold' | 'in_production' | 'on_demand' | 'delivery' | 'demo', string>;
  /** A§3 price types / financing options. */
  financing: Record<'purchase' | 'lease' | 'subscribe' | 'sale', string>;
  units: { km: string; mi: string; hp: string; kw: string; litres: string; kwh: string };
  /** Accessible name of the save toggle; it stays the same when pressed (aria-pressed says it). */
  save: (title: string) => string;
  price: string;
  oldPrice: string;
  leasePrice: string;
  priceOnRequest: string;
  /** Prefix of the short VIN ("VIN …001"). */
  vinEnding: string;
  retailer: string;
  /** Fallback title when a vehicle has no name at all. */
  untitled: string;
  /** Issue 15: "from ₪X a month" (the amount goes between, isolated LTR) and its assumptions. */
  monthly: {
    before: string;
    after: string;
    assumptions: (a: { downPayment: string; months: number; rate: string }) => string;
  };
}

export const stockCardStrings: Localized<StockCardStrings> = {
  he: {
    attributes: {
      brand: 'מותג',
      model: 'דגם',
      version: 'גרסה',
      vin: 'מספר שלדה',
      mileage: 'קילומטראז׳',
      power: 'הספק',
      capacity: 'נפח מנוע',
      colorInterior: 'צבע פנים',
      color: 'צבע',
      productionYear: 'שנת ייצור',
      deliveryDate: 'מועד אספקה',
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
    },
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
    financing: { purchase: 'רכישה', lease: 'ליסינג', subscribe: 'מנוי', sale: 'מבצע' },
    units: { km: 'ק״מ', mi: 'מייל', hp: 'כ״ס', kw: 'קילוואט', litres: 'ליטר', kwh: 'קוט״ש' },
    save: (title) => `שמירת ${title}`,
    price: 'מחיר',
    oldPrice: 'מחיר קודם',
    leasePrice: 'ליסינג',
    priceOnRequest: 'המחיר לפי פנייה',
    monthly: {
      before: 'החל מ־',
      after: ' לחודש',
      assumptions: ({ downPayment, months, rate }) =>
        `בהנחת מקדמה של ${downPayment}%, ${months} תשלומים חודשיים וריבית שנתית של ${rate}%.`,
    },
    vinEnding: 'שלדה',
    retailer: 'משווק',
    untitled: 'רכב',
  },
  en: {
    attributes: {
      brand: 'Brand',
      model: 'Model',
      version: 'Version',
      vin: 'VIN',
      mileage: 'Mileage',
      power: 'Power',
      capacity: 'Engine capacity',
      colorInterior: 'Interior colour',
      color: 'Colour',
      productionYear: 'Production year',
      deliveryDate: 'Delivery date',
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
    },
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
    financing: { purchase: 'Purchase', lease: 'Lease', subscribe: 'Subscription', sale: 'Sale' },
    units: { km: 'km', mi: 'mi', hp: 'hp', kw: 'kW', litres: 'l', kwh: 'kWh' },
    save: (title) => `Save ${title}`,
    price: 'Price',
    oldPrice: 'Was',
    leasePrice: 'Lease',
    priceOnRequest: 'Price on request',
    monthly: {
      before: 'From ',
      after: ' a month',
      assumptions: ({ downPayment, months, rate }) =>
        `Assuming ${downPayment}% down, ${months} monthly payments and ${rate}% a year.`,
    },
    vinEnding: 'VIN',
    retailer: 'Retailer',
    untitled: 'Vehicle',
  },
  ar: {
    attributes: {
      brand: 'العلامة',
      model: 'الطراز',
      version: 'الفئة',
      vin: 'رقم الهيكل',
      mileage: 'المسافة المقطوعة',
      power: 'القوة',
      capacity: 'سعة المحرك',
      colorInterior: 'لون المقصورة',
      color: 'اللون',
      productionYear: 'سنة الصنع',
      deliveryDate: 'موعد التسليم',
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
    },
    states: { new: 'جديدة', approved: 'معتمدة Approved', used: 'مستعملة', configurator: 'من أداة التهيئة' },
    statuses: {
      stock: 'متوفرة',
      available_soon: 'متوفرة قريبًا',
      reserved: 'محجوزة',
      sold: 'مباعة',
      in_production: 'قيد الإنتاج',
      on_demand: 'حسب الطلب',
      delivery: 'قيد الشحن',
      demo: 'سيارة تجريبية',
    },
    financing: { purchase: 'شراء', lease: 'تأجير', subscribe: 'اشتراك', sale: 'عرض' },
    units: { km: 'كم', mi: 'ميل', hp: 'حصان', kw: 'كيلوواط', litres: 'لتر', kwh: 'ك.و.س' },
    save: (title) => `حفظ ${title}`,
    price: 'السعر',
    oldPrice: 'السعر السابق',
    leasePrice: 'تأجير',
    priceOnRequest: 'السعر عند الطلب',
    monthly: {
      before: 'ابتداءً من ',
      after: ' شهريًا',
      assumptions: ({ downPayment, months, rate }) =>
        `على أساس دفعة أولى بنسبة ${downPayment}% و${months} قسطًا شهريًا وفائدة سنوية ${rate}%.`,
    },
    vinEnding: 'الهيكل',
    retailer: 'الوكيل',
    untitled: 'سيارة',
  },
  ru: {
    attributes: {
      brand: 'Марка',
      model: 'Модель',
      version: 'Версия',
      vin: 'VIN',
      mileage: 'Пробег',
      power: 'Мощность',
      capacity: 'Объём двигателя',
      colorInterior: 'Цвет салона',
      color: 'Цвет',
      productionYear: 'Год выпуска',
      deliveryDate: 'Дата поставки',
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
    },
    states: { new: 'Новый', approved: 'Approved', used: 'С пробегом', configurator: 'Из конфигуратора' },
    statuses: {
      stock: 'В наличии',
      available_soon: 'Скоро в продаже',
      reserved: 'Забронирован',
      sold: 'Продан',
      in_production: 'В производстве',
      on_demand: 'Под заказ',
      delivery: 'В пути',
      demo: 'Демонстрационный',
    },
    financing: { purchase: 'Покупка', lease: 'Лизинг', subscribe: 'Подписка', sale: 'Акция' },
    units: { km: 'км', mi: 'миль', hp: 'л. с.', kw: 'кВт', litres: 'л', kwh: 'кВт·ч' },
    save: (title) => `Сохранить ${title}`,
    price: 'Цена',
    oldPrice: 'Старая цена',
    leasePrice: 'Лизинг',
    priceOnRequest: 'Цена по запросу',
    monthly: {
      before: 'От ',
      after: ' в месяц',
      assumptions: ({ downPayment, months, rate }) =>
        `При первом взносе ${downPayment}%, ${months} ежемесячных платежах и ставке ${rate}% годовых.`,
    },
    vinEnding: 'VIN',
    retailer: 'Дилер',
    untitled: 'Автомобиль',
  },
};
