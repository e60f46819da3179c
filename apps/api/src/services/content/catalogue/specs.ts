import type { Drivetrain, FuelType, Transmission } from '../../../db/schema.js';
import type { Locale } from './catalogue.repository.js';

/** The spec keys a block may name (B§3.2 model summary spec_key_1…3), with their raw values. */
export interface VehicleSpecs {
  fuel_type: FuelType;
  engine_capacity_cc: number | null;
  cylinders: number | null;
  power_hp: number;
  torque_nm: number;
  acceleration_0_100_s: number;
  top_speed_kmh: number;
  seats: number;
  transmission: Transmission;
  drivetrain: Drivetrain;
  consumption_l_100km: number | null;
  electric_consumption_kwh_100km: number | null;
  electric_range_km: number | null;
  battery_kwh: number | null;
  co2_g_km: number;
  boot_litres: number;
}

export type SpecKey = keyof VehicleSpecs;

type Texts = Record<Locale, string>;

interface SpecDefinition {
  label: Texts;
  unit: Texts | null;
  /** Enumerated values get a word instead of a number. */
  values?: Record<string, Texts>;
  /** Shown with one decimal (litres, seconds, l/100 km); everything else as a whole number. */
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

const TRANSMISSION: Record<Transmission, Texts> = {
  automatic_8: { he: 'אוטומטית, 8 הילוכים', en: '8-speed automatic', ar: 'أوتوماتيكي، 8 سرعات', ru: 'Автомат, 8 ступеней' },
  automatic_9: { he: 'אוטומטית, 9 הילוכים', en: '9-speed automatic', ar: 'أوتوماتيكي، 9 سرعات', ru: 'Автомат, 9 ступеней' },
  single_speed: { he: 'הילוך יחיד', en: 'Single speed', ar: 'سرعة واحدة', ru: 'Одноступенчатая' },
};

const DRIVETRAIN: Record<Drivetrain, Texts> = {
  awd: { he: 'הנעה כפולה (AWD)', en: 'All-wheel drive (AWD)', ar: 'دفع رباعي (AWD)', ru: 'Полный привод (AWD)' },
  rwd: { he: 'הנעה אחורית', en: 'Rear-wheel drive', ar: 'دفع خلفي', ru: 'Задний привод' },
  fwd: { he: 'הנעה קדמית', en: 'Front-wheel drive', ar: 'دفع أمامي', ru: 'Передний привод' },
};

/** In display order: what a spec sheet and the compare table show. */
export const SPEC_DEFINITIONS = {
  fuel_type: { label: { he: 'סוג הנעה', en: 'Powertrain', ar: 'نوع المحرك', ru: 'Силовая установка' }, unit: null, values: FUEL },
  engine_capacity_cc: { label: { he: 'נפח מנוע', en: 'Engine capacity', ar: 'سعة المحرك', ru: 'Объём двигателя' }, unit: { he: 'ליטר', en: 'l', ar: 'لتر', ru: 'л' }, decimals: 1 },
  cylinders: { label: { he: 'צילינדרים', en: 'Cylinders', ar: 'الأسطوانات', ru: 'Цилиндры' }, unit: null },
  power_hp: { label: { he: 'הספק', en: 'Power', ar: 'القوة', ru: 'Мощность' }, unit: { he: 'כ״ס', en: 'hp', ar: 'حصان', ru: 'л. с.' } },
  torque_nm: { label: { he: 'מומנט', en: 'Torque', ar: 'عزم الدوران', ru: 'Крутящий момент' }, unit: { he: 'ניוטון-מטר', en: 'Nm', ar: 'نيوتن متر', ru: 'Н·м' } },
  acceleration_0_100_s: { label: { he: 'תאוצה 0–100 קמ״ש', en: '0–100 km/h', ar: 'التسارع 0–100 كم/س', ru: 'Разгон 0–100 км/ч' }, unit: { he: 'שניות', en: 's', ar: 'ثانية', ru: 'с' }, decimals: 1 },
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
  electric_range_km: { label: { he: 'טווח חשמלי (WLTP)', en: 'Electric range (WLTP)', ar: 'المدى الكهربائي (WLTP)', ru: 'Запас хода на электротяге (WLTP)' }, unit: { he: 'ק״מ', en: 'km', ar: 'كم', ru: 'км' } },
  battery_kwh: { label: { he: 'קיבולת סוללה', en: 'Battery capacity', ar: 'سعة البطارية', ru: 'Ёмкость батареи' }, unit: { he: 'קוט״ש', en: 'kWh', ar: 'كيلوواط ساعة', ru: 'кВт·ч' } },
  co2_g_km: { label: { he: 'פליטת CO₂', en: 'CO₂ emissions', ar: 'انبعاثات CO₂', ru: 'Выбросы CO₂' }, unit: { he: 'גרם לק״מ', en: 'g/km', ar: 'غ/كم', ru: 'г/км' } },
  boot_litres: { label: { he: 'נפח תא מטען', en: 'Boot space', ar: 'سعة صندوق الأمتعة', ru: 'Объём багажника' }, unit: { he: 'ליטר', en: 'l', ar: 'لتر', ru: 'л' } },
} as const satisfies Record<SpecKey, SpecDefinition>;

export const SPEC_KEYS = Object.keys(SPEC_DEFINITIONS) as SpecKey[];

export interface SpecRow {
  key: SpecKey;
  label: string;
  value: string | number | null;
  unit: string | null;
  /** Ready to show: the number in the locale's digits with its unit, or the word; '' when not applicable. */
  text: string;
}

/** A labelled spec sheet; engine capacity is shown in litres with exactly one decimal (B§9). */
export function specRows(specs: VehicleSpecs, locale: Locale): SpecRow[] {
  return SPEC_KEYS.map((key) => {
    const definition: SpecDefinition = SPEC_DEFINITIONS[key];
    const value = specs[key];
    const unit = definition.unit?.[locale] ?? null;
    let text = '';
    if (typeof value === 'string') {
      text = definition.values?.[value]?.[locale] ?? value;
    } else if (typeof value === 'number') {
      const shown = key === 'engine_capacity_cc' ? value / 1000 : value;
      const digits = definition.decimals ?? 0;
      const number = new Intl.NumberFormat(locale === 'he' ? 'he-IL' : 'en-GB', {
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
      }).format(shown);
      text = unit ? `${number} ${unit}` : number;
    }
    return { key, label: definition.label[locale], value, unit, text };
  });
}
