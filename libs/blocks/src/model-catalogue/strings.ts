import type { Localized } from '../shared/strings';

/** Words the model-catalogue blocks share: price captions and the compare link. */
export interface CatalogueStrings {
  /** Read before a list price. */
  listPrice: string;
  /** Read before a monthly lease price. */
  lease: string;
}

export const catalogueStrings: Localized<CatalogueStrings> = {
  he: { listPrice: 'מחיר מחירון', lease: 'ליסינג' },
  en: { listPrice: 'List price', lease: 'Lease' },
  ar: { listPrice: 'سعر القائمة', lease: 'تأجير' },
  ru: { listPrice: 'Цена по прайсу', lease: 'Лизинг' },
};
