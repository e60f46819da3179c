import type { TemplateKey } from '@lux/block-catalogue';
import { compareImagesComponent } from '../compare-images/CompareImages';
import { galleryCarouselComponent } from '../gallery-carousel/GalleryCarousel';
import { galleryCategoriesComponent } from '../gallery-categories/GalleryCategories';
import { imageBoxComponent } from '../image-box/ImageBox';
import { imageTabsComponent } from '../image-tabs/ImageTabs';
import { locationMapComponent } from '../location-map/LocationMap';
import { masonryComponent } from '../masonry/Masonry';
import { parallaxImageComponent } from '../parallax-image/ParallaxImage';
import type { AnyBlockComponent } from '../shared/types';

/** Content-media blocks of B§3.2 (images, galleries, maps, compare images). */
export const mediaGroupBlocks = {
  'image-box': imageBoxComponent,
  'gallery-carousel': galleryCarouselComponent,
  'gallery-categories': galleryCategoriesComponent,
  'parallax-image': parallaxImageComponent,
  'image-tabs': imageTabsComponent,
  masonry: masonryComponent,
  'compare-images': compareImagesComponent,
  'location-map': locationMapComponent,
} as const satisfies Partial<Record<TemplateKey, AnyBlockComponent>>;
