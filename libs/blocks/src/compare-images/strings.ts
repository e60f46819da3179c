import type { Localized } from '../shared/strings';

export interface CompareImagesStrings {
  /** The slider's name. */
  slider: string;
  before: string;
  after: string;
  /** What a screen reader announces for a position: how much of each image shows. */
  valueText: (before: string, beforePercent: number, after: string, afterPercent: number) => string;
}

export const compareImagesStrings: Localized<CompareImagesStrings> = {
  he: {
    slider: 'השוואת תמונות',
    before: 'לפני',
    after: 'אחרי',
    valueText: (b, bp, a, ap) => `${b} ${bp}%, ${a} ${ap}%`,
  },
  en: {
    slider: 'Compare images',
    before: 'Before',
    after: 'After',
    valueText: (b, bp, a, ap) => `${b} ${bp}%, ${a} ${ap}%`,
  },
  ar: {
    slider: 'مقارنة الصور',
    before: 'قبل',
    after: 'بعد',
    valueText: (b, bp, a, ap) => `${b} ${bp}%، ${a} ${ap}%`,
  },
  ru: {
    slider: 'Сравнение изображений',
    before: 'До',
    after: 'После',
    valueText: (b, bp, a, ap) => `${b} ${bp}%, ${a} ${ap}%`,
  },
};
