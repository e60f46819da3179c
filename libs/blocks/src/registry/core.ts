import type { TemplateKey } from '@lux/block-catalogue';
import { contentBlocksComponent } from '../content-blocks/ContentBlocks';
import { heroTitleBannerComponent } from '../hero-title-banner/HeroTitleBanner';
import { quoteComponent } from '../quote/Quote';
import type { AnyBlockComponent } from '../shared/types';

/** The first blocks (foundation issue). */
export const coreBlocks = {
  'hero-title-banner': heroTitleBannerComponent,
  quote: quoteComponent,
  'content-blocks': contentBlocksComponent,
} as const satisfies Partial<Record<TemplateKey, AnyBlockComponent>>;
