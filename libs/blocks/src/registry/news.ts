import type { TemplateKey } from '@lux/block-catalogue';
import type { BlockLoader } from '../shared/types';

/** Interactive blocks of issue 15 (ADR 028): the news group — news, racing results, the collection feed slider. */
export const newsGroupBlocks = {
  news: () => import('../news/News').then((m) => m.newsComponent),
  'racing-results': () => import('../racing-results/RacingResults').then((m) => m.racingResultsComponent),
  'collection-feed-slider': () =>
    import('../collection-feed-slider/CollectionFeedSlider').then((m) => m.collectionFeedSliderComponent),
} as const satisfies Partial<Record<TemplateKey, BlockLoader>>;
