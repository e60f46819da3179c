import type { Localized } from '../shared/strings';

export interface IconsTimelineStrings {
  /** The tab list's accessible name when the block has no heading. */
  label: string;
  /** Tab label of an entry with neither year nor model. */
  entry: (n: number) => string;
  /** Alt text of an entry's image (the CMS stores ids only). */
  imageAlt: (name: string, n: number, total: number) => string;
  /** Accessible name of an entry's image carousel. */
  images: (name: string) => string;
}

export const iconsTimelineStrings: Localized<IconsTimelineStrings> = {
  he: {
    label: 'ציר הזמן',
    entry: (n) => `פרק ${n}`,
    imageAlt: (name, n, total) => (total > 1 ? `${name}, תמונה ${n} מתוך ${total}` : name),
    images: (name) => `תמונות: ${name}`,
  },
  en: {
    label: 'Timeline',
    entry: (n) => `Chapter ${n}`,
    imageAlt: (name, n, total) => (total > 1 ? `${name}, image ${n} of ${total}` : name),
    images: (name) => `Images: ${name}`,
  },
  ar: {
    label: 'الخط الزمني',
    entry: (n) => `الفصل ${n}`,
    imageAlt: (name, n, total) => (total > 1 ? `${name}، صورة ${n} من ${total}` : name),
    images: (name) => `صور: ${name}`,
  },
  ru: {
    label: 'Хронология',
    entry: (n) => `Глава ${n}`,
    imageAlt: (name, n, total) => (total > 1 ? `${name}, фото ${n} из ${total}` : name),
    images: (name) => `Фото: ${name}`,
  },
};
