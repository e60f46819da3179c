import type { TemplateKey } from '@lux/block-catalogue';
import { collectionFeedLoader } from '../collection-feed-slider/data';
import type { BlockDataLoader } from '../data/types';
import { newsLoader } from '../news/data';
import { racingResultsLoader } from '../racing-results/data';

/** Server-side data loaders of the news blocks (see registry/data.ts). */
export const newsDataLoaders: Partial<Record<TemplateKey, BlockDataLoader>> = {
  news: newsLoader,
  'racing-results': racingResultsLoader,
  'collection-feed-slider': collectionFeedLoader,
};
