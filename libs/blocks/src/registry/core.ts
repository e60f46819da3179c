import type { TemplateKey } from '@lux/block-catalogue';
import type { BlockLoader } from '../shared/types';

/** The first blocks (foundation issue). */
export const coreBlocks = {
  'hero-title-banner': () =>
    import('../hero-title-banner/HeroTitleBanner').then((m) => m.heroTitleBannerComponent),
  quote: () => import('../quote/Quote').then((m) => m.quoteComponent),
  'content-blocks': () => import('../content-blocks/ContentBlocks').then((m) => m.contentBlocksComponent),
} as const satisfies Partial<Record<TemplateKey, BlockLoader>>;
