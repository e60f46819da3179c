import type { TemplateKey } from '@lux/block-catalogue';
import { advancedGroupBlocks } from './registry/advanced';
import { contentGroupBlocks } from './registry/content';
import { coreBlocks } from './registry/core';
import { formGroupBlocks } from './registry/forms';
import { heroGroupBlocks } from './registry/heroes';
import { mediaGroupBlocks } from './registry/media';
import { catalogueGroupBlocks } from './registry/catalogue';
import { retailerGroupBlocks } from './registry/retailers';
import { stockGroupBlocks } from './registry/stock';
import { calculatorsGroupBlocks } from './registry/calculators';
import { financeGroupBlocks } from './registry/finance';
import { newsGroupBlocks } from './registry/news';
import { quizzesGroupBlocks } from './registry/quizzes';
import { rentalGroupBlocks } from './registry/rental';
import { serviceToolsGroupBlocks } from './registry/service-tools';
import type { BlockLoader } from './shared/types';

/**
 * Every block the site renders, by catalogue template key (a misspelt key fails to compile): one loader
 * each, a dynamic import, so each block is its own chunk and no module imports a block statically (ADR 031).
 * Each group of blocks registers in its own file under registry/, so the groups grow independently.
 */
export const blockLoaders = {
  ...coreBlocks,
  ...contentGroupBlocks,
  ...mediaGroupBlocks,
  ...advancedGroupBlocks,
  ...heroGroupBlocks,
  ...catalogueGroupBlocks,
  ...stockGroupBlocks,
  ...retailerGroupBlocks,
  ...formGroupBlocks,
  ...financeGroupBlocks,
  ...quizzesGroupBlocks,
  ...rentalGroupBlocks,
  ...serviceToolsGroupBlocks,
  ...newsGroupBlocks,
  ...calculatorsGroupBlocks,
} as const satisfies Partial<Record<TemplateKey, BlockLoader>>;

export type BlockKey = keyof typeof blockLoaders;
export const blockKeys = Object.keys(blockLoaders) as BlockKey[];

export function isBlockKey(key: string): key is BlockKey {
  return Object.hasOwn(blockLoaders, key);
}
