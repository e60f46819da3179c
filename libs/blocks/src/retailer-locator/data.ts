import { NO_DEALERS_API_URL, normaliseRetailerQuery, postcodeOf, type DealersResult } from '@lux/stock-locator';
import type { BlockDataContext, BlockDataLoader } from '../data/types';
import type { ValidBlock } from '../validate';
import { fetchDealerSettings, fetchDealersByPostcode, fetchDealersList } from './dealers';
import { QUERY_PARAM, type PostcodeSearchResult, type RetailerLocatorData } from './locator';

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Skipped dealer parts are logged once per block (at most 20 lines), never thrown. */
export function reportDealerProblems(block: ValidBlock, context: BlockDataContext, problems: readonly string[]) {
  if (problems.length === 0) return;
  context.warn(
    { blockId: block.id, template: block.template, problems: problems.slice(0, 20), requestId: context.requestId },
    'retailers: parts of the dealer data were skipped',
  );
}

/**
 * The retailer locator's data, loaded beside the page so the list arrives server-rendered: the dealers
 * list (A§7, 50 items, by name) and, when the page was opened with a postcode search (`?q=4951100`), the
 * dealers endpoint's answer. A failed list fails the loader (the block then loads in the browser); a
 * failed search is kept as such for the block to offer "Try again"; no endpoint set → the A§8 log and
 * an empty result.
 */
export const retailerLocatorLoader: BlockDataLoader = async (block, context): Promise<RetailerLocatorData> => {
  const call = { requestId: context.requestId };
  const settings = await fetchDealerSettings(context.contentHttp, call).catch((error: unknown) => {
    context.warn({ blockId: block.id, err: message(error), requestId: context.requestId }, 'retailers: dealers settings unavailable');
    return { searchEndpoint: null, brand: '' };
  });
  const query = normaliseRetailerQuery(context.url.searchParams.get(QUERY_PARAM));
  const postcode = postcodeOf(query);
  const options = { brand: settings.brand, locale: context.locale };

  const searchByPostcode = async (code: string): Promise<PostcodeSearchResult> => {
    if (!settings.searchEndpoint) {
      context.warn({ blockId: block.id, setting: 'dealers.endpoint', requestId: context.requestId }, NO_DEALERS_API_URL);
      return { postcode: code, status: 'done', retailers: [], fallback: false };
    }
    try {
      const result: DealersResult = await fetchDealersByPostcode(context.contentHttp, settings.searchEndpoint, code, options, call);
      reportDealerProblems(block, context, result.problems);
      return { postcode: code, status: 'done', retailers: result.retailers, fallback: result.fallback };
    } catch (error) {
      context.warn({ blockId: block.id, err: message(error), requestId: context.requestId }, 'retailers: postcode search failed');
      return { postcode: code, status: 'failed', retailers: [], fallback: false };
    }
  };

  const [list, search] = await Promise.all([
    fetchDealersList(context.contentHttp, options, call),
    postcode ? searchByPostcode(postcode) : Promise.resolve(null),
  ]);
  reportDealerProblems(block, context, list.problems);
  return { retailers: list.retailers, query, search, searchEndpoint: settings.searchEndpoint, brand: settings.brand };
};
