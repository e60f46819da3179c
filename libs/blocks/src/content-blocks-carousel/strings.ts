import type { Localized } from '../shared/strings';

export interface ContentBlocksCarouselStrings {
  /** The carousel's accessible name when the block has no heading. */
  label: string;
}

export const contentBlocksCarouselStrings: Localized<ContentBlocksCarouselStrings> = {
  he: { label: 'מבחר דגמים והצעות' },
  en: { label: 'Models and offers' },
  ar: { label: 'طرازات وعروض' },
  ru: { label: 'Модели и предложения' },
};
