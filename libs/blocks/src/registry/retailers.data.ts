import type { TemplateKey } from '@lux/block-catalogue';
import type { BlockDataLoader } from '../data/types';

/** Server-side data loaders of the retailers blocks (see registry/data.ts). */
export const retailersDataLoaders: Partial<Record<TemplateKey, BlockDataLoader>> = {};
