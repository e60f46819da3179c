import { defaultListQuery, listingApiQuery, type StockTranslations, type Vehicle } from '@lux/stock-locator';
import type { BlockDataContext } from '../data/types';
import type { ValidBlock } from '../validate';
import { stockTranslationsId } from '../stock-shared/config';

/** What the carousel renders: the newest vehicles of its listing (one page, A§9: 12) and their total. */
export interface StockCarouselData {
  vehicles: Vehicle[];
  total: number;
  translations: StockTranslations;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Reads loader data defensively; anything unexpected is "no data" (the block then loads in the browser). */
export function readStockCarouselData(data: unknown): StockCarouselData | null {
  if (!isRecord(data) || !Array.isArray(data['vehicles'])) return null;
  const vehicles = (data['vehicles'] as unknown[]).filter((v): v is Vehicle => isRecord(v) && typeof v['id'] === 'string');
  const total = typeof data['total'] === 'number' && Number.isSafeInteger(data['total']) ? data['total'] : vehicles.length;
  const translations = isRecord(data['translations'])
    ? (Object.fromEntries(Object.entries(data['translations']).filter(([, v]) => typeof v === 'string')) as StockTranslations)
    : {};
  return { vehicles, total, translations };
}

/** The light listing's query (A§7 `/light`): newest first, one page, the block's brand. */
export const carouselQuery = (brand: string) => listingApiQuery(defaultListQuery, { brand });

/**
 * Server-side load of the carousel: the light listing (cards only) and the widget translations. A failed
 * listing throws, so the page logs it and the block tries again in the browser.
 */
export async function loadStockCarousel(block: ValidBlock, context: BlockDataContext): Promise<StockCarouselData> {
  const listing = typeof block.fields['ci_key_list'] === 'string' ? block.fields['ci_key_list'].trim() : '';
  const brand = typeof block.fields['sl_key_brand'] === 'string' ? block.fields['sl_key_brand'].trim() : '';
  if (!listing) {
    context.warn({ blockId: block.id, template: block.template }, 'stock carousel: no listing (ci_key_list) configured');
    return { vehicles: [], total: 0, translations: {} };
  }
  const [result, translations] = await Promise.all([
    context.stockApi.listVehiclesLight(listing, carouselQuery(brand)),
    context.stockApi.getTranslations(stockTranslationsId(context.locale)).catch(() => ({})),
  ]);
  return { vehicles: [...result.data], total: result.meta.total, translations };
}
