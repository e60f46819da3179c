import type { TemplateKey } from '@lux/block-catalogue';
import type { BlockDataLoader } from '../data/types';

/** Server-side data loaders of the news blocks (see registry/data.ts). */
export const newsDataLoaders: Partial<Record<TemplateKey, BlockDataLoader>> = {};
