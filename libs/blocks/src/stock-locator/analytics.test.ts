import { afterEach, describe, expect, it } from 'vitest';
import { stockFilterEvent, trackStockFilter } from './analytics';

describe('stock filter analytics (A§4)', () => {
  afterEach(() => {
    delete (window as { dataLayer?: unknown }).dataLayer;
  });

  it('is the new-vehicle locator unless only approved vehicles are asked for', () => {
    expect(stockFilterEvent('models', 'Defender 110', undefined)).toEqual({
      event: 'stock_filter_change',
      filter_name: 'models',
      filter_value: 'Defender 110',
      affiliation: 'sl-nvl',
      source: 'NVL',
    });
    expect(stockFilterEvent('models', 'Velar', ['approved'])).toMatchObject({ affiliation: 'sl-avl', source: 'AVL' });
    expect(stockFilterEvent('models', 'Velar', ['approved', 'new'])).toMatchObject({ affiliation: 'sl-nvl', source: 'NVL' });
  });

  it('pushes to window.dataLayer', () => {
    trackStockFilter('brands', 'Jaguar', []);
    expect((window as unknown as { dataLayer: unknown[] }).dataLayer).toEqual([
      { event: 'stock_filter_change', filter_name: 'brands', filter_value: 'Jaguar', affiliation: 'sl-nvl', source: 'NVL' },
    ]);
  });
});
