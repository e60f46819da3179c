import { createContentApi } from '@lux/content';
import type { BlockDataLoader } from '../data/types';
import { buildSummary, facetsOf, summaryFields } from '../model-catalogue/summary';
import type { ValidBlock } from '../validate';
import type { ModelSummaryFiltersData } from './types';

/** The model summaries a filters block governs: those after it, up to the next filters block. */
export function governedSummaries(pageBlocks: readonly ValidBlock[], filterId: number): ValidBlock[] {
  const start = pageBlocks.findIndex((block) => block.id === filterId);
  if (start < 0) return [];
  const governed: ValidBlock[] = [];
  for (const block of pageBlocks.slice(start + 1)) {
    if (block.template === 'model-summary-filters') break;
    if (block.template === 'model-summary') governed.push(block);
  }
  return governed;
}

/**
 * Works out each following summary's facets (model, body style, engine) the way the summary itself
 * resolves its car, from one `/vehicles` and one `/vehicles/grouped_nameplates` call. Fewer than two
 * summaries leave nothing to filter: no call is made.
 */
export const modelSummaryFiltersLoader: BlockDataLoader = async (block, context) => {
  const governed = governedSummaries(context.pageBlocks ?? [], block.id);
  const empty: ModelSummaryFiltersData = { summaries: [] };
  if (governed.length < 2) return empty;
  const api = createContentApi(context.contentHttp);
  const options = { requestId: context.requestId };
  const [cars, nameplates] = await Promise.all([
    api.vehicles({}, context.locale, options),
    api.groupedNameplates({}, context.locale, options),
  ]);
  const data: ModelSummaryFiltersData = {
    summaries: governed.flatMap((summaryBlock) => {
      const summary = buildSummary(summaryFields(summaryBlock.fields), cars, nameplates, context.locale);
      return summary ? [{ blockId: summaryBlock.id, ...facetsOf(summary, summaryBlock.fields) }] : [];
    }),
  };
  return data;
};
