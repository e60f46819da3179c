import { settingsFromEnvelope } from '@lux/content';
import type { BlockDataLoader } from '../data/types';
import { newsPath, newsSourceOf, parseNewsResponse, type NewsPage, type NewsSource } from './api';

/** What the server hands the news block: its source (site or MENA news) and the first page, or null when that call failed. */
export interface NewsData {
  source: NewsSource;
  first: NewsPage | null;
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The news block's first page, server-rendered (SEO: the list is crawlable). The `news.market` setting
 * switches to the MENA news (A§5); a failed settings call means the site's own news; a failed list keeps
 * `first: null` and the block shows its error state with a retry in the browser (A§8).
 */
export const newsLoader: BlockDataLoader = async (block, context): Promise<NewsData> => {
  const headers = { headers: { 'x-request-id': context.requestId } };
  let settings: Record<string, string | undefined> = {};
  try {
    settings = settingsFromEnvelope((await context.contentHttp.get('/settings?namespace=news', headers)).data);
  } catch (error) {
    context.warn({ blockId: block.id, err: message(error), requestId: context.requestId }, 'news: settings unavailable');
  }
  const source = newsSourceOf(context.locale, settings);
  try {
    const response = await context.contentHttp.get(newsPath(source, 1), headers);
    return { source, first: parseNewsResponse(response.data) };
  } catch (error) {
    context.warn({ blockId: block.id, err: message(error), requestId: context.requestId }, 'news: list unavailable');
    return { source, first: null };
  }
};
