import type { TemplateKey } from '@lux/block-catalogue';
import type { BlockDataLoader } from '../data/types';

/** Server-side data loaders of the catalogue blocks (see registry/data.ts). */
export const catalogueDataLoaders: Partial<Record<TemplateKey, BlockDataLoader>> = {};
