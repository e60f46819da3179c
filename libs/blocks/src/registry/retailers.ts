import type { TemplateKey } from '@lux/block-catalogue';
import type { BlockLoader } from '../shared/types';

/** Retailer blocks of B§3.2 (issue 4): retailer locator, retailer cards, retailer schemas. */
export const retailerGroupBlocks = {
  'retailer-locator': () =>
    import('../retailer-locator/RetailerLocator').then((m) => m.retailerLocatorComponent),
  'retailer-cards': () => import('../retailer-cards/RetailerCards').then((m) => m.retailerCardsComponent),
  'retailer-schema': () => import('../retailer-schema/RetailerSchema').then((m) => m.retailerSchemaComponent),
  'retailer-service-schema': () =>
    import('../retailer-schema/RetailerSchema').then((m) => m.retailerServiceSchemaComponent),
} as const satisfies Partial<Record<TemplateKey, BlockLoader>>;
