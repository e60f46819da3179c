import type { TemplateKey } from '@lux/block-catalogue';
import type { BlockDataLoader } from '../data/types';

/** Server-side data loaders of the rental blocks (see registry/data.ts). */
export const rentalDataLoaders: Partial<Record<TemplateKey, BlockDataLoader>> = {};
