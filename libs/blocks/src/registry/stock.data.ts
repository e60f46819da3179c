import type { TemplateKey } from '@lux/block-catalogue';
import type { BlockDataLoader } from '../data/types';
import { loadStockCarousel } from '../stock-locator-carousel/data';
import { loadStockLocator } from '../stock-locator/data';

/** Server-side data loaders of the stock blocks (see registry/data.ts). */
export const stockDataLoaders: Partial<Record<TemplateKey, BlockDataLoader>> = {
  'stock-locator': (block, context) => loadStockLocator(block, context, { overseas: false }),
  'stock-locator-overseas': (block, context) => loadStockLocator(block, context, { overseas: true }),
  'stock-locator-carousel': loadStockCarousel,
};
