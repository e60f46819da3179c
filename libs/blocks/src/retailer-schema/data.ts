import type { Retailer } from '@lux/stock-locator';
import type { BlockDataLoader } from '../data/types';
import { fetchDealerSettings, fetchDealersList } from '../retailer-locator/dealers';
import { reportDealerProblems } from '../retailer-locator/data';
import { schemaFromFields, schemaFromRetailers, type SchemaKind } from './jsonLd';
import type { Fields } from './types';

/** What a retailer schema block gets from the server. */
export interface RetailerSchemaData {
  /** The page's origin, for absolute image addresses. */
  origin: string;
  /** The page's address without its query. */
  pageUrl: string;
  /** Every retailer of the dealers list when the block names none of its own; otherwise null. */
  retailers: Retailer[] | null;
}

export function schemaDataOf(data: unknown): RetailerSchemaData | null {
  if (typeof data !== 'object' || data === null) return null;
  const candidate = data as Partial<RetailerSchemaData>;
  return typeof candidate.origin === 'string' && typeof candidate.pageUrl === 'string' ? (data as RetailerSchemaData) : null;
}

/**
 * Structured data is for search engines, so it is built on the server: the page address for `url`, and
 * the dealers list (A§7) when the editor left the name blank. Unreadable parts are logged here.
 */
export function retailerSchemaLoader(kind: SchemaKind): BlockDataLoader {
  return async (block, context): Promise<RetailerSchemaData> => {
    const pageUrl = `${context.url.origin}${context.url.pathname}`;
    const fields = block.fields as unknown as Fields;
    if (fields.name.trim() !== '') {
      reportDealerProblems(block, context, schemaFromFields(fields, kind, { pageUrl, imageUrl: null }).problems);
      return { origin: context.url.origin, pageUrl, retailers: null };
    }
    const call = { requestId: context.requestId };
    const { brand } = await fetchDealerSettings(context.contentHttp, call).catch(() => ({ brand: '' }));
    const list = await fetchDealersList(context.contentHttp, { brand, locale: context.locale }, call);
    reportDealerProblems(block, context, [...list.problems, ...schemaFromRetailers(list.retailers, kind, { pageUrl, imageUrl: null }).problems]);
    return { origin: context.url.origin, pageUrl, retailers: list.retailers };
  };
}
