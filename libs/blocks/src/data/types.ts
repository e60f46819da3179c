import type { ContentHttp, Locale } from '@lux/content';
import type { StockApi } from '@lux/stock-locator';
import type { ValidBlock } from '../validate';

/** What a server-side block data loader may use: the services, the request and a logger. */
export interface BlockDataContext {
  locale: Locale;
  /** The page request's URL: loaders read their query parameters (stock filters, postcode search). */
  url: URL;
  stockApi: StockApi;
  /** An HTTP client on the content service's base URL (dealers, vehicles, specs). */
  contentHttp: ContentHttp;
  /** An HTTP client on the forms service's base URL (form blocks); absent, forms load in the browser. */
  formsHttp?: ContentHttp;
  requestId: string;
  warn: (details: Record<string, unknown>, message: string) => void;
  /** Every block of the page, in order (set by loadBlockData): a block may act on the blocks after it. */
  pageBlocks?: readonly ValidBlock[];
}

/**
 * Fetches what a block needs before it renders, so data blocks arrive server-rendered (SEO, LCP, no
 * spinner on first paint). Whatever it returns reaches the component as `data`; it must be JSON-safe.
 */
export type BlockDataLoader = (block: ValidBlock, context: BlockDataContext) => Promise<unknown>;
