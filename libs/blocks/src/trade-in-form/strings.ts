import type { Localized } from '../shared/strings';

export interface TradeInStrings {
  legend: string;
  brand: string;
  model: string;
  bodyType: string;
  fuelType: string;
  mileage: string;
  registrationDate: string;
  registration: string;
  choose: string;
}

export const tradeInStrings: Localized<TradeInStrings> = {
  he: {
    legend: 'פרטי הרכב הנוכחי שלך',
    brand: 'יצרן',
    model: 'דגם',
    bodyType: 'סוג מרכב',
    fuelType: 'סוג דלק',
    mileage: 'קילומטראז׳',
    registrationDate: 'תאריך עלייה לכביש',
    registration: 'מספר רישוי',
    choose: 'בחירה',
  },
  en: {
    legend: 'Your current car',
    brand: 'Make',
    model: 'Model',
    bodyType: 'Body type',
    fuelType: 'Fuel type',
    mileage: 'Mileage (km)',
    registrationDate: 'First registration',
    registration: 'Registration number',
    choose: 'Select',
  },
  ar: {
    legend: 'سيارتك الحالية',
    brand: 'الشركة المصنعة',
    model: 'الطراز',
    bodyType: 'نوع الهيكل',
    fuelType: 'نوع الوقود',
    mileage: 'المسافة المقطوعة (كم)',
    registrationDate: 'تاريخ التسجيل الأول',
    registration: 'رقم التسجيل',
    choose: 'اختيار',
  },
  ru: {
    legend: 'Ваш нынешний автомобиль',
    brand: 'Марка',
    model: 'Модель',
    bodyType: 'Тип кузова',
    fuelType: 'Тип топлива',
    mileage: 'Пробег (км)',
    registrationDate: 'Дата первой регистрации',
    registration: 'Госномер',
    choose: 'Выбрать',
  },
};
