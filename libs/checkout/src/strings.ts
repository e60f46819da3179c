import type { ComponentType, PaymentOptionType, PaymentVendorType } from '@lux/order-online';

/** The journey's UI languages: the site routes Hebrew (the default) and English. */
export const checkoutLocales = ['he', 'en'] as const;
export type CheckoutLocale = (typeof checkoutLocales)[number];

/** Any locale tag (`he-IL`, `en`) as a checkout locale; anything else is Hebrew, the site's language. */
export function checkoutLocaleOf(locale: string): CheckoutLocale {
  return locale.toLowerCase().startsWith('en') ? 'en' : 'he';
}

type Plural = (count: number) => string;

/**
 * Every word the journey shows or announces. The company configuration's texts (ADR 026 §3) are written in
 * the site's default language and win there; an English page shows these.
 */
export interface CheckoutStrings {
  journeyTitle: string;
  stepsLabel: string;
  /** A step's heading when the configuration gives none (and on pages not in the site's default language). */
  stepTitles: Readonly<Record<ComponentType, string>>;
  stepOf: (step: number, total: number) => string;
  stepDone: string;
  next: string;
  previous: string;
  toCheckout: string;
  stepIncomplete: string;
  loadingStep: string;
  noSteps: string;
  backToStock: string;
  // Hold
  holdLabel: string;
  holdLeft: (time: string) => string;
  holdStarting: string;
  holdPaid: string;
  holdAnnounce: Plural;
  holdStarted: Plural;
  initTitle: string;
  initBody: string;
  initRetry: string;
  kickedOutTitle: string;
  kickedOutBody: string;
  restart: string;
  unavailableTitle: string;
  // Vehicle
  vehicleHeading: string;
  price: string;
  priceOnRequest: string;
  reservationFee: string;
  feeNote: string;
  specification: string;
  spec: { state: string; year: string; mileage: string; engine: string; transmission: string; color: string; vin: string };
  states: Readonly<Record<string, string>>;
  km: string;
  noPhoto: string;
  photoAlt: (title: string) => string;
  // Payment option
  paymentOptionLegend: string;
  paymentOptions: Readonly<Record<PaymentOptionType, string>>;
  perMonth: (price: string) => string;
  noPaymentOptions: string;
  choosePaymentOption: string;
  // Trade-in
  tradeInQuestion: string;
  yes: string;
  no: string;
  tradeInLegend: string;
  tradeIn: { brand: string; model: string; bodyType: string; fuelType: string; mileage: string; registrationDate: string; registration: string };
  choose: string;
  chooseBrandFirst: string;
  optionsFailed: string;
  retry: string;
  loading: string;
  // Service pack
  servicePackLegend: string;
  noServicePack: string;
  included: string;
  // Appointment
  appointmentDate: string;
  appointmentDateHint: (from: string, to: string) => string;
  appointmentSlot: string;
  dateOutOfRange: string;
  // Retailer
  retailerLabel: string;
  retailersFailed: string;
  paidTo: (name: string) => string;
  paidToImporter: string;
  // Terms
  termsLabel: string;
  acceptTerms: string;
  acceptTermsError: string;
  noTerms: string;
  // Customer details
  customer: { firstName: string; lastName: string; email: string; phone: string };
  requiredHint: string;
  errors: { required: string; email: string; phone: string; max: string; choose: string; invalid: string };
  errorSummary: Plural;
  // Checkout
  checkoutTitle: string;
  summaryTitle: string;
  summary: {
    vehicle: string;
    paymentOption: string;
    tradeIn: string;
    servicePack: string;
    appointment: string;
    retailer: string;
    buyer: string;
    fee: string;
  };
  none: string;
  edit: string;
  methodLegend: string;
  vendors: Readonly<Record<PaymentVendorType, string>>;
  vendorHints: Readonly<Record<PaymentVendorType, string>>;
  pay: (fee: string) => string;
  reserve: string;
  reserveFree: string;
  loadingPayment: string;
  paymentFailed: string;
  cardDetails: string;
  paypalHint: string;
  toLiqpay: string;
  processing: string;
  incomplete: string;
  completeSteps: string;
  noVehicle: string;
  secureNote: string;
  // Success and confirmation
  successTitle: string;
  successBody: string;
  orderNumber: string;
  orderState: string;
  paymentStatus: string;
  orderStates: Readonly<Record<string, string>>;
  paymentStatuses: Readonly<Record<string, string>>;
  checkEmail: (email: string) => string;
  viewOrder: string;
  confirmationTitle: string;
  confirm: string;
  confirmed: string;
  needsLink: string;
  orderLoadFailed: string;
  tradeInSummary: string;
  amount: string;
  // Entry
  entryTitle: string;
  entryIntro: string;
  continueOrder: string;
}

const he: CheckoutStrings = {
  journeyTitle: 'הזמנת רכב אונליין',
  stepsLabel: 'שלבי ההזמנה',
  stepTitles: {
    vehicle_detail: 'הרכב שלך',
    payment_option: 'אפשרות תשלום',
    trade_in: 'טרייד-אין',
    service_pack: 'חבילת שירות',
    appointment: 'פגישה בסוכנות',
    retailer: 'סוכנות',
    terms: 'תנאים',
    customer_details: 'פרטים אישיים',
  },
  stepOf: (step, total) => `שלב ${step} מתוך ${total}`,
  stepDone: '(הושלם)',
  next: 'המשך',
  previous: 'חזרה',
  toCheckout: 'המשך לתשלום',
  stepIncomplete: 'כדי להמשיך יש להשלים את השדות המסומנים בשלב זה.',
  loadingStep: 'טוען…',
  noSteps: 'הזמנה אונליין אינה זמינה כרגע לרכב זה. אפשר לפנות לסוכנות או לבחור רכב אחר.',
  backToStock: 'חזרה לרכבים במלאי',
  holdLabel: 'הרכב שמור עבורכם',
  holdLeft: (time) => `הרכב שמור עבורכם עוד ${time}`,
  holdStarting: 'שומרים את הרכב עבורכם…',
  holdPaid: 'הרכב שמור עבורכם עד להשלמת ההזמנה.',
  holdAnnounce: (minutes) => (minutes === 1 ? 'נותרה דקה אחת להשלמת ההזמנה.' : `נותרו ${minutes} דקות להשלמת ההזמנה.`),
  holdStarted: (minutes) => (minutes === 1 ? 'הרכב שמור עבורכם לדקה אחת.' : `הרכב שמור עבורכם ל-${minutes} דקות.`),
  initTitle: 'הרכב שמור כעת ללקוח אחר',
  initBody:
    'לקוח אחר נמצא בתהליך הזמנה של הרכב הזה. אם ההזמנה שלו לא תושלם, הרכב יחזור להיות זמין בתוך דקות ספורות. אפשר לנסות שוב מאוחר יותר או לבחור רכב אחר.',
  initRetry: 'ניסיון חוזר',
  kickedOutTitle: 'זמן השמירה של הרכב הסתיים',
  kickedOutBody:
    'הרכב כבר אינו שמור עבורכם. הפרטים שמילאתם נשמרו: אפשר להתחיל מחדש ולשמור את הרכב שוב אם הוא עדיין זמין.',
  restart: 'להתחיל מחדש',
  unavailableTitle: 'לא ניתן להזמין את הרכב',
  vehicleHeading: 'הרכב שבחרתם',
  price: 'מחיר',
  priceOnRequest: 'מחיר לפי פנייה',
  reservationFee: 'דמי הזמנה',
  feeNote: 'דמי ההזמנה מקוזזים ממחיר הרכב במעמד הרכישה.',
  specification: 'פרטי הרכב',
  spec: { state: 'סוג', year: 'שנת ייצור', mileage: 'קילומטראז׳', engine: 'מנוע', transmission: 'תיבת הילוכים', color: 'צבע', vin: 'מספר שלדה' },
  states: { new: 'חדש', approved: 'מאושר Approved', used: 'יד שנייה', configurator: 'תצורה אישית' },
  km: 'ק"מ',
  noPhoto: 'אין תמונה של הרכב',
  photoAlt: (title) => `תמונה של ${title}`,
  paymentOptionLegend: 'אפשרות תשלום',
  paymentOptions: { cash: 'רכישה במזומן', lease: 'ליסינג', subscription: 'מנוי' },
  perMonth: (price) => `${price} לחודש`,
  noPaymentOptions: 'לרכב זה לא פורסם מחיר לאפשרויות התשלום; נציג הסוכנות יחזור אליכם עם הצעה.',
  choosePaymentOption: 'יש לבחור אפשרות תשלום',
  tradeInQuestion: 'יש לכם רכב להחלפה (טרייד-אין)?',
  yes: 'כן',
  no: 'לא',
  tradeInLegend: 'פרטי הרכב להחלפה',
  tradeIn: {
    brand: 'יצרן',
    model: 'דגם',
    bodyType: 'סוג מרכב',
    fuelType: 'סוג דלק',
    mileage: 'קילומטראז׳ (ק"מ)',
    registrationDate: 'תאריך עלייה לכביש',
    registration: 'מספר רישוי',
  },
  choose: 'בחרו',
  chooseBrandFirst: 'בחרו קודם יצרן',
  optionsFailed: 'לא הצלחנו לטעון את הרשימה.',
  retry: 'נסו שוב',
  loading: 'טוען…',
  servicePackLegend: 'חבילת שירות',
  noServicePack: 'בלי חבילת שירות',
  included: 'כלול',
  appointmentDate: 'תאריך הפגישה',
  appointmentDateHint: (from, to) => `בין ${from} ל-${to}`,
  appointmentSlot: 'שעת הפגישה',
  dateOutOfRange: 'יש לבחור תאריך בטווח המוצג',
  retailerLabel: 'סוכנות',
  retailersFailed: 'לא הצלחנו לטעון את רשימת הסוכנויות.',
  paidTo: (name) => `דמי ההזמנה ישולמו לסוכנות ${name}.`,
  paidToImporter: 'דמי ההזמנה ישולמו ליבואן.',
  termsLabel: 'נוסח תנאי ההזמנה',
  acceptTerms: 'קראתי את תנאי ההזמנה ואני מסכים/ה להם',
  acceptTermsError: 'יש לאשר את תנאי ההזמנה כדי להמשיך',
  noTerms: 'תנאי ההזמנה יימסרו לכם בסוכנות.',
  customer: { firstName: 'שם פרטי', lastName: 'שם משפחה', email: 'דוא״ל', phone: 'טלפון נייד' },
  requiredHint: 'שדות המסומנים ב-* הם שדות חובה',
  errors: {
    required: 'שדה חובה',
    email: 'כתובת הדוא"ל אינה תקינה',
    phone: 'מספר הטלפון אינו תקין (לדוגמה 050-1234567)',
    max: 'חריגה ממגבלת התווים',
    choose: 'יש לבחור אחת מהאפשרויות',
    invalid: 'הערך אינו תקין',
  },
  errorSummary: (count) => (count === 1 ? 'יש לתקן שדה אחד' : `יש לתקן ${count} שדות`),
  checkoutTitle: 'סיכום ותשלום',
  summaryTitle: 'סיכום ההזמנה',
  summary: {
    vehicle: 'רכב',
    paymentOption: 'אפשרות תשלום',
    tradeIn: 'טרייד-אין',
    servicePack: 'חבילת שירות',
    appointment: 'פגישה בסוכנות',
    retailer: 'סוכנות',
    buyer: 'פרטי המזמין',
    fee: 'דמי הזמנה לתשלום',
  },
  none: 'ללא',
  edit: 'עריכת הפרטים',
  methodLegend: 'אמצעי תשלום',
  vendors: {
    STRIPE: 'כרטיס אשראי',
    PAYPAL: 'PayPal',
    LIQPAY: 'LiqPay',
    NO_PAYMENT_WITH_CONFIRMATION_EMAIL: 'שמירה ללא תשלום, באישור בדוא״ל',
    NO_PAYMENT_JAPAN: 'שמירה ללא תשלום',
  },
  vendorHints: {
    STRIPE: 'הסכום מוחזק בכרטיס ומחויב רק כשההזמנה מאושרת.',
    PAYPAL: 'התשלום מאושר בחלון של PayPal.',
    LIQPAY: 'תועברו לעמוד התשלום המאובטח של LiqPay ותחזרו לכאן בסיום.',
    NO_PAYMENT_WITH_CONFIRMATION_EMAIL: 'נשלח אליכם קישור בדוא״ל; ההזמנה תאושר כשתלחצו עליו.',
    NO_PAYMENT_JAPAN: 'שמירת הרכב ללא עלות.',
  },
  pay: (fee) => `תשלום ${fee}`,
  reserve: 'שליחת ההזמנה',
  reserveFree: 'שמירת הרכב',
  loadingPayment: 'טוען את טופס התשלום…',
  paymentFailed: 'לא הצלחנו לטעון את אמצעי התשלום.',
  cardDetails: 'פרטי כרטיס האשראי',
  paypalHint: 'לחצו על כפתור PayPal כדי לאשר את התשלום.',
  toLiqpay: 'מעבר לתשלום ב-LiqPay',
  processing: 'ההזמנה נשלחת…',
  incomplete: 'חלק מהשלבים עדיין לא הושלמו.',
  completeSteps: 'חזרה להשלמת השלבים',
  noVehicle: 'לא נבחר רכב להזמנה.',
  secureNote: 'התשלום מאובטח ומתבצע אצל ספק התשלומים; פרטי הכרטיס אינם נשמרים אצלנו.',
  successTitle: 'תודה! ההזמנה התקבלה',
  successBody: 'נציג הסוכנות יחזור אליכם בהקדם כדי לתאם את ההמשך.',
  orderNumber: 'מספר הזמנה',
  orderState: 'מצב ההזמנה',
  paymentStatus: 'מצב התשלום',
  orderStates: {
    initialised: 'בתהליך',
    paid: 'שולמה',
    created: 'התקבלה',
    confirmed: 'אושרה',
    cancelled: 'בוטלה',
    expired: 'פג תוקפה',
    refunded: 'הוחזרה',
  },
  paymentStatuses: {
    none: 'טרם שולם',
    pending: 'ממתין',
    authorised: 'הסכום מוחזק בכרטיס',
    captured: 'שולם',
    voided: 'ההחזקה בוטלה',
    refunded: 'הוחזר',
    not_required: 'לא נדרש תשלום',
  },
  checkEmail: (email) => `שלחנו לכתובת ${email} קישור לאישור ההזמנה. ההזמנה תאושר לאחר שתלחצו עליו.`,
  viewOrder: 'לפרטי ההזמנה',
  confirmationTitle: 'אישור ההזמנה',
  confirm: 'אישור ההזמנה',
  confirmed: 'ההזמנה אושרה. נציג הסוכנות יחזור אליכם בהקדם.',
  needsLink: 'כדי לצפות בהזמנה, פתחו את הקישור שנשלח אליכם בדוא״ל.',
  orderLoadFailed: 'לא הצלחנו לטעון את ההזמנה.',
  tradeInSummary: 'רכב להחלפה',
  amount: 'סכום',
  entryTitle: 'הזמנת רכב אונליין',
  entryIntro: 'בחרו רכב מהמלאי, שמרו אותו עבורכם ושלמו את דמי ההזמנה אונליין.',
  continueOrder: 'להמשך ההזמנה שהתחלתם',
};

const en: CheckoutStrings = {
  journeyTitle: 'Order online',
  stepsLabel: 'Order steps',
  stepTitles: {
    vehicle_detail: 'Your vehicle',
    payment_option: 'How you pay',
    trade_in: 'Trade-in',
    service_pack: 'Service pack',
    appointment: 'Appointment',
    retailer: 'Retailer',
    terms: 'Terms',
    customer_details: 'Your details',
  },
  stepOf: (step, total) => `Step ${step} of ${total}`,
  stepDone: '(completed)',
  next: 'Continue',
  previous: 'Back',
  toCheckout: 'Continue to checkout',
  stepIncomplete: 'To continue, complete the highlighted fields of this step.',
  loadingStep: 'Loading…',
  noSteps: 'Ordering online is not available for this vehicle right now. Contact the retailer or choose another vehicle.',
  backToStock: 'Back to vehicles in stock',
  holdLabel: 'Held for you',
  holdLeft: (time) => `This vehicle is held for you for ${time}`,
  holdStarting: 'Holding the vehicle for you…',
  holdPaid: 'This vehicle is held for you until your order is complete.',
  holdAnnounce: (minutes) => (minutes === 1 ? 'One minute left to complete your order.' : `${minutes} minutes left to complete your order.`),
  holdStarted: (minutes) => (minutes === 1 ? 'The vehicle is held for you for one minute.' : `The vehicle is held for you for ${minutes} minutes.`),
  initTitle: 'This vehicle is held by another buyer',
  initBody:
    'Another buyer is ordering this vehicle right now. If they do not complete their order, it becomes available again within a few minutes. Try again later or choose another vehicle.',
  initRetry: 'Try again',
  kickedOutTitle: 'Your hold on this vehicle has ended',
  kickedOutBody:
    'The vehicle is no longer held for you. Your details are kept: start again to hold the vehicle once more if it is still available.',
  restart: 'Start again',
  unavailableTitle: 'This vehicle cannot be ordered',
  vehicleHeading: 'Your vehicle',
  price: 'Price',
  priceOnRequest: 'Price on request',
  reservationFee: 'Reservation fee',
  feeNote: 'The reservation fee is deducted from the price when you buy the vehicle.',
  specification: 'Vehicle details',
  spec: { state: 'Type', year: 'Production year', mileage: 'Mileage', engine: 'Engine', transmission: 'Transmission', color: 'Colour', vin: 'VIN' },
  states: { new: 'New', approved: 'Approved', used: 'Used', configurator: 'Your configuration' },
  km: 'km',
  noPhoto: 'No photo of this vehicle',
  photoAlt: (title) => `Photo of the ${title}`,
  paymentOptionLegend: 'How you pay',
  paymentOptions: { cash: 'Cash purchase', lease: 'Lease', subscription: 'Subscription' },
  perMonth: (price) => `${price} / month`,
  noPaymentOptions: 'No prices are published for this vehicle’s payment options; the retailer will contact you with an offer.',
  choosePaymentOption: 'Choose how you pay',
  tradeInQuestion: 'Do you have a car to trade in?',
  yes: 'Yes',
  no: 'No',
  tradeInLegend: 'Your trade-in car',
  tradeIn: {
    brand: 'Make',
    model: 'Model',
    bodyType: 'Body type',
    fuelType: 'Fuel type',
    mileage: 'Mileage (km)',
    registrationDate: 'First registration',
    registration: 'Registration number',
  },
  choose: 'Choose',
  chooseBrandFirst: 'Choose a make first',
  optionsFailed: 'The list could not be loaded.',
  retry: 'Try again',
  loading: 'Loading…',
  servicePackLegend: 'Service pack',
  noServicePack: 'No service pack',
  included: 'Included',
  appointmentDate: 'Appointment date',
  appointmentDateHint: (from, to) => `Between ${from} and ${to}`,
  appointmentSlot: 'Appointment time',
  dateOutOfRange: 'Choose a date in the range shown',
  retailerLabel: 'Retailer',
  retailersFailed: 'The list of retailers could not be loaded.',
  paidTo: (name) => `The reservation fee is paid to ${name}.`,
  paidToImporter: 'The reservation fee is paid to the importer.',
  termsLabel: 'Text of the order terms',
  acceptTerms: 'I have read the order terms and accept them',
  acceptTermsError: 'Accept the order terms to continue',
  noTerms: 'The retailer will give you the order terms.',
  customer: { firstName: 'First name', lastName: 'Last name', email: 'Email', phone: 'Mobile phone' },
  requiredHint: 'Fields marked * are required',
  errors: {
    required: 'This field is required',
    email: 'Enter a valid email address',
    phone: 'Enter a valid phone number (for example 050-1234567)',
    max: 'Character limit exceeded',
    choose: 'Choose one of the options',
    invalid: 'This value is not valid',
  },
  errorSummary: (count) => (count === 1 ? 'Correct 1 field' : `Correct ${count} fields`),
  checkoutTitle: 'Summary and payment',
  summaryTitle: 'Your order',
  summary: {
    vehicle: 'Vehicle',
    paymentOption: 'How you pay',
    tradeIn: 'Trade-in',
    servicePack: 'Service pack',
    appointment: 'Appointment',
    retailer: 'Retailer',
    buyer: 'Your details',
    fee: 'Reservation fee to pay',
  },
  none: 'None',
  edit: 'Change your details',
  methodLegend: 'Payment method',
  vendors: {
    STRIPE: 'Credit card',
    PAYPAL: 'PayPal',
    LIQPAY: 'LiqPay',
    NO_PAYMENT_WITH_CONFIRMATION_EMAIL: 'Reserve without paying, confirm by email',
    NO_PAYMENT_JAPAN: 'Reserve without paying',
  },
  vendorHints: {
    STRIPE: 'The amount is held on your card and charged only when your order is confirmed.',
    PAYPAL: 'You approve the payment in PayPal’s window.',
    LIQPAY: 'You go to LiqPay’s secure payment page and come back here when done.',
    NO_PAYMENT_WITH_CONFIRMATION_EMAIL: 'We email you a link; your order is confirmed when you open it.',
    NO_PAYMENT_JAPAN: 'Holding the vehicle is free of charge.',
  },
  pay: (fee) => `Pay ${fee}`,
  reserve: 'Send my order',
  reserveFree: 'Hold the vehicle',
  loadingPayment: 'Loading the payment form…',
  paymentFailed: 'The payment method could not be loaded.',
  cardDetails: 'Card details',
  paypalHint: 'Press the PayPal button to approve the payment.',
  toLiqpay: 'Pay with LiqPay',
  processing: 'Sending your order…',
  incomplete: 'Some steps are not complete yet.',
  completeSteps: 'Back to complete the steps',
  noVehicle: 'No vehicle has been chosen to order.',
  secureNote: 'Payments are secure and handled by the payment provider; we never store your card details.',
  successTitle: 'Thank you! Your order has been received',
  successBody: 'The retailer will contact you soon to arrange the next steps.',
  orderNumber: 'Order number',
  orderState: 'Order status',
  paymentStatus: 'Payment status',
  orderStates: {
    initialised: 'In progress',
    paid: 'Paid',
    created: 'Received',
    confirmed: 'Confirmed',
    cancelled: 'Cancelled',
    expired: 'Expired',
    refunded: 'Refunded',
  },
  paymentStatuses: {
    none: 'Not paid yet',
    pending: 'Pending',
    authorised: 'Held on your card',
    captured: 'Paid',
    voided: 'Hold released',
    refunded: 'Refunded',
    not_required: 'No payment needed',
  },
  checkEmail: (email) => `We sent a link to ${email}. Your order is confirmed once you open it.`,
  viewOrder: 'View your order',
  confirmationTitle: 'Order confirmation',
  confirm: 'Confirm my order',
  confirmed: 'Your order is confirmed. The retailer will contact you soon.',
  needsLink: 'To see your order, open the link we emailed to you.',
  orderLoadFailed: 'The order could not be loaded.',
  tradeInSummary: 'Trade-in car',
  amount: 'Amount',
  entryTitle: 'Order online',
  entryIntro: 'Choose a vehicle in stock, hold it for yourself and pay the reservation fee online.',
  continueOrder: 'Continue the order you started',
};

export const checkoutStrings: Readonly<Record<CheckoutLocale, CheckoutStrings>> = { he, en };

export function checkoutStringsFor(locale: string): CheckoutStrings {
  return checkoutStrings[checkoutLocaleOf(locale)];
}
