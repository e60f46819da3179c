import type { TemplateKey } from '@lux/block-catalogue';
import type { BlockLoader } from '../shared/types';

/** Content-media blocks of B§3.2 (images, galleries, maps, compare images). */
export const mediaGroupBlocks = {
  'image-box': () => import('../image-box/ImageBox').then((m) => m.imageBoxComponent),
  'gallery-carousel': () =>
    import('../gallery-carousel/GalleryCarousel').then((m) => m.galleryCarouselComponent),
  'gallery-categories': () =>
    import('../gallery-categories/GalleryCategories').then((m) => m.galleryCategoriesComponent),
  'parallax-image': () => import('../parallax-image/ParallaxImage').then((m) => m.parallaxImageComponent),
  'image-tabs': () => import('../image-tabs/ImageTabs').then((m) => m.imageTabsComponent),
  masonry: () => import('../masonry/Masonry').then((m) => m.masonryComponent),
  'compare-images': () => import('../compare-images/CompareImages').then((m) => m.compareImagesComponent),
  'location-map': () => import('../location-map/LocationMap').then((m) => m.locationMapComponent),
} as const satisfies Partial<Record<TemplateKey, BlockLoader>>;
