import type { TemplateKey } from '@lux/block-catalogue';
import { accordionComponent } from '../accordion/Accordion';
import { contentBlocksCarouselComponent } from '../content-blocks-carousel/ContentBlocksCarousel';
import { iconsTimelineComponent } from '../icons-timeline/IconsTimeline';
import { quoteSliderComponent } from '../quote-slider/QuoteSlider';
import type { AnyBlockComponent } from '../shared/types';
import { signPostComponent } from '../sign-post/SignPost';
import { snippetComponent } from '../snippet/Snippet';
import { textStepsComponent } from '../text-steps/TextSteps';

/** Content blocks of B§3.2 (text, cards, steps, accordions, quotes). */
export const contentGroupBlocks = {
  'content-blocks-carousel': contentBlocksCarouselComponent,
  'text-steps': textStepsComponent,
  accordion: accordionComponent,
  'sign-post': signPostComponent,
  snippet: snippetComponent,
  'quote-slider': quoteSliderComponent,
  'icons-timeline': iconsTimelineComponent,
} as const satisfies Partial<Record<TemplateKey, AnyBlockComponent>>;
