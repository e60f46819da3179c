import type { Localized } from '../shared/strings';

export interface IconButtonSliderStrings {
  /** Carousel name when the block has no heading. */
  label: string;
  /** Added to the name of links that open in a new window. */
  newWindow: string;
}

export const iconButtonSliderStrings: Localized<IconButtonSliderStrings> = {
  he: { label: 'קישורים מהירים', newWindow: '(נפתח בחלון חדש)' },
  en: { label: 'Quick links', newWindow: '(opens in a new window)' },
  ar: { label: 'روابط سريعة', newWindow: '(يفتح في نافذة جديدة)' },
  ru: { label: 'Быстрые ссылки', newWindow: '(откроется в новом окне)' },
};
