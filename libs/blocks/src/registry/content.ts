import type { TemplateKey } from '@lux/block-catalogue';
import type { BlockLoader } from '../shared/types';

/** Content blocks of B§3.2 (text, cards, steps, accordions, quotes). */
export const contentGroupBlocks = {
  'content-blocks-carousel': () =>
    import('../content-blocks-carousel/ContentBlocksCarousel').then((m) => m.contentBlocksCarouselComponent),
  'text-steps': () => import('../text-steps/TextSteps').then((m) => m.textStepsComponent),
  accordion: () => import('../accordion/Accordion').then((m) => m.accordionComponent),
  'sign-post': () => import('../sign-post/SignPost').then((m) => m.signPostComponent),
  snippet: () => import('../snippet/Snippet').then((m) => m.snippetComponent),
  'quote-slider': () => import('../quote-slider/QuoteSlider').then((m) => m.quoteSliderComponent),
  'icons-timeline': () => import('../icons-timeline/IconsTimeline').then((m) => m.iconsTimelineComponent),
} as const satisfies Partial<Record<TemplateKey, BlockLoader>>;
