import { describe, expect, it } from 'vitest';
import { pageCategoryOfMatches } from './page-category';

const at = (pathname: string, search = '') => ({ pathname, search });

describe('pageCategoryOfMatches (A§4)', () => {
  it('names the stock vehicle preview pdp, in either locale', () => {
    expect(pageCategoryOfMatches([{ id: 'root' }, { id: 'stock-locator-preview' }], at('/showroom/a-1'), [])).toBe('pdp');
    expect(pageCategoryOfMatches([{ id: 'root' }, { id: 'stock-locator-preview-en' }], at('/en/showroom/a-1'), [])).toBe('pdp');
  });

  it('makes a content page with a stock locator block plp, other pages dx_other', () => {
    const page = (templates: string[]) => [{ id: 'root' }, { id: 'page', data: { blocks: templates.map((template, id) => ({ id, template })) } }];
    expect(pageCategoryOfMatches(page(['hero-banner', 'stock-locator-overseas']), at('/stock'), [])).toBe('plp');
    expect(pageCategoryOfMatches(page(['hero-banner']), at('/about'), [])).toBe('dx_other');
    expect(pageCategoryOfMatches([{ id: 'root' }, { id: 'compare', data: null }], at('/compare'), [])).toBe('dx_other');
    expect(pageCategoryOfMatches([], at('/'), [])).toBe('dx_other');
  });

  it('lets the setting patterns see the query and win', () => {
    const rules = [{ category: 'search_results', pattern: '[?&]q=' }];
    expect(pageCategoryOfMatches([{ id: 'stock-locator-preview' }], at('/showroom/a-1', '?q=x'), rules)).toBe('search_results');
  });
});
