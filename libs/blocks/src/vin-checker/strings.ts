import type { Localized } from '../shared/strings';

/** The template's defaults (B§3.2, B§8), as in @lux/block-catalogue's specials. */
export const VIN_CHECKER_DEFAULTS = {
  label: 'VIN',
  button: 'Check',
  positive: 'Please contact the service centre for parts replacement.',
  negative: 'Your vehicle is NOT the affected vehicle.',
} as const;

export interface VinCheckerStrings {
  label: string;
  button: string;
  positive: string;
  negative: string;
  affectedBy: string;
  failed: string;
  checking: string;
}

export const vinCheckerStrings: Localized<VinCheckerStrings> = {
  he: {
    label: 'מספר שלדה (VIN)',
    button: 'בדיקה',
    positive: 'יש לפנות למרכז השירות לצורך החלפת חלקים.',
    negative: 'הרכב שלך אינו נכלל ברכבים המושפעים.',
    affectedBy: 'הרכב נכלל בקריאות השירות:',
    failed: 'לא הצלחנו לבדוק את מספר השלדה כרגע. נסו שוב בעוד רגע.',
    checking: 'בודקים את מספר השלדה…',
  },
  en: {
    label: 'VIN',
    button: 'Check',
    positive: VIN_CHECKER_DEFAULTS.positive,
    negative: VIN_CHECKER_DEFAULTS.negative,
    affectedBy: 'Your vehicle is included in:',
    failed: 'We could not check your VIN just now. Please try again in a moment.',
    checking: 'Checking your VIN…',
  },
  ar: {
    label: 'رقم الهيكل (VIN)',
    button: 'تحقق',
    positive: 'يرجى التواصل مع مركز الخدمة لاستبدال القطع.',
    negative: 'مركبتك ليست من المركبات المتأثرة.',
    affectedBy: 'مركبتك مشمولة في:',
    failed: 'تعذر التحقق من رقم الهيكل الآن. حاول مرة أخرى بعد قليل.',
    checking: 'جارٍ التحقق من رقم الهيكل…',
  },
  ru: {
    label: 'VIN',
    button: 'Проверить',
    positive: 'Обратитесь в сервисный центр для замены деталей.',
    negative: 'Ваш автомобиль НЕ входит в число затронутых.',
    affectedBy: 'Ваш автомобиль входит в сервисные кампании:',
    failed: 'Не удалось проверить VIN. Повторите попытку чуть позже.',
    checking: 'Проверяем VIN…',
  },
};
