import type { Localized } from '../shared/strings';

export interface ModelsCarouselStrings {
  /** Carousel name when the block has no heading. */
  label: string;
  version: string;
  price: string;
  lease: string;
  /** The table's caption when the editor gave none. */
  versions: (model: string) => string;
  discover: string;
}

export const modelsCarouselStrings: Localized<ModelsCarouselStrings> = {
  he: {
    label: 'הדגמים שלנו',
    version: 'גרסה',
    price: 'מחיר',
    lease: 'ליסינג',
    versions: (model) => `גרסאות ${model}`,
    discover: 'לפרטים',
  },
  en: {
    label: 'Our models',
    version: 'Version',
    price: 'Price',
    lease: 'Lease',
    versions: (model) => `${model} versions`,
    discover: 'Explore',
  },
  ar: {
    label: 'طرازاتنا',
    version: 'الفئة',
    price: 'السعر',
    lease: 'التأجير',
    versions: (model) => `فئات ${model}`,
    discover: 'اكتشف',
  },
  ru: {
    label: 'Наши модели',
    version: 'Версия',
    price: 'Цена',
    lease: 'Лизинг',
    versions: (model) => `Версии ${model}`,
    discover: 'Подробнее',
  },
};
