/**
 * A typed `window.dataLayer` (A§4, A§7). Events follow GA4's recommended names where one exists
 * (view_item, begin_checkout, purchase…); the site's own events keep the names of A§7.
 */

/** A§4: page categories for tracking; a site may add its own through the page-category setting. */
export type PageCategory =
  | 'checkout'
  | 'checkout_reservation'
  | 'checkout_order_confirmation'
  | 'pdp'
  | 'plp'
  | 'dx_other'
  | (string & {});

/** A§4: vehicle states of the stock locator. */
export type VehicleState = 'new' | 'approved' | 'used' | 'configurator';
export type Affiliation = 'sl-nvl' | 'sl-avl' | 'sl-nvl-config';
export type StockSource = 'NVL' | 'AVL';

/**
 * A§4: new → sl-nvl, approved → sl-avl, configurator (and new vehicles in the configurator journey)
 * → sl-nvl-config. Used vehicles have no affiliation in the spec: `null`.
 */
export function analyticsAffiliation(state: VehicleState, configuratorJourney = false): Affiliation | null {
  if (state === 'configurator' || (state === 'new' && configuratorJourney)) return 'sl-nvl-config';
  if (state === 'new') return 'sl-nvl';
  if (state === 'approved') return 'sl-avl';
  return null;
}

/** A§4: new → NVL, approved → AVL; a configurator vehicle is a new vehicle (NVL); used has none. */
export function stockSource(state: VehicleState): StockSource | null {
  if (state === 'new' || state === 'configurator') return 'NVL';
  if (state === 'approved') return 'AVL';
  return null;
}

/** A vehicle as a GA4 item. */
export interface VehicleItem {
  /** Vehicle id (or VIN). */
  item_id: string;
  /** Model name, e.g. `Range Rover Velar`. */
  item_name: string;
  item_brand?: string;
  item_variant?: string;
  price?: number;
  affiliation: Affiliation;
  source: StockSource;
  index?: number;
}

interface Ecommerce {
  currency?: string;
  value?: number;
  items: VehicleItem[];
}

export type DataLayerEvent =
  | { event: 'page_view'; page_category: PageCategory; page_path: string; page_title?: string; language?: string }
  | { event: 'header_nav_click'; link_text: string; link_url: string; nav_level?: number }
  | { event: 'footer_nav_click'; link_text: string; link_url: string; footer_column?: string }
  | { event: 'outbound_link_click'; link_url: string; link_domain: string; link_text?: string }
  | {
      event: 'stock_filter_change';
      filter_name: string;
      filter_value: string;
      affiliation: Affiliation;
      source: StockSource;
      results_count?: number;
    }
  | { event: 'view_item_list'; ecommerce: Ecommerce & { item_list_id: Affiliation; item_list_name: string } }
  | { event: 'view_item'; ecommerce: Ecommerce }
  | { event: 'select_item'; ecommerce: Ecommerce & { item_list_id: Affiliation } }
  | { event: 'form_start'; form_id: string; form_name?: string }
  | { event: 'form_submit'; form_id: string; form_name?: string }
  | { event: 'form_error'; form_id: string; form_name?: string; error_type: 'validation' | 'submission'; error_fields?: string[] }
  | { event: 'begin_checkout'; ecommerce: Ecommerce }
  | { event: 'add_payment_info'; ecommerce: Ecommerce & { payment_type: string } }
  | { event: 'purchase'; ecommerce: Ecommerce & { transaction_id: string } };

export type DataLayerEventName = DataLayerEvent['event'];

/** Every event name, for tests and documentation. */
export const DATA_LAYER_EVENTS = [
  'page_view',
  'header_nav_click',
  'footer_nav_click',
  'outbound_link_click',
  'stock_filter_change',
  'view_item_list',
  'view_item',
  'select_item',
  'form_start',
  'form_submit',
  'form_error',
  'begin_checkout',
  'add_payment_info',
  'purchase',
] as const satisfies readonly DataLayerEventName[];

/** Anything with `push`, usually `window.dataLayer`. */
export interface DataLayerTarget {
  push(...items: unknown[]): unknown;
}

/**
 * Pushes one event. Ecommerce events are preceded by `{ ecommerce: null }`, as GA4 asks, so items of
 * an earlier event never leak into this one. A missing target (server, blocked script) is a no-op.
 */
export function pushDataLayerEvent(target: DataLayerTarget | null | undefined, event: DataLayerEvent): void {
  if (!target) return;
  if ('ecommerce' in event) target.push({ ecommerce: null });
  target.push(event);
}

/** `window.dataLayer`, created when missing; `null` on the server. Call it in the browser only. */
export function browserDataLayer(): DataLayerTarget | null {
  const win = globalThis as { window?: { dataLayer?: unknown[] } };
  if (!win.window) return null;
  win.window.dataLayer ??= [];
  return win.window.dataLayer;
}

/** An `outbound_link_click` for a link, or `null` when the link stays on `siteOrigin` (or is not http). */
export function outboundLinkEvent(href: string, siteOrigin: string, linkText?: string): DataLayerEvent | null {
  let url: URL;
  try {
    url = new URL(href, siteOrigin);
  } catch {
    return null;
  }
  if (!/^https?:$/.test(url.protocol) || url.origin === new URL(siteOrigin).origin) return null;
  return { event: 'outbound_link_click', link_url: url.href, link_domain: url.hostname, ...(linkText ? { link_text: linkText } : {}) };
}

/** Where a clicked link sits on the page. */
export type LinkArea = 'header' | 'footer' | 'content';

/**
 * A§7: the events one link click makes — `header_nav_click` or `footer_nav_click` for the site's own
 * navigation, and `outbound_link_click` for a link that leaves the site (both, for an outbound
 * navigation link). Empty for anything else.
 */
export function linkClickEvents(
  link: { href: string; text: string; area: LinkArea; navLevel?: number },
  siteOrigin: string,
): DataLayerEvent[] {
  const text = link.text.replace(/\s+/g, ' ').trim();
  let url: string;
  try {
    url = new URL(link.href, siteOrigin).href;
  } catch {
    return [];
  }
  const events: DataLayerEvent[] = [];
  if (link.area === 'header') events.push({ event: 'header_nav_click', link_text: text, link_url: url, ...(link.navLevel ? { nav_level: link.navLevel } : {}) });
  if (link.area === 'footer') events.push({ event: 'footer_nav_click', link_text: text, link_url: url });
  const outbound = outboundLinkEvent(url, siteOrigin, text || undefined);
  if (outbound) events.push(outbound);
  return events;
}
