import type { TemplateKey } from '@lux/block-catalogue';
import type { BlockDataLoader } from '../data/types';
import { catalogueDataLoaders } from './catalogue.data';
import { formsDataLoaders } from './forms.data';
import { retailersDataLoaders } from './retailers.data';
import { stockDataLoaders } from './stock.data';
import { calculatorsDataLoaders } from './calculators.data';
import { financeDataLoaders } from './finance.data';
import { newsDataLoaders } from './news.data';
import { quizzesDataLoaders } from './quizzes.data';
import { rentalDataLoaders } from './rental.data';
import { serviceToolsDataLoaders } from './service-tools.data';

/**
 * Server-side data loaders by template key. A block without one renders from its fields alone; a block
 * with one receives the loader's result as `data` (undefined when the loader failed: the block then
 * fetches in the browser or shows its failure state, A§8). Each group registers in its own file.
 */
export const blockDataLoaders: Partial<Record<TemplateKey, BlockDataLoader>> = {
  ...stockDataLoaders,
  ...retailersDataLoaders,
  ...catalogueDataLoaders,
  ...formsDataLoaders,
  ...financeDataLoaders,
  ...quizzesDataLoaders,
  ...rentalDataLoaders,
  ...serviceToolsDataLoaders,
  ...newsDataLoaders,
  ...calculatorsDataLoaders,
};
