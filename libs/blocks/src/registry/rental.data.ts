import type { TemplateKey } from '@lux/block-catalogue';
import type { BlockDataLoader } from '../data/types';
import { rentACarLoader } from '../rent-a-car/data';

/** Server-side data loaders of the rental blocks (see registry/data.ts): the enquiry's contact form. */
export const rentalDataLoaders: Partial<Record<TemplateKey, BlockDataLoader>> = {
  'jlr-rent-a-car': rentACarLoader,
};
