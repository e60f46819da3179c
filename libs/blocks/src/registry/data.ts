import type { TemplateKey } from '@lux/block-catalogue';
import type { BlockDataLoader } from '../data/types';

/**
 * Server-side data loaders by template key. A block without one renders from its fields alone; a block
 * with one receives the loader's result as `data` (undefined when the loader failed: the block then
 * fetches in the browser or shows its failure state, A§8).
 */
export const blockDataLoaders: Partial<Record<TemplateKey, BlockDataLoader>> = {};
