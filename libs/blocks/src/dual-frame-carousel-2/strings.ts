import type { Localized } from '../shared/strings';

export interface DualFrameCarouselStrings {
  /** Carousel name when the block has no heading. */
  label: string;
}

export const dualFrameCarouselStrings: Localized<DualFrameCarouselStrings> = {
  he: { label: 'גלריית השראה' },
  en: { label: 'Inspiration gallery' },
  ar: { label: 'معرض الإلهام' },
  ru: { label: 'Галерея вдохновения' },
};
