import type { Localized } from '../shared/strings';

export interface SingleOfferStrings {
  /** The eyebrow over the offer. */
  offer: string;
  /** The link to the model's page when the editor set no button. */
  discover: string;
  /** Before the monthly lease price. */
  lease: string;
}

export const singleOfferStrings: Localized<SingleOfferStrings> = {
  he: { offer: 'הצעה מיוחדת', discover: 'לפרטי הדגם', lease: 'או בליסינג: ' },
  en: { offer: 'Special offer', discover: 'Explore the model', lease: 'Or lease from ' },
  ar: { offer: 'عرض خاص', discover: 'اكتشف الطراز', lease: 'أو بالتأجير: ' },
  ru: { offer: 'Специальное предложение', discover: 'Подробнее о модели', lease: 'Или в лизинг: ' },
};
