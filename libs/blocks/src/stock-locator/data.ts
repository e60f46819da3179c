import { allSettled, fork, serialize } from 'effector';
import {
  $filterDebounceMs,
  $stockTranslations,
  knownDealersReceived,
  noStockFeatures,
  stockApiConfigured,
  stockFeaturesFromConfig,
  stockLocatorOpened,
  stockWarningLoggedFx,
  storageReadFx,
  storageWrittenFx,
  type StockFeatures,
  type Vehicle,
} from '@lux/stock-locator';
import type { BlockDataContext } from '../data/types';
import type { ValidBlock } from '../validate';
import { dealersFromBody, dealersQuery, parseSelectedVehicles, stockTranslationsId } from '../stock-shared/config';

/** Why a stock locator shows no search: no listing configured, or the overseas block outside that market. */
export type StockLocatorProblem = 'noListing' | 'market';

/** What the server hands the stock locator: its Effector state, the company's features, the picked vehicles. */
export interface StockLocatorData {
  /** `serialize(scope)` of the block's scope after the first load: query, vehicles, facets, search… */
  values: Record<string, unknown>;
  features: StockFeatures;
  /** B§3.2 `vehicles`: headline and the vehicles found for the listed ids (feature display_selected_vehicles). */
  selected: { headline: string; vehicles: Vehicle[] };
  problem: StockLocatorProblem | null;
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Reads loader data defensively (it crossed the network as JSON); anything unexpected is "no data". */
export function readStockLocatorData(data: unknown): StockLocatorData | null {
  if (!isRecord(data) || !isRecord(data['values']) || !isRecord(data['features'])) return null;
  const features = data['features'] as unknown as StockFeatures;
  if (!isRecord(features.features)) return null;
  const selected = isRecord(data['selected']) ? data['selected'] : {};
  const problem = data['problem'] === 'noListing' || data['problem'] === 'market' ? data['problem'] : null;
  return {
    values: data['values'],
    features: { ...noStockFeatures, ...features },
    selected: {
      headline: text(selected['headline']),
      vehicles: Array.isArray(selected['vehicles']) ? (selected['vehicles'] as Vehicle[]).filter((v) => isRecord(v) && typeof v.id === 'string') : [],
    },
    problem,
  };
}

/**
 * Server-side load of a stock locator block (A§4, A§7): company features (and the overseas market
 * requirement, B§3.2), widget translations, the known dealers when postcode search is on, then the
 * list as the page URL asks for it (filters, sort, page, `_state`…). Each side call may fail on its own
 * and is then left out; the list's own failure is part of the state (the block offers "Try again").
 */
export async function loadStockLocator(block: ValidBlock, context: BlockDataContext, options: { overseas: boolean }): Promise<StockLocatorData> {
  const listing = text(block.fields['ci_key_list']);
  const brand = text(block.fields['sl_key_brand']);
  const empty = { values: {}, features: noStockFeatures, selected: { headline: '', vehicles: [] } };
  if (!listing) {
    context.warn({ blockId: block.id, template: block.template }, 'stock locator: no listing (ci_key_list) configured');
    return { ...empty, problem: 'noListing' };
  }
  const warnFailure = (what: string) => (error: unknown) => {
    context.warn({ blockId: block.id, listing, err: error instanceof Error ? error.message : String(error) }, `stock locator: ${what} failed`);
    return null;
  };
  const api = context.stockApi;
  const [config, translations] = await Promise.all([
    api.getCompanyConfig('additional', listing).catch(warnFailure('company config')),
    api.getTranslations(stockTranslationsId(context.locale)).catch(warnFailure('translations')),
  ]);
  const features = stockFeaturesFromConfig(config);
  if (options.overseas && features.market !== 'overseas') {
    context.warn({ blockId: block.id, listing, market: features.market }, 'stock locator overseas: the market setting is not overseas');
    return { ...empty, features, problem: 'market' };
  }

  const picked = parseSelectedVehicles(block.fields['vehicles']);
  const [dealers, selected] = await Promise.all([
    features.features.postcode_search
      ? context.contentHttp
          .get('/dealers', { params: dealersQuery(context.locale, brand) })
          .then((response) => dealersFromBody(response.data))
          .catch(warnFailure('dealers'))
      : null,
    features.features.display_selected_vehicles && picked.ids.length > 0
      ? Promise.allSettled(picked.ids.map((id) => api.getVehicle(listing, id))).then((results) =>
          results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : [])),
        )
      : [],
  ]);

  // One scope per block and request. Storage does not exist on the server: the session copy is read
  // in the browser; no debounce, so the list loads within this request.
  const scope = fork({
    values: [
      [$filterDebounceMs, 0],
      [$stockTranslations, translations ?? {}],
    ],
    handlers: [
      [storageReadFx, () => null],
      [storageWrittenFx, () => undefined],
      [stockWarningLoggedFx, (warning: { message: string; context?: Record<string, unknown> }) => context.warn({ blockId: block.id, ...warning.context }, `stock locator: ${warning.message}`)],
    ],
  });
  await allSettled(stockApiConfigured, { scope, params: api });
  if (dealers && dealers.length > 0) await allSettled(knownDealersReceived, { scope, params: dealers });
  await allSettled(stockLocatorOpened, { scope, params: { listing, brand, search: context.url.search } });
  return {
    values: serialize(scope) as Record<string, unknown>,
    features,
    selected: { headline: picked.headline, vehicles: selected },
    problem: null,
  };
}
