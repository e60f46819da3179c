import type { TemplateKey } from '@lux/block-catalogue';
import type { BlockDataLoader } from '../data/types';

/** Server-side data loaders of the finance blocks (see registry/data.ts). */
export const financeDataLoaders: Partial<Record<TemplateKey, BlockDataLoader>> = {};
