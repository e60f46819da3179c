import type { BlockDataLoader } from '../data/types';
import { feedPath, parseFeedResponse, type FeedGroup } from './feed';

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The feed, server-rendered; null when it could not be read (the block retries in the browser, A§8). */
export const collectionFeedLoader: BlockDataLoader = async (block, context): Promise<FeedGroup[] | null> => {
  const f = block.fields;
  const grouped = f['grouped'] === true;
  const path = feedPath({
    lang: String(f['lang'] ?? 'en'),
    market: String(f['market'] ?? ''),
    collection: String(f['collection'] ?? ''),
    limit: typeof f['limit'] === 'number' ? f['limit'] : 10,
    grouped,
  });
  if (!path) return [];
  try {
    const response = await context.contentHttp.get(path, { headers: { 'x-request-id': context.requestId } });
    return parseFeedResponse(response.data, grouped);
  } catch (error) {
    context.warn({ blockId: block.id, err: message(error), requestId: context.requestId }, 'collection feed: unavailable');
    return null;
  }
};
