import type { BlockDataLoader } from '../data/types';
import { parseRaceResults, resultsPath, type RaceResults } from './results';

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The chosen results file, server-rendered; null when it could not be read (the block retries in the browser). */
export const racingResultsLoader: BlockDataLoader = async (block, context): Promise<RaceResults | null> => {
  const path = resultsPath(String(block.fields['url'] ?? ''));
  if (!path) return null;
  try {
    const response = await context.contentHttp.get(path, { headers: { 'x-request-id': context.requestId } });
    return parseRaceResults(response.data);
  } catch (error) {
    context.warn({ blockId: block.id, err: message(error), requestId: context.requestId }, 'racing results: file unavailable');
    return null;
  }
};
