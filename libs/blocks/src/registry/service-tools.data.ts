import type { TemplateKey } from '@lux/block-catalogue';
import type { BlockDataLoader } from '../data/types';

/** Server-side data loaders of the service-tools blocks (see registry/data.ts). */
export const serviceToolsDataLoaders: Partial<Record<TemplateKey, BlockDataLoader>> = {};
