import type { TemplateKey } from '@lux/block-catalogue';
import type { BlockDataLoader } from '../data/types';

/** Server-side data loaders of the range calculator and the vehicle-to-update picker (see registry/data.ts). */
export const calculatorsDataLoaders: Partial<Record<TemplateKey, BlockDataLoader>> = {};
