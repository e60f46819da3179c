import type { TemplateKey } from '@lux/block-catalogue';
import { colorPickerSliderComponent } from '../color-picker-slider/ColorPickerSlider';
import { modelSummaryComponent } from '../model-summary/ModelSummary';
import { modelSummaryFiltersComponent } from '../model-summary-filters/ModelSummaryFilters';
import { modelsCarouselComponent } from '../models-carousel/ModelsCarousel';
import { singleOfferComponent } from '../single-offer/SingleOffer';
import { specificationAccordionComponent } from '../specification-accordion/SpecificationAccordion';
import { specificationAtAGlanceComponent } from '../specification-at-a-glance/SpecificationAtAGlance';
import { versatilityComponent } from '../versatility/Versatility';
import type { AnyBlockComponent } from '../shared/types';

/** Model-catalogue blocks of B§3.2 that read the content service's vehicles and specs (issue 3). */
export const catalogueGroupBlocks = {
  'specification-accordion': specificationAccordionComponent,
  'specification-at-a-glance': specificationAtAGlanceComponent,
  'model-summary-filters': modelSummaryFiltersComponent,
  'model-summary': modelSummaryComponent,
  'color-picker-slider': colorPickerSliderComponent,
  versatility: versatilityComponent,
  'models-carousel': modelsCarouselComponent,
  'single-offer': singleOfferComponent,
} as const satisfies Partial<Record<TemplateKey, AnyBlockComponent>>;
