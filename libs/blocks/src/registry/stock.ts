import type { TemplateKey } from '@lux/block-catalogue';
import type { BlockLoader } from '../shared/types';

/** Stock locator blocks of B§3.2 (issue 4): stock locator, overseas, stock locator carousel. */
export const stockGroupBlocks = {
  'stock-locator': () => import('../stock-locator/StockLocator').then((m) => m.stockLocatorComponent),
  'stock-locator-overseas': () =>
    import('../stock-locator-overseas/StockLocatorOverseas').then((m) => m.stockLocatorOverseasComponent),
  'stock-locator-carousel': () =>
    import('../stock-locator-carousel/StockLocatorCarousel').then((m) => m.stockLocatorCarouselComponent),
} as const satisfies Partial<Record<TemplateKey, BlockLoader>>;
