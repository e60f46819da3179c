import type { TemplateKey } from '@lux/block-catalogue';
import type { AnyBlockComponent } from '../shared/types';
import { stockLocatorCarouselComponent } from '../stock-locator-carousel/StockLocatorCarousel';
import { stockLocatorOverseasComponent } from '../stock-locator-overseas/StockLocatorOverseas';
import { stockLocatorComponent } from '../stock-locator/StockLocator';

/** Stock locator blocks of B§3.2 (issue 4): stock locator, overseas, stock locator carousel. */
export const stockGroupBlocks = {
  'stock-locator': stockLocatorComponent,
  'stock-locator-overseas': stockLocatorOverseasComponent,
  'stock-locator-carousel': stockLocatorCarouselComponent,
} as const satisfies Partial<Record<TemplateKey, AnyBlockComponent>>;
