import type { TemplateKey } from '@lux/block-catalogue';
import type { BlockDataLoader } from '../data/types';
import { carDataLoader } from '../model-catalogue/car-data';
import { modelSummaryLoader } from '../model-summary/loader';
import { modelSummaryFiltersLoader } from '../model-summary-filters/loader';
import { modelsCarouselLoader } from '../models-carousel/loader';
import { singleOfferLoader } from '../single-offer/loader';
import { specificationAccordionLoader } from '../specification-accordion/loader';

/**
 * Server-side data loaders of the catalogue blocks (see registry/data.ts). Blocks whose texts may name
 * cars by key ({{price:…}}, {{spec:…:…}}) load those cars for spec-price substitution (A§7).
 */
export const catalogueDataLoaders: Partial<Record<TemplateKey, BlockDataLoader>> = {
  'specification-accordion': specificationAccordionLoader,
  'specification-at-a-glance': carDataLoader,
  'model-summary-filters': modelSummaryFiltersLoader,
  'model-summary': modelSummaryLoader,
  versatility: carDataLoader,
  'models-carousel': modelsCarouselLoader,
  'single-offer': singleOfferLoader,
};
