import type { Localized } from '../shared/strings';

export interface CarRentStrings {
  features: string;
  extras: string;
  included: string;
}

export const carRentStrings: Localized<CarRentStrings> = {
  he: { features: 'מאפיינים', extras: 'ציוד נוסף', included: 'כלול' },
  en: { features: 'Features', extras: 'Extra equipment', included: 'Included' },
  ar: { features: 'المزايا', extras: 'معدات إضافية', included: 'مشمول' },
  ru: { features: 'Особенности', extras: 'Дополнительное оборудование', included: 'Включено' },
};
