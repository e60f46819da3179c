import type { TemplateKey } from '@lux/block-catalogue';
import type { BlockLoader } from '../shared/types';

/** Model-catalogue blocks of B§3.2 that read the content service's vehicles and specs (issue 3). */
export const catalogueGroupBlocks = {
  'specification-accordion': () =>
    import('../specification-accordion/SpecificationAccordion').then(
      (m) => m.specificationAccordionComponent,
    ),
  'specification-at-a-glance': () =>
    import('../specification-at-a-glance/SpecificationAtAGlance').then(
      (m) => m.specificationAtAGlanceComponent,
    ),
  'model-summary-filters': () =>
    import('../model-summary-filters/ModelSummaryFilters').then((m) => m.modelSummaryFiltersComponent),
  'model-summary': () => import('../model-summary/ModelSummary').then((m) => m.modelSummaryComponent),
  'color-picker-slider': () =>
    import('../color-picker-slider/ColorPickerSlider').then((m) => m.colorPickerSliderComponent),
  versatility: () => import('../versatility/Versatility').then((m) => m.versatilityComponent),
  'models-carousel': () => import('../models-carousel/ModelsCarousel').then((m) => m.modelsCarouselComponent),
  'single-offer': () => import('../single-offer/SingleOffer').then((m) => m.singleOfferComponent),
} as const satisfies Partial<Record<TemplateKey, BlockLoader>>;
