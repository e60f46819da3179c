/**
 * How the site writes a vehicle's specs (A§3 model catalogue): labels, units and enumerated values in
 * he and en, in display order, with the same rules as the content service's spec sheets
 * (apps/api/src/services/content/catalogue/specs.ts): engine capacity in litres with exactly one decimal
 * (A§5), seconds and consumption with one, everything else whole. The compare table and the model
 * blocks format raw values (`/vehicles`, `/compare/spec`) with it; the service's own labels win where
 * it sends them.
 */
import type { FuelType, SpecKey, VehicleSpecs } from './content-api.types';
import { intlLocale, type Locale } from './locale';

type Texts = Readonly<Record<Locale, string>>;

interface SpecDefinition {
  label: Texts;
  unit: Texts | null;
  values?: Readonly<Record<string, Texts>>;
  decimals?: 1;
}

const FUEL: Record<FuelType, Texts> = {
  petrol: { he: 'בנזין', en: 'Petrol', ar: 'بنزين', ru: 'Бензин' },
  diesel: { he: 'דיזל', en: 'Diesel', ar: 'ديزل', ru: 'Дизель' },
  mhev_petrol: { he: 'בנזין, היברידי קל (MHEV)', en: 'Petrol mild hybrid (MHEV)', ar: 'بنزين، هجين خفيف (MHEV)', ru: 'Бензин, мягкий гибрид (MHEV)' },
  mhev_diesel: { he: 'דיזל, היברידי קל (MHEV)', en: 'Diesel mild hybrid (MHEV)', ar: 'ديزل، هجين خفيف (MHEV)', ru: 'Дизель, мягкий гибрид (MHEV)' },
  phev: { he: 'היברידי נטען (PHEV)', en: 'Plug-in hybrid (PHEV)', ar: 'هجين قابل للشحن (PHEV)', ru: 'Подключаемый гибрид (PHEV)' },
  bev: { he: 'חשמלי (BEV)', en: 'Battery electric (BEV)', ar: 'كهربائي (BEV)', ru: 'Электромобиль (BEV)' },
};

const TRANSMISSION: Record<VehicleSpecs['transmission'], Texts> = {
  automatic_8: { he: 'אוטומטית, 8 הילוכים', en: '8-speed automatic', ar: 'أوتوماتيكي، 8 سرعات', ru: 'Автомат, 8 ступеней' },
  automatic_9: { he: 'אוטומטית, 9 הילוכים', en: '9-speed automatic', ar: 'أوتوماتيكي، 9 سرعات', ru: 'Автомат, 9 ступеней' },
  single_speed: { he: 'הילוך יחיד', en: 'Single speed', ar: 'سرعة واحدة', ru: 'Одноступенчатая' },
};

const DRIVETRAIN: Record<VehicleSpecs['drivetrain'], Texts> = {
  awd: { he: 'הנעה כפולה (AWD)', en: 'All-wheel drive (AWD)', ar: 'دفع رباعي (AWD)', ru: 'Полный привод (AWD)' },
  rwd: { he: 'הנעה אחורית', en: 'Rear-wheel drive', ar: 'دفع خلفي', ru: 'Задний привод' },
  fwd: { he: 'הנעה קדמית', en: 'Front-wheel drive', ar: 'دفع أمامي', ru: 'Передний привод' },
};

const SPEC_DEFINITIONS: Readonly<Record<SpecKey, SpecDefinition>> = {
  fuel_type: { label: { he: 'סוג הנעה', en: 'Powertrain', ar: 'نوع المحرك', ru: 'Силовая установка' }, unit: null, values: FUEL },
  engine_capacity_cc: {
    label: { he: 'נפח מנוע', en: 'Engine capacity', ar: 'سعة المحرك', ru: 'Объём двигателя' },
    unit: { he: 'ליטר', en: 'l', ar: 'لتر', ru: 'л' },
    decimals: 1,
  },
  cylinders: { label: { he: 'צילינדרים', en: 'Cylinders', ar: 'الأسطوانات', ru: 'Цилиндры' }, unit: null },
  power_hp: { label: { he: 'הספק', en: 'Power', ar: 'القوة', ru: 'Мощность' }, unit: { he: 'כ״ס', en: 'hp', ar: 'حصان', ru: 'л. с.' } },
  torque_nm: { label: { he: 'מומנט', en: 'Torque', ar: 'عزم الدوران', ru: 'Крутящий момент' }, unit: { he: 'ניוטון-מטר', en: 'Nm', ar: 'نيوتن متر', ru: 'Н·м' } },
  acceleration_0_100_s: {
    label: { he: 'תאוצה 0–100 קמ״ש', en: '0–100 km/h', ar: 'التسارع 0–100 كم/س', ru: 'Разгон 0–100 км/ч' },
    unit: { he: 'שניות', en: 's', ar: 'ثانية', ru: 'с' },
    decimals: 1,
  },
  top_speed_kmh: { label: { he: 'מהירות מרבית', en: 'Top speed', ar: 'السرعة القصوى', ru: 'Максимальная скорость' }, unit: { he: 'קמ״ש', en: 'km/h', ar: 'كم/س', ru: 'км/ч' } },
  seats: { label: { he: 'מושבים', en: 'Seats', ar: 'المقاعد', ru: 'Места' }, unit: null },
  transmission: { label: { he: 'תיבת הילוכים', en: 'Transmission', ar: 'ناقل الحركة', ru: 'Коробка передач' }, unit: null, values: TRANSMISSION },
  drivetrain: { label: { he: 'הנעה', en: 'Drivetrain', ar: 'نظام الدفع', ru: 'Привод' }, unit: null, values: DRIVETRAIN },
  consumption_l_100km: {
    label: { he: 'צריכת דלק משולבת (WLTP)', en: 'Combined fuel consumption (WLTP)', ar: 'استهلاك الوقود المركب (WLTP)', ru: 'Смешанный расход топлива (WLTP)' },
    unit: { he: 'ליטר ל-100 ק״מ', en: 'l/100 km', ar: 'لتر/100 كم', ru: 'л/100 км' },
    decimals: 1,
  },
  electric_consumption_kwh_100km: {
    label: { he: 'צריכת חשמל (WLTP)', en: 'Electric consumption (WLTP)', ar: 'استهلاك الكهرباء (WLTP)', ru: 'Расход электроэнергии (WLTP)' },
    unit: { he: 'קוט״ש ל-100 ק״מ', en: 'kWh/100 km', ar: 'كيلوواط ساعة/100 كم', ru: 'кВт·ч/100 км' },
    decimals: 1,
  },
  electric_range_km: {
    label: { he: 'טווח חשמלי (WLTP)', en: 'Electric range (WLTP)', ar: 'المدى الكهربائي (WLTP)', ru: 'Запас хода на электротяге (WLTP)' },
    unit: { he: 'ק״מ', en: 'km', ar: 'كم', ru: 'км' },
  },
  battery_kwh: { label: { he: 'קיבולת סוללה', en: 'Battery capacity', ar: 'سعة البطارية', ru: 'Ёмкость батареи' }, unit: { he: 'קוט״ש', en: 'kWh', ar: 'كيلوواط ساعة', ru: 'кВт·ч' } },
  co2_g_km: { label: { he: 'פליטת CO₂', en: 'CO₂ emissions', ar: 'انبعاثات CO₂', ru: 'Выбросы CO₂' }, unit: { he: 'גרם לק״מ', en: 'g/km', ar: 'غ/كم', ru: 'г/км' } },
  boot_litres: { label: { he: 'נפח תא מטען', en: 'Boot space', ar: 'سعة صندوق الأمتعة', ru: 'Объём багажника' }, unit: { he: 'ליטר', en: 'l', ar: 'لتر', ru: 'л' } },
};

/** Every spec key, in the order a spec sheet and the compare table show them. */
export const specKeys = Object.keys(SPEC_DEFINITIONS) as readonly SpecKey[];

export function isSpecKey(value: unknown): value is SpecKey {
  return typeof value === 'string' && Object.hasOwn(SPEC_DEFINITIONS, value);
}

export function specLabel(key: SpecKey, locale: Locale): string {
  return SPEC_DEFINITIONS[key].label[locale];
}

export function specUnit(key: SpecKey, locale: Locale): string | null {
  return SPEC_DEFINITIONS[key].unit?.[locale] ?? null;
}

const numberFormats = new Map<string, Intl.NumberFormat>();
function numberFormat(locale: Locale, digits: number): Intl.NumberFormat {
  const id = `${locale}:${digits}`;
  let format = numberFormats.get(id);
  if (!format) {
    format = new Intl.NumberFormat(intlLocale(locale), {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    numberFormats.set(id, format);
  }
  return format;
}

/**
 * A spec value as shown: the number in the locale with its unit ("5.6 שניות", "3.0 l"), or the word for
 * an enumerated value ("היברידי נטען (PHEV)"). '' when the spec does not apply (null, a missing value,
 * a non-finite number); an unknown enumerated value shows as sent rather than disappearing.
 */
export function specText(
  key: SpecKey,
  value: unknown,
  locale: Locale,
  unit: string | null = specUnit(key, locale),
): string {
  const definition = SPEC_DEFINITIONS[key];
  if (typeof value === 'string') return value === '' ? '' : (definition.values?.[value]?.[locale] ?? value);
  if (typeof value !== 'number' || !Number.isFinite(value)) return '';
  const shown = key === 'engine_capacity_cc' ? value / 1000 : value;
  const number = numberFormat(locale, definition.decimals ?? 0).format(shown);
  return unit ? `${number} ${unit}` : number;
}

/** The words for a fuel type (the "engine" facet of model filters). */
export function fuelTypeText(fuel: FuelType, locale: Locale): string {
  return FUEL[fuel]?.[locale] ?? fuel;
}
