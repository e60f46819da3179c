import type { TemplateKey } from '@lux/block-catalogue';
import type { BlockDataLoader } from '../data/types';

/** Server-side data loaders of the stock blocks (see registry/data.ts). */
export const stockDataLoaders: Partial<Record<TemplateKey, BlockDataLoader>> = {};
