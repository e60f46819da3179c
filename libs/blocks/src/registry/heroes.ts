import type { TemplateKey } from '@lux/block-catalogue';
import type { BlockLoader } from '../shared/types';

/** Hero, new-version carousels and collection blocks of B§3.2/B§3.4. */
export const heroGroupBlocks = {
  'hero-banner': () => import('../hero-banner/HeroBanner').then((m) => m.heroBannerComponent),
  'hero-carousel': () => import('../hero-carousel/HeroCarousel').then((m) => m.heroCarouselComponent),
  'number-button-carousel': () =>
    import('../number-button-carousel/NumberButtonCarousel').then((m) => m.numberButtonCarouselComponent),
  'dual-frame-carousel-2': () =>
    import('../dual-frame-carousel-2/DualFrameCarousel2').then((m) => m.dualFrameCarousel2Component),
  'icon-button-slider': () =>
    import('../icon-button-slider/IconButtonSlider').then((m) => m.iconButtonSliderComponent),
  'range-component': () => import('../range-component/RangeComponent').then((m) => m.rangeComponentComponent),
  'electrifying-power': () =>
    import('../electrifying-power/ElectrifyingPower').then((m) => m.electrifyingPowerComponent),
  'contents-block-carousel': () =>
    import('../contents-block-carousel/ContentsBlockCarousel').then((m) => m.contentsBlockCarouselComponent),
  'collection-item': () => import('../collection-item/CollectionItem').then((m) => m.collectionItemComponent),
  'collection-slider': () =>
    import('../collection-slider/CollectionSlider').then((m) => m.collectionSliderComponent),
} as const satisfies Partial<Record<TemplateKey, BlockLoader>>;
