import type { DrivingProfile } from '@lux/vehicle-tools';
import type { Localized } from '../shared/strings';

export interface RangeCalculatorStrings {
  drivingProfile: string;
  wheels: string;
  temperature: string;
  profiles: Readonly<Record<DrivingProfile, string>>;
  model: string;
  speed: string;
  climate: string;
  /** The wheel size option: 21 → `21″ wheels`. */
  wheel: (inches: number) => string;
  unit: { km: string; mi: string };
  speedUnit: string;
  /** "Estimated range of Range Rover Electric: 412 km". */
  estimateOf: (model: string, amount: string) => string;
  /** The per-model list's name. */
  allModels: string;
  /** The bar's ends. */
  between: (min: string, max: string) => string;
  atMinimum: string;
  atMaximum: string;
  /** The list row's wheels when the model lacks the chosen size. */
  onWheels: (inches: number) => string;
  disclaimer: string;
  loading: string;
  missing: string;
  invalid: string;
  unavailable: string;
  tryAgain: string;
}

export const rangeCalculatorStrings: Localized<RangeCalculatorStrings> = {
  he: {
    drivingProfile: 'סגנון נהיגה',
    wheels: 'חישוקים',
    temperature: 'טמפרטורה בחוץ',
    profiles: { city: 'עירוני', mixed: 'משולב', motorway: 'בין־עירוני' },
    model: 'דגם',
    speed: 'מהירות',
    climate: 'מיזוג אוויר פועל',
    wheel: (inches) => `חישוקי ${inches}″`,
    unit: { km: 'ק"מ', mi: 'מייל' },
    speedUnit: 'קמ"ש',
    estimateOf: (model, amount) => `טווח משוער ל${model}: ${amount}`,
    allModels: 'הטווח לפי דגם',
    between: (min, max) => `בין ${min} ל־${max}`,
    atMinimum: 'הטווח המינימלי המוצג',
    atMaximum: 'הטווח המרבי המוצג',
    onWheels: (inches) => `עם חישוקי ${inches}″`,
    disclaimer: 'הערכה בלבד. הטווח בפועל תלוי בסגנון הנהיגה, בתוואי, במטען ובמצב הסוללה.',
    loading: 'טוען את נתוני הטווח…',
    missing: 'נתוני הטווח אינם זמינים כרגע.',
    invalid: 'לא ניתן לקרוא את נתוני הטווח.',
    unavailable: 'טעינת נתוני הטווח נכשלה.',
    tryAgain: 'ניסיון נוסף',
  },
  en: {
    drivingProfile: 'Driving profile',
    wheels: 'Wheels',
    temperature: 'Outside temperature',
    profiles: { city: 'City', mixed: 'Mixed', motorway: 'Motorway' },
    model: 'Model',
    speed: 'Speed',
    climate: 'Climate control on',
    wheel: (inches) => `${inches}″ wheels`,
    unit: { km: 'km', mi: 'miles' },
    speedUnit: 'km/h',
    estimateOf: (model, amount) => `Estimated range of ${model}: ${amount}`,
    allModels: 'Range by model',
    between: (min, max) => `Between ${min} and ${max}`,
    atMinimum: 'The lowest range shown',
    atMaximum: 'The highest range shown',
    onWheels: (inches) => `on ${inches}″ wheels`,
    disclaimer: 'An estimate only. Real range depends on driving style, route, load and battery condition.',
    loading: 'Loading the range data…',
    missing: 'The range data is not available at the moment.',
    invalid: 'The range data could not be read.',
    unavailable: 'The range data could not be loaded.',
    tryAgain: 'Try again',
  },
  ar: {
    drivingProfile: 'نمط القيادة',
    wheels: 'العجلات',
    temperature: 'درجة الحرارة الخارجية',
    profiles: { city: 'داخل المدينة', mixed: 'مختلط', motorway: 'طريق سريع' },
    model: 'الطراز',
    speed: 'السرعة',
    climate: 'التكييف قيد التشغيل',
    wheel: (inches) => `عجلات ${inches}″`,
    unit: { km: 'كم', mi: 'ميل' },
    speedUnit: 'كم/س',
    estimateOf: (model, amount) => `المدى التقديري لـ ${model}: ${amount}`,
    allModels: 'المدى حسب الطراز',
    between: (min, max) => `بين ${min} و${max}`,
    atMinimum: 'أدنى مدى معروض',
    atMaximum: 'أعلى مدى معروض',
    onWheels: (inches) => `بعجلات ${inches}″`,
    disclaimer: 'تقدير فقط. يعتمد المدى الفعلي على أسلوب القيادة والطريق والحمولة وحالة البطارية.',
    loading: 'جارٍ تحميل بيانات المدى…',
    missing: 'بيانات المدى غير متوفرة حالياً.',
    invalid: 'تعذّرت قراءة بيانات المدى.',
    unavailable: 'تعذّر تحميل بيانات المدى.',
    tryAgain: 'إعادة المحاولة',
  },
  ru: {
    drivingProfile: 'Стиль езды',
    wheels: 'Колёса',
    temperature: 'Температура за бортом',
    profiles: { city: 'Город', mixed: 'Смешанный', motorway: 'Трасса' },
    model: 'Модель',
    speed: 'Скорость',
    climate: 'Климат-контроль включён',
    wheel: (inches) => `Колёса ${inches}″`,
    unit: { km: 'км', mi: 'миль' },
    speedUnit: 'км/ч',
    estimateOf: (model, amount) => `Расчётный запас хода ${model}: ${amount}`,
    allModels: 'Запас хода по моделям',
    between: (min, max) => `От ${min} до ${max}`,
    atMinimum: 'Наименьший показываемый запас хода',
    atMaximum: 'Наибольший показываемый запас хода',
    onWheels: (inches) => `на колёсах ${inches}″`,
    disclaimer: 'Только оценка. Реальный запас хода зависит от стиля езды, маршрута, загрузки и состояния батареи.',
    loading: 'Загрузка данных о запасе хода…',
    missing: 'Данные о запасе хода сейчас недоступны.',
    invalid: 'Не удалось прочитать данные о запасе хода.',
    unavailable: 'Не удалось загрузить данные о запасе хода.',
    tryAgain: 'Повторить',
  },
};
