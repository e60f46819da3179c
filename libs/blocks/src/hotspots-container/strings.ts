import type { Localized } from '../shared/strings';

export interface HotspotsStrings {
  /** Name of a point without a heading. */
  point: (n: number) => string;
  close: string;
  /** Name of the group of points. */
  points: string;
}

export const hotspotsStrings: Localized<HotspotsStrings> = {
  he: { point: (n) => `נקודת עניין ${n}`, close: 'סגירה', points: 'נקודות עניין בתמונה' },
  en: { point: (n) => `Point of interest ${n}`, close: 'Close', points: 'Points of interest on the image' },
  ar: { point: (n) => `نقطة اهتمام ${n}`, close: 'إغلاق', points: 'نقاط الاهتمام في الصورة' },
  ru: { point: (n) => `Точка интереса ${n}`, close: 'Закрыть', points: 'Точки интереса на изображении' },
};
