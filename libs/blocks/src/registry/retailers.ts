import type { TemplateKey } from '@lux/block-catalogue';
import { retailerCardsComponent } from '../retailer-cards/RetailerCards';
import { retailerLocatorComponent } from '../retailer-locator/RetailerLocator';
import { retailerSchemaComponent, retailerServiceSchemaComponent } from '../retailer-schema/RetailerSchema';
import type { AnyBlockComponent } from '../shared/types';

/** Retailer blocks of B§3.2 (issue 4): retailer locator, retailer cards, retailer schemas. */
export const retailerGroupBlocks = {
  'retailer-locator': retailerLocatorComponent,
  'retailer-cards': retailerCardsComponent,
  'retailer-schema': retailerSchemaComponent,
  'retailer-service-schema': retailerServiceSchemaComponent,
} as const satisfies Partial<Record<TemplateKey, AnyBlockComponent>>;
