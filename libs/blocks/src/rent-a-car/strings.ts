import type { RentalProblem } from '@lux/vehicle-tools';
import type { Localized } from '../shared/strings';

/** The rental enquiry's own words; the editor's fields (and `translations`) win where they exist. */
export interface RentACarStrings {
  heading: string;
  unavailable: string;
  stepOf: (step: number, count: number) => string;
  tripStep: string;
  vehicleStep: string;
  extrasStep: string;
  contactStep: string;
  summaryStep: string;
  pickupLocation: string;
  dropoffLocation: string;
  chooseLocation: string;
  otherAddress: string;
  pickupAddress: string;
  dropoffAddress: string;
  differentDropoff: string;
  dates: string;
  pickupDate: string;
  dropoffDate: string;
  openCalendar: string;
  unavailableDays: (days: string) => string;
  perDay: string;
  perRental: string;
  days: (n: number) => string;
  total: string;
  totalLive: (total: string) => string;
  next: string;
  back: string;
  sending: string;
  tryAgain: string;
  backToSummary: string;
  loadingForm: string;
  formUnavailable: string;
  yourDetails: string;
  vehicle: string;
  extras: string;
  noExtras: string;
  amountOf: (name: string) => string;
  increase: string;
  decrease: string;
  fixProblems: string;
  sendInquiry: string;
  thankYouHeading: string;
  thankYouText: string;
  errorHeading: string;
  errorText: string;
  yes: string;
  no: string;
  problems: Record<RentalProblem, string>;
}

const he: RentACarStrings = {
  heading: 'השכרת רכב',
  unavailable: 'הזמנת רכב להשכרה אינה זמינה כרגע. אפשר לפנות אלינו בטלפון.',
  stepOf: (step, count) => `שלב ${step} מתוך ${count}`,
  tripStep: 'מיקום ותאריכים',
  vehicleStep: 'בחירת רכב',
  extrasStep: 'תוספות',
  contactStep: 'פרטי התקשרות',
  summaryStep: 'סיכום',
  pickupLocation: 'מקום איסוף',
  dropoffLocation: 'מקום החזרה',
  chooseLocation: 'בחירת מקום',
  otherAddress: 'כתובת אחרת',
  pickupAddress: 'כתובת האיסוף',
  dropoffAddress: 'כתובת ההחזרה',
  differentDropoff: 'החזרה במקום אחר',
  dates: 'תאריכי השכירות',
  pickupDate: 'תאריך איסוף',
  dropoffDate: 'תאריך החזרה',
  openCalendar: 'פתיחת לוח השנה',
  unavailableDays: (days) => `אין איסוף והחזרה בימים: ${days}.`,
  perDay: 'ליום',
  perRental: 'לכל תקופת השכירות',
  days: (n) => (n === 1 ? 'יום אחד' : `${n} ימים`),
  total: 'סה״כ משוער',
  totalLive: (total) => `סה״כ משוער: ${total}`,
  next: 'המשך',
  back: 'חזרה',
  sending: 'שולחים את הפנייה…',
  tryAgain: 'לנסות שוב',
  backToSummary: 'חזרה לסיכום',
  loadingForm: 'הטופס נטען…',
  formUnavailable: 'לא הצלחנו לטעון את טופס הפרטים. נסו שוב מאוחר יותר.',
  yourDetails: 'הפרטים שלך',
  vehicle: 'רכב',
  extras: 'תוספות',
  noExtras: 'ללא תוספות',
  amountOf: (name) => `כמות: ${name}`,
  increase: 'הוספה',
  decrease: 'הפחתה',
  fixProblems: 'יש לתקן לפני שממשיכים:',
  sendInquiry: 'שליחת הפנייה',
  thankYouHeading: 'תודה!',
  thankYouText: 'הפנייה נשלחה. ניצור איתך קשר בהקדם.',
  errorHeading: 'אופס! משהו השתבש.',
  errorText: 'הפנייה לא נשלחה. נסו שוב.',
  yes: 'כן',
  no: 'לא',
  problems: {
    pickup_required: 'יש לבחור מקום איסוף.',
    pickup_unknown: 'מקום האיסוף אינו ברשימה.',
    custom_pickup_not_allowed: 'אין איסוף מכתובת אחרת.',
    custom_address_required: 'יש לכתוב כתובת.',
    different_dropoff_not_allowed: 'ההחזרה במקום האיסוף בלבד.',
    custom_dropoff_not_allowed: 'אין החזרה לכתובת אחרת.',
    dropoff_unknown: 'יש לבחור מקום החזרה.',
    dates_required: 'יש לבחור תאריכי איסוף והחזרה.',
    pickup_date_unavailable: 'אין איסוף בתאריך הזה.',
    dropoff_date_unavailable: 'אין החזרה בתאריך הזה.',
    dropoff_not_after_pickup: 'ההחזרה צריכה להיות לפחות יום אחרי האיסוף.',
    vehicle_required: 'יש לבחור רכב.',
    vehicle_unavailable: 'הרכב הזה אינו זמין במקום האיסוף שבחרת.',
  },
};

const en: RentACarStrings = {
  heading: 'Rent a car',
  unavailable: 'Car rental enquiries are not available right now. Please call us instead.',
  stepOf: (step, count) => `Step ${step} of ${count}`,
  tripStep: 'Locations and dates',
  vehicleStep: 'Choose a vehicle',
  extrasStep: 'Extras',
  contactStep: 'Contact details',
  summaryStep: 'Summary',
  pickupLocation: 'Pick-up location',
  dropoffLocation: 'Drop-off location',
  chooseLocation: 'Choose a location',
  otherAddress: 'Another address',
  pickupAddress: 'Pick-up address',
  dropoffAddress: 'Drop-off address',
  differentDropoff: 'Return to a different location',
  dates: 'Rental dates',
  pickupDate: 'Pick-up date',
  dropoffDate: 'Drop-off date',
  openCalendar: 'Open the calendar',
  unavailableDays: (days) => `No pick-ups or returns on: ${days}.`,
  perDay: 'per day',
  perRental: 'per rental',
  days: (n) => (n === 1 ? '1 day' : `${n} days`),
  total: 'Estimated total',
  totalLive: (total) => `Estimated total: ${total}`,
  next: 'Next',
  back: 'Back',
  sending: 'Sending your inquiry…',
  tryAgain: 'Try again',
  backToSummary: 'Back to the summary',
  loadingForm: 'Loading the form…',
  formUnavailable: 'The contact form could not be loaded. Please try again later.',
  yourDetails: 'Your details',
  vehicle: 'Vehicle',
  extras: 'Extras',
  noExtras: 'No extras',
  amountOf: (name) => `Amount: ${name}`,
  increase: 'Increase',
  decrease: 'Decrease',
  fixProblems: 'Please fix before going on:',
  sendInquiry: 'Send inquiry',
  thankYouHeading: 'Thank you!',
  thankYouText: 'Your inquiry has been sent. We will contact you soon.',
  errorHeading: 'Oops! Something went wrong.',
  errorText: 'Your inquiry has not been sent. Please try again.',
  yes: 'Yes',
  no: 'No',
  problems: {
    pickup_required: 'Choose a pick-up location.',
    pickup_unknown: 'That pick-up location is not on the list.',
    custom_pickup_not_allowed: 'Pick-up from another address is not offered.',
    custom_address_required: 'Enter the address.',
    different_dropoff_not_allowed: 'Return the car where you picked it up.',
    custom_dropoff_not_allowed: 'Return to another address is not offered.',
    dropoff_unknown: 'Choose a drop-off location.',
    dates_required: 'Choose the pick-up and drop-off dates.',
    pickup_date_unavailable: 'Pick-up is not possible on that date.',
    dropoff_date_unavailable: 'Return is not possible on that date.',
    dropoff_not_after_pickup: 'The return must be at least one day after the pick-up.',
    vehicle_required: 'Choose a vehicle.',
    vehicle_unavailable: 'That vehicle is not available at the chosen pick-up location.',
  },
};

const ar: RentACarStrings = {
  ...en,
  heading: 'استئجار سيارة',
  unavailable: 'طلبات استئجار السيارات غير متاحة حاليًا.',
  stepOf: (step, count) => `الخطوة ${step} من ${count}`,
  tripStep: 'المواقع والتواريخ',
  vehicleStep: 'اختيار السيارة',
  extrasStep: 'إضافات',
  contactStep: 'بيانات الاتصال',
  summaryStep: 'ملخص',
  pickupLocation: 'مكان الاستلام',
  dropoffLocation: 'مكان الإرجاع',
  dates: 'تواريخ الاستئجار',
  total: 'المجموع التقديري',
  totalLive: (total) => `المجموع التقديري: ${total}`,
  next: 'التالي',
  back: 'رجوع',
  tryAgain: 'حاول مرة أخرى',
};

const ru: RentACarStrings = {
  ...en,
  heading: 'Аренда автомобиля',
  unavailable: 'Заявки на аренду сейчас недоступны.',
  stepOf: (step, count) => `Шаг ${step} из ${count}`,
  tripStep: 'Места и даты',
  vehicleStep: 'Выбор автомобиля',
  extrasStep: 'Дополнительно',
  contactStep: 'Контактные данные',
  summaryStep: 'Итог',
  pickupLocation: 'Место получения',
  dropoffLocation: 'Место возврата',
  dates: 'Даты аренды',
  total: 'Итого (оценка)',
  totalLive: (total) => `Итого (оценка): ${total}`,
  next: 'Далее',
  back: 'Назад',
  tryAgain: 'Попробовать снова',
};

export const rentACarStrings: Localized<RentACarStrings> = { he, en, ar, ru };
