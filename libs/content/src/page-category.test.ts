import { describe, expect, it, vi } from 'vitest';
import { pageCategoryFor, pageCategoryRulesFromSettings } from './page-category';

const logger = () => ({ warn: vi.fn() });

describe('pageCategoryFor (A§4)', () => {
  it('names the order-online and preview routes', () => {
    const at = (routeName: string) => pageCategoryFor({ routeName, pathAndQuery: '/x' });
    expect(at('stock-locator-order-online-details')).toBe('checkout');
    expect(at('stock-locator-order-online-checkout')).toBe('checkout_reservation');
    expect(at('stock-locator-order-online-success')).toBe('checkout_order_confirmation');
    expect(at('stock-locator-preview')).toBe('pdp');
  });

  it('makes pages with a stock locator block plp, all others dx_other', () => {
    expect(pageCategoryFor({ routeName: 'page', pathAndQuery: '/stock', blockTemplates: ['hero-banner', 'stock-locator'] })).toBe('plp');
    expect(pageCategoryFor({ routeName: 'page', pathAndQuery: '/stock', blockTemplates: ['stock-locator-carousel'] })).toBe('plp');
    expect(pageCategoryFor({ routeName: 'page', pathAndQuery: '/a', blockTemplates: ['hero-banner'] })).toBe('dx_other');
    expect(pageCategoryFor({ routeName: 'compare', pathAndQuery: '/compare' })).toBe('dx_other');
  });

  it('lets the setting take precedence, matching path and query', () => {
    const rules = [{ category: 'offers', pattern: '^/offers' }, { category: 'search', pattern: '\\?q=' }];
    expect(pageCategoryFor({ routeName: 'stock-locator-preview', pathAndQuery: '/offers/a', rules })).toBe('offers');
    expect(pageCategoryFor({ routeName: 'page', pathAndQuery: '/stock?q=defender', blockTemplates: ['stock-locator'], rules })).toBe('search');
    expect(pageCategoryFor({ routeName: 'page', pathAndQuery: '/other', rules })).toBe('dx_other');
  });
});

describe('pageCategoryRulesFromSettings (A§8)', () => {
  it('reads one pattern or a list per category', () => {
    const log = logger();
    const rules = pageCategoryRulesFromSettings({ 'tracking.page_categories': '{"plp":["^/stock","^/used"],"offers":"^/offers"}' }, log);
    expect(rules).toEqual([
      { category: 'plp', pattern: '^/stock' },
      { category: 'plp', pattern: '^/used' },
      { category: 'offers', pattern: '^/offers' },
    ]);
    expect(log.warn).not.toHaveBeenCalled();
  });

  it('logs and ignores an invalid regular expression, keeping the others', () => {
    const log = logger();
    const rules = pageCategoryRulesFromSettings({ 'tracking.page_categories': '{"plp":["(unclosed","^/stock"],"x":5}' }, log);
    expect(rules).toEqual([{ category: 'plp', pattern: '^/stock' }]);
    expect(log.warn).toHaveBeenCalledTimes(2);
  });

  it('logs and ignores invalid JSON or a non-object', () => {
    for (const value of ['{"plp":', '["^/stock"]']) {
      const log = logger();
      expect(pageCategoryRulesFromSettings({ 'tracking.page_categories': value }, log)).toEqual([]);
      expect(log.warn).toHaveBeenCalledTimes(1);
    }
  });
});
