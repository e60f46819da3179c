import { describe, expect, it } from 'vitest';
import { metaTagsDisabledFor, pageMetaToUse, routeNameFromId } from './route-meta';

describe('routeNameFromId', () => {
  it('drops the locale suffix of routes mounted under /en, and nothing else', () => {
    expect(routeNameFromId('stock-locator-preview-en')).toBe('stock-locator-preview');
    expect(routeNameFromId('stock-locator-preview')).toBe('stock-locator-preview');
    expect(routeNameFromId('page')).toBe('page');
    expect(routeNameFromId('-en')).toBe('-en');
  });
});

describe('metaTagsDisabledFor (A§2)', () => {
  it('is on for the stock vehicle preview and every order-online route', () => {
    expect(metaTagsDisabledFor('stock-locator-preview')).toBe(true);
    expect(metaTagsDisabledFor('stock-locator-order-online')).toBe(true);
    expect(metaTagsDisabledFor('stock-locator-order-online-checkout')).toBe(true);
    expect(metaTagsDisabledFor('x-stock-locator-order-online-success')).toBe(true);
  });

  it('is off for other routes, including names that only resemble the preview', () => {
    for (const name of ['page', 'home', 'compare', 'stock-locator-preview-2', 'stock-locator', 'stock-locator-order']) {
      expect(metaTagsDisabledFor(name)).toBe(false);
    }
  });
});

describe('pageMetaToUse (A§2 previous-page meta)', () => {
  const current = { title: 'Defender' };
  const previous = { title: 'Home' };

  it('uses the current meta when the path matches the route path-match parameter', () => {
    expect(pageMetaToUse({ current, previous, currentPath: '/models/defender/', pathMatch: 'models/defender', isNews: false })).toBe(current);
    expect(pageMetaToUse({ current, previous, currentPath: '/en/%D7%90?x=1', pathMatch: 'en/א', isNews: false })).toBe(current);
  });

  it('keeps the previous meta while the path does not match', () => {
    expect(pageMetaToUse({ current, previous, currentPath: '/models/discovery', pathMatch: 'models/defender', isNews: false })).toBe(previous);
  });

  it('always uses the current meta on news pages', () => {
    expect(pageMetaToUse({ current, previous, currentPath: '/news/b', pathMatch: 'news/a', isNews: true })).toBe(current);
  });

  it('uses the current meta when there is no previous meta or the route has no path-match parameter', () => {
    expect(pageMetaToUse({ current, previous: null, currentPath: '/b', pathMatch: 'a', isNews: false })).toBe(current);
    expect(pageMetaToUse({ current, previous, currentPath: '/showroom/x-1', pathMatch: undefined, isNews: false })).toBe(current);
  });
});
