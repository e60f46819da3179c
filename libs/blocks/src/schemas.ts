import { contentBlocksSchema } from './content-blocks/schema';
import { heroTitleBannerSchema } from './hero-title-banner/schema';
import { quoteSchema } from './quote/schema';
import type { BlockKey } from './registry';
import type { AnyBlockSchema } from './shared/types';

/** Every block's schema by template key: a missing or misspelt key is a compile error. Server side only. */
export const blockSchemas: { readonly [K in BlockKey]: AnyBlockSchema } = {
  'hero-title-banner': heroTitleBannerSchema,
  quote: quoteSchema,
  'content-blocks': contentBlocksSchema,
};
