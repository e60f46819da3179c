import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { createListModel } from './listModel';
import { apiParamsOfListQuery, parseListQuery, searchOfListQuery, type ListSpec } from './listQuery';

const spec = { name: 'test', sortable: ['key', 'updated_at'], defaultSort: 'key', filters: { q: 'key_cont' } } as const satisfies ListSpec;
const model = createListModel(spec);

describe('list query', () => {
  it('reads the URL, ignoring what the API would refuse, and writes it back without defaults', () => {
    const query = parseListQuery(new URLSearchParams('page=3&sort=-updated_at&q=meta&evil=1'), spec);
    expect(query).toEqual({ page: 3, sort: '-updated_at', filters: { q: 'meta' } });
    expect(parseListQuery(new URLSearchParams('page=-1&sort=password'), spec)).toEqual({ page: 1, sort: 'key', filters: {} });
    expect(searchOfListQuery({ page: 1, sort: 'key', filters: {} }, spec)).toBe('');
    expect(searchOfListQuery(query, spec)).toBe('q=meta&sort=-updated_at&page=3');
  });

  it('becomes the API query: page, items, sort and filter[…]', () => {
    const params = apiParamsOfListQuery({ page: 2, sort: '-key', filters: { q: 'price' } }, spec);
    expect(params).toEqual({ page: '2', items: '25', sort: '-key', 'filter[key_cont]': 'price' });
  });
});

describe('createListModel', () => {
  it('asks for a new search on a sort, back to page one, and forgets it once the URL shows it', async () => {
    const scope = fork();
    await allSettled(model.urlChanged, { scope, params: 'page=4&q=meta' });
    await allSettled(model.sortChanged, { scope, params: { column: 'updated_at', direction: 'descending' } });
    expect(scope.getState(model.$requestedSearch)).toBe('q=meta&sort=-updated_at');
    await allSettled(model.urlChanged, { scope, params: 'q=meta&sort=-updated_at' });
    expect(scope.getState(model.$requestedSearch)).toBeNull();
    expect(scope.getState(model.$query)).toEqual({ page: 1, sort: '-updated_at', filters: { q: 'meta' } });
  });

  it('keeps the filters when paging and drops blank or unknown filters when filtering', async () => {
    const scope = fork({ values: [[model.$query, { page: 1, sort: 'key', filters: { q: 'meta' } }]] });
    await allSettled(model.pageChanged, { scope, params: 2 });
    expect(scope.getState(model.$requestedSearch)).toBe('q=meta&page=2');
    await allSettled(model.filtersSubmitted, { scope, params: { q: '  ', other: 'x' } });
    expect(scope.getState(model.$requestedSearch)).toBe('');
  });
});
