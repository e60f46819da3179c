import { contentBlocksComponent } from './content-blocks/ContentBlocks';
import { heroTitleBannerComponent } from './hero-title-banner/HeroTitleBanner';
import { quoteComponent } from './quote/Quote';
import type { BlockKey } from './registry';
import type { AnyBlockComponent } from './shared/types';

/** Every block's component by template key: a missing or misspelt key is a compile error. */
export const blockComponents: { readonly [K in BlockKey]: AnyBlockComponent } = {
  'hero-title-banner': heroTitleBannerComponent,
  quote: quoteComponent,
  'content-blocks': contentBlocksComponent,
};
