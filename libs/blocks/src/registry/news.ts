import type { TemplateKey } from '@lux/block-catalogue';
import { collectionFeedSliderComponent } from '../collection-feed-slider/CollectionFeedSlider';
import { newsComponent } from '../news/News';
import { racingResultsComponent } from '../racing-results/RacingResults';
import type { AnyBlockComponent } from '../shared/types';

/** Interactive blocks of issue 15 (ADR 028): the news group — news, racing results, the collection feed slider. */
export const newsGroupBlocks = {
  news: newsComponent,
  'racing-results': racingResultsComponent,
  'collection-feed-slider': collectionFeedSliderComponent,
} as const satisfies Partial<Record<TemplateKey, AnyBlockComponent>>;
