import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  disabledSearch,
  fetchSearch,
  recentSearchesFromJson,
  searchConfigFromSettings,
  searchResponseFromBody,
  withRecentSearch,
} from './search-api';

const item = (type: string, id: string, title: string, path: string, excerpt = '') => ({ type, id, attributes: { title, path, excerpt } });

describe('search.popup.enabled (A§2)', () => {
  it('is on only for the string "true"', () => {
    expect(searchConfigFromSettings({ 'search.popup.enabled': 'true' }, 'he')).toEqual({ ...disabledSearch, enabled: true });
    for (const value of ['false', 'TRUE', 'True', '1', 'yes', 'on', '']) {
      expect(searchConfigFromSettings({ 'search.popup.enabled': value }, 'he').enabled).toBe(false);
    }
    expect(searchConfigFromSettings({}, 'en')).toEqual({ ...disabledSearch, locale: 'en' });
  });
});

describe('searchResponseFromBody', () => {
  it('reads results with links in the locale and the total', () => {
    const body = { data: [item('model', 'defender-90', 'דיפנדר 90', '/models/defender', 'x'), item('page', '7', 'Defender', '/models/defender')], meta: { total: 12 } };
    expect(searchResponseFromBody(body, 'en')).toEqual({
      results: [
        { type: 'model', id: 'defender-90', title: 'דיפנדר 90', path: '/models/defender', href: '/en/models/defender', excerpt: 'x' },
        { type: 'page', id: '7', title: 'Defender', path: '/models/defender', href: '/en/models/defender', excerpt: '' },
      ],
      total: 12,
    });
    expect(searchResponseFromBody(body, 'he').results[0]?.href).toBe('/models/defender');
  });

  it('drops malformed items and anything that would leave the site', () => {
    const body = {
      data: [
        item('page', '1', 'Ok', '/ok'),
        item('vehicle', '2', 'Unknown type', '/x'),
        item('page', '3', 'Other origin', '//evil.example/x'),
        item('page', '4', 'Script', 'javascript:alert(1)'),
        item('page', '5', '  ', '/blank-title'),
        { type: 'page', id: 6 },
        null,
      ],
      meta: { total: 'many' },
    };
    expect(searchResponseFromBody(body, 'he')).toEqual({ results: [expect.objectContaining({ id: '1' })], total: 1 });
  });

  it('throws for a body that is not the envelope, and never for anything else', () => {
    expect(() => searchResponseFromBody({ errors: [] }, 'he')).toThrow('Unexpected search response');
    fc.assert(
      fc.property(fc.array(fc.anything()), (data) => {
        const { results } = searchResponseFromBody({ data }, 'he');
        return results.every((result) => result.href.startsWith('/'));
      }),
    );
  });
});

describe('fetchSearch', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks the proxy with the trimmed query, locale and items, and fails on non-2xx', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ data: [], meta: { total: 0 } }), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(fetchSearch('/api/content/public_api/search', { query: ' ריינג׳ ', locale: 'he', items: 8 })).resolves.toEqual({ results: [], total: 0 });
    const url = new URL(String((fetchMock.mock.calls[0] as unknown[])[0]), 'https://site.example');
    expect(url.pathname).toBe('/api/content/public_api/search');
    expect(Object.fromEntries(url.searchParams)).toEqual({ q: 'ריינג׳', locale: 'he', items: '8' });
    fetchMock.mockResolvedValueOnce(new Response('{}', { status: 502 }));
    await expect(fetchSearch('/s', { query: 'ab', locale: 'he', items: 8 })).rejects.toThrow('status 502');
  });
});

describe('recent searches', () => {
  it('keeps five distinct queries, newest first, matching as the search does', () => {
    let recent: string[] = [];
    for (const query of ['דיפנדר', 'Range', "ריינג' רובר", 'ריינג׳ רובר', ' range ', 'a', 'b1', 'c1', 'd1']) recent = withRecentSearch(recent, query);
    expect(recent).toEqual(['d1', 'c1', 'b1', 'a', 'range']);
    expect(withRecentSearch(['x'], '   ')).toEqual(['x']);
  });

  it('reads only a JSON list of strings from storage', () => {
    expect(recentSearchesFromJson(JSON.stringify(['דיפנדר', 3, 'דיפנדר', ' Range ', '']))).toEqual(['דיפנדר', 'Range']);
    expect(recentSearchesFromJson('{bad')).toEqual([]);
    expect(recentSearchesFromJson(null)).toEqual([]);
    expect(recentSearchesFromJson('{"a":1}')).toEqual([]);
  });
});
