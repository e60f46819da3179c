import type { Localized } from '../shared/strings';

export interface CollectionSliderStrings {
  /** Carousel name when the block has no heading. */
  label: string;
  /** Prefix read before a price. */
  price: string;
}

export const collectionSliderStrings: Localized<CollectionSliderStrings> = {
  he: { label: 'קולקציית לנד רובר', price: 'מחיר:' },
  en: { label: 'Land Rover collection', price: 'Price:' },
  ar: { label: 'مجموعة لاند روفر', price: 'السعر:' },
  ru: { label: 'Коллекция Land Rover', price: 'Цена:' },
};
