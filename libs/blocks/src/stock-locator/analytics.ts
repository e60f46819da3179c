import { browserDataLayer, pushDataLayerEvent, type DataLayerEvent } from '@lux/consent';

/**
 * A§4: a filter change in the stock locator as a data-layer event. The locator is the approved-vehicle
 * one (sl-avl, AVL) when its state filter holds approved vehicles only, else the new-vehicle one
 * (sl-nvl, NVL).
 */
export function stockFilterEvent(filter: string, value: string, states: readonly string[] | undefined): DataLayerEvent {
  const approved = states !== undefined && states.length > 0 && states.every((state) => state === 'approved');
  return {
    event: 'stock_filter_change',
    filter_name: filter,
    filter_value: value,
    affiliation: approved ? 'sl-avl' : 'sl-nvl',
    source: approved ? 'AVL' : 'NVL',
  };
}

/** Pushes it to `window.dataLayer` (nothing on the server). */
export function trackStockFilter(filter: string, value: string, states: readonly string[] | undefined): void {
  pushDataLayerEvent(browserDataLayer(), stockFilterEvent(filter, value, states));
}
