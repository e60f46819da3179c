import type { TemplateKey } from '@lux/block-catalogue';
import { collectionItemComponent } from '../collection-item/CollectionItem';
import { collectionSliderComponent } from '../collection-slider/CollectionSlider';
import { contentsBlockCarouselComponent } from '../contents-block-carousel/ContentsBlockCarousel';
import { dualFrameCarousel2Component } from '../dual-frame-carousel-2/DualFrameCarousel2';
import { electrifyingPowerComponent } from '../electrifying-power/ElectrifyingPower';
import { heroBannerComponent } from '../hero-banner/HeroBanner';
import { iconButtonSliderComponent } from '../icon-button-slider/IconButtonSlider';
import { heroCarouselComponent } from '../hero-carousel/HeroCarousel';
import { numberButtonCarouselComponent } from '../number-button-carousel/NumberButtonCarousel';
import { rangeComponentComponent } from '../range-component/RangeComponent';
import type { AnyBlockComponent } from '../shared/types';

/** Hero, new-version carousels and collection blocks of B§3.2/B§3.4. */
export const heroGroupBlocks = {
  'hero-banner': heroBannerComponent,
  'hero-carousel': heroCarouselComponent,
  'number-button-carousel': numberButtonCarouselComponent,
  'dual-frame-carousel-2': dualFrameCarousel2Component,
  'icon-button-slider': iconButtonSliderComponent,
  'range-component': rangeComponentComponent,
  'electrifying-power': electrifyingPowerComponent,
  'contents-block-carousel': contentsBlockCarouselComponent,
  'collection-item': collectionItemComponent,
  'collection-slider': collectionSliderComponent,
} as const satisfies Partial<Record<TemplateKey, AnyBlockComponent>>;
