/**
 * Company config features of the stock locator (A§9 "Additional stock features", "Stock markets"),
 * read from the `additional` company config (A§7 `/public_api/company_config/additional`). The reader
 * is total: a missing, malformed or JSON:API-wrapped config gives every feature off and no market.
 */
import { isRecord } from './values';

/** A§9: the additional stock features. */
export const STOCK_FEATURES = ['postcode_search', 'owner_visible', 'display_selected_vehicles', 'postcode_filter'] as const;
export type StockFeature = (typeof STOCK_FEATURES)[number];

/** A§9: stock markets. `stock-locator-overseas` requires `overseas` (B§3.2). */
export const STOCK_MARKETS = ['overseas', 'mobility'] as const;
export type StockMarket = (typeof STOCK_MARKETS)[number];

export interface StockFeatures {
  readonly features: Readonly<Record<StockFeature, boolean>>;
  readonly market: StockMarket | null;
  /**
   * The card attribute and icon lists the company configured (`card_attributes`, `card_icons`: a list
   * or a comma-separated string), as strings; `null` when not set. `cardAttributes`/`cardIcons` of
   * card.ts apply the A§5/A§9 rules (unknown names, the limit of 3, the defaults) when a card renders.
   */
  readonly cardAttributes: readonly string[] | null;
  readonly cardIcons: readonly string[] | null;
}

export const noStockFeatures: StockFeatures = Object.freeze({
  features: Object.freeze({ postcode_search: false, owner_visible: false, display_selected_vehicles: false, postcode_filter: false }),
  market: null,
  cardAttributes: null,
  cardIcons: null,
});

function stringList(value: unknown): string[] | null {
  const list = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : null;
  if (!list) return null;
  const out = list.filter((v): v is string => typeof v === 'string').map((v) => v.trim()).filter(Boolean).slice(0, 50);
  return out.length > 0 ? out : null;
}

/** `true`, `"true"`, `1` and `"1"` switch a feature on; anything else leaves it off. */
const on = (value: unknown): boolean => value === true || value === 1 || value === 'true' || value === '1';

/** The config's data: a plain object, `{ data }`, or a JSON:API resource `{ attributes: { data } }`. */
function dataOf(config: unknown): Record<string, unknown> {
  if (!isRecord(config)) return {};
  const attributes = config['attributes'];
  if (isRecord(attributes) && isRecord(attributes['data'])) return attributes['data'];
  if (typeof config['config_type'] === 'string' && isRecord(config['data'])) return config['data'];
  return config;
}

/**
 * The features of an `additional` company config. A feature is on when set as a flag
 * (`postcode_search: true`) or listed (`additional_features: ['postcode_search']`); the market comes
 * from `market` (or `stock_market`), matched case-insensitively.
 */
export function stockFeaturesFromConfig(config: unknown): StockFeatures {
  const data = dataOf(config);
  const listed = Array.isArray(data['additional_features'])
    ? (data['additional_features'] as unknown[]).filter((v): v is string => typeof v === 'string').map((v) => v.trim())
    : [];
  const features = Object.fromEntries(
    STOCK_FEATURES.map((feature) => [feature, on(data[feature]) || listed.includes(feature)]),
  ) as Record<StockFeature, boolean>;
  const rawMarket = data['market'] ?? data['stock_market'];
  const market = typeof rawMarket === 'string' ? STOCK_MARKETS.find((m) => m === rawMarket.trim().toLowerCase()) ?? null : null;
  return { features, market, cardAttributes: stringList(data['card_attributes']), cardIcons: stringList(data['card_icons']) };
}
