import type { Localized } from '../shared/strings';

export interface ContentsBlockCarouselStrings {
  /** Carousel name when the block has no heading. */
  label: string;
}

export const contentsBlockCarouselStrings: Localized<ContentsBlockCarouselStrings> = {
  he: { label: 'תכנים נבחרים' },
  en: { label: 'Featured stories' },
  ar: { label: 'محتوى مختار' },
  ru: { label: 'Избранные материалы' },
};
