import type { Localized } from '../shared/strings';

/** The template's default for error_text (B§3.2), as in @lux/block-catalogue's specials. */
export const MAP_UPDATE_VIN_ERROR = 'VIN not recognised. Please check you have entered your VIN correctly or try again later.';

export interface MapUpdateStrings {
  /** Step headings when the editor left them empty. */
  step1Heading: string;
  step2Heading: string;
  successHeading: string;
  retryHeading: string;
  /** Defaults of the template's English texts, in the page language (an untouched default is translated). */
  vinLabel: string;
  vinPlaceholder: string;
  submit: string;
  notRecognised: string;
  acceptTerms: string;
  download: string;
  retry: string;
  retryText: string;
  successText: string;
  updateAnother: string;
  retailerFinder: string;
  vinDescription: string;
  progress: (step: number, total: number) => string;
  checking: string;
  vehicle: (modelYear: number, system: string) => string;
  packageLine: (version: string, date: string) => string;
  acceptFirst: string;
  filesLabel: string;
}

export const mapUpdateStrings: Localized<MapUpdateStrings> = {
  he: {
    step1Heading: 'עדכון מפות הניווט',
    step2Heading: 'אישור התנאים והורדת המפות',
    successHeading: 'ההורדה החלה',
    retryHeading: 'משהו השתבש',
    vinLabel: 'מספר שלדה (VIN)',
    vinPlaceholder: 'הזינו את מספר השלדה',
    submit: 'שליחה',
    notRecognised: 'מספר השלדה לא זוהה. יש לבדוק שהוזן נכון או לנסות שוב מאוחר יותר.',
    acceptTerms: 'קראתי ואני מסכים/ה לתנאים',
    download: 'הורדת המפות',
    retry: 'ניסיון נוסף',
    retryText: 'לא הצלחנו לבדוק את מספר השלדה כרגע. נסו שוב בעוד רגע.',
    successText: 'שמרו את הקבצים בכונן USB ופעלו לפי מדריך ההתקנה.',
    updateAnother: 'עדכון רכב נוסף',
    retailerFinder: 'איתור מרכז שירות',
    vinDescription: '17 תווים, כפי שמופיעים ברישיון הרכב ובתחתית השמשה הקדמית.',
    progress: (step, total) => `שלב ${step} מתוך ${total}`,
    checking: 'בודקים את מספר השלדה…',
    vehicle: (modelYear, system) => `שנת דגם ${modelYear}, מערכת ${system}`,
    packageLine: (version, date) => `גרסה ${version}, פורסמה ב-${date}`,
    acceptFirst: 'יש לאשר את התנאים כדי להוריד את הקבצים.',
    filesLabel: 'קבצי העדכון',
  },
  en: {
    step1Heading: 'Update your navigation maps',
    step2Heading: 'Accept the terms and download the maps',
    successHeading: 'Your download has started',
    retryHeading: 'Something went wrong',
    vinLabel: 'VIN',
    vinPlaceholder: 'Enter your VIN',
    submit: 'Submit',
    notRecognised: 'VIN not recognised. Please check you have entered your VIN correctly or try again later.',
    acceptTerms: 'I accept the terms and conditions',
    download: 'Download maps',
    retry: 'Try again',
    retryText: 'We could not check your VIN just now. Please try again in a moment.',
    successText: 'Save the files to a USB drive and follow the installation guide.',
    updateAnother: 'Update another vehicle',
    retailerFinder: 'Find a retailer',
    vinDescription: '17 characters, as on your registration document and at the foot of the windscreen.',
    progress: (step, total) => `Step ${step} of ${total}`,
    checking: 'Checking your VIN…',
    vehicle: (modelYear, system) => `Model year ${modelYear}, ${system}`,
    packageLine: (version, date) => `Version ${version}, released ${date}`,
    acceptFirst: 'Accept the terms to download the files.',
    filesLabel: 'Update files',
  },
  ar: {
    step1Heading: 'تحديث خرائط الملاحة',
    step2Heading: 'الموافقة على الشروط وتنزيل الخرائط',
    successHeading: 'بدأ التنزيل',
    retryHeading: 'حدث خطأ ما',
    vinLabel: 'رقم الهيكل (VIN)',
    vinPlaceholder: 'أدخل رقم الهيكل',
    submit: 'إرسال',
    notRecognised: 'لم يتم التعرف على رقم الهيكل. تحقق من إدخاله بشكل صحيح أو حاول لاحقًا.',
    acceptTerms: 'أوافق على الشروط والأحكام',
    download: 'تنزيل الخرائط',
    retry: 'حاول مرة أخرى',
    retryText: 'تعذر التحقق من رقم الهيكل الآن. حاول مرة أخرى بعد قليل.',
    successText: 'احفظ الملفات على ذاكرة USB واتبع دليل التثبيت.',
    updateAnother: 'تحديث مركبة أخرى',
    retailerFinder: 'ابحث عن وكيل',
    vinDescription: '17 خانة، كما في رخصة المركبة وأسفل الزجاج الأمامي.',
    progress: (step, total) => `الخطوة ${step} من ${total}`,
    checking: 'جارٍ التحقق من رقم الهيكل…',
    vehicle: (modelYear, system) => `سنة الطراز ${modelYear}، ${system}`,
    packageLine: (version, date) => `الإصدار ${version}، صدر في ${date}`,
    acceptFirst: 'وافق على الشروط لتنزيل الملفات.',
    filesLabel: 'ملفات التحديث',
  },
  ru: {
    step1Heading: 'Обновление навигационных карт',
    step2Heading: 'Примите условия и скачайте карты',
    successHeading: 'Загрузка началась',
    retryHeading: 'Что-то пошло не так',
    vinLabel: 'VIN',
    vinPlaceholder: 'Введите VIN',
    submit: 'Отправить',
    notRecognised: 'VIN не распознан. Проверьте правильность ввода или повторите попытку позже.',
    acceptTerms: 'Я принимаю условия',
    download: 'Скачать карты',
    retry: 'Повторить',
    retryText: 'Не удалось проверить VIN. Повторите попытку чуть позже.',
    successText: 'Сохраните файлы на USB-накопитель и следуйте инструкции по установке.',
    updateAnother: 'Обновить другой автомобиль',
    retailerFinder: 'Найти дилера',
    vinDescription: '17 символов, как в документах и внизу лобового стекла.',
    progress: (step, total) => `Шаг ${step} из ${total}`,
    checking: 'Проверяем VIN…',
    vehicle: (modelYear, system) => `Модельный год ${modelYear}, ${system}`,
    packageLine: (version, date) => `Версия ${version}, выпущена ${date}`,
    acceptFirst: 'Примите условия, чтобы скачать файлы.',
    filesLabel: 'Файлы обновления',
  },
};

/** An editor text wins unless it is empty or still the template's English default (then the page language's). */
export function textOr(value: string | undefined, templateDefault: string, localized: string): string {
  const trimmed = (value ?? '').trim();
  return trimmed === '' || trimmed === templateDefault ? localized : trimmed;
}

/** A file size in the page language (bytes, kB or MB), e.g. "1.2 kB". */
export function formatFileSize(bytes: number, locale: string): string {
  const [unit, value] = bytes < 1000 ? (['byte', bytes] as const) : bytes < 1_000_000 ? (['kilobyte', bytes / 1000] as const) : (['megabyte', bytes / 1_000_000] as const);
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: 1 }).format(value);
}
