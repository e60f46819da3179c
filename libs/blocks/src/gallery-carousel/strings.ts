import type { Localized } from '../shared/strings';

export interface GalleryCarouselStrings {
  /** The carousel's name when the block has no heading. */
  gallery: string;
}

export const galleryCarouselStrings: Localized<GalleryCarouselStrings> = {
  he: { gallery: 'גלריית תמונות' },
  en: { gallery: 'Image gallery' },
  ar: { gallery: 'معرض الصور' },
  ru: { gallery: 'Фотогалерея' },
};
