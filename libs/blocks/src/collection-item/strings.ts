import type { Localized } from '../shared/strings';

export interface CollectionItemStrings {
  /** Name of the photo carousel. */
  photos: string;
  /** Alt text of one photo among several. */
  photoOf: (alt: string, n: number, total: number) => string;
}

export const collectionItemStrings: Localized<CollectionItemStrings> = {
  he: { photos: 'תמונות המוצר', photoOf: (alt, n, total) => `${alt} (${n} מתוך ${total})` },
  en: { photos: 'Product photos', photoOf: (alt, n, total) => `${alt} (${n} of ${total})` },
  ar: { photos: 'صور المنتج', photoOf: (alt, n, total) => `${alt} (${n} من ${total})` },
  ru: { photos: 'Фотографии товара', photoOf: (alt, n, total) => `${alt} (${n} из ${total})` },
};
