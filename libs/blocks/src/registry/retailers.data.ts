import type { TemplateKey } from '@lux/block-catalogue';
import type { BlockDataLoader } from '../data/types';
import { retailerLocatorLoader } from '../retailer-locator/data';
import { retailerSchemaLoader } from '../retailer-schema/data';

/** Server-side data loaders of the retailers blocks (see registry/data.ts). */
export const retailersDataLoaders: Partial<Record<TemplateKey, BlockDataLoader>> = {
  'retailer-locator': retailerLocatorLoader,
  'retailer-schema': retailerSchemaLoader('retailer'),
  'retailer-service-schema': retailerSchemaLoader('service'),
};
