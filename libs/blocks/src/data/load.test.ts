import { describe, expect, it, vi } from 'vitest';
import { unconfiguredStockApi } from '@lux/stock-locator';
import type { ValidBlock } from '../validate';
import { loadBlockData } from './load';
import type { BlockDataContext } from './types';

const block = (id: number, template: string): ValidBlock => ({ id, template, sequence: id, fields: {}, groups: [] }) as unknown as ValidBlock;

function context(warn = vi.fn()): BlockDataContext {
  return {
    locale: 'he',
    url: new URL('http://site.test/stock?x=1'),
    stockApi: unconfiguredStockApi,
    contentHttp: { get: () => Promise.reject(new Error('no content service in this test')) } as unknown as BlockDataContext['contentHttp'],
    requestId: 'r1',
    warn,
  };
}

describe('loadBlockData', () => {
  it('gives each block with a loader its result, keyed by block id, and skips the others', async () => {
    const data = await loadBlockData([block(1, 'a'), block(2, 'b')], context(), {
      a: async (b, ctx) => ({ id: b.id, query: ctx.url.searchParams.get('x') }),
    });
    expect(data).toEqual({ 1: { id: 1, query: '1' } });
  });

  it('logs a failing loader and leaves its block without data instead of failing the page', async () => {
    const warn = vi.fn();
    const data = await loadBlockData([block(1, 'a'), block(2, 'b')], context(warn), {
      a: () => Promise.reject(new Error('stock service down')),
      b: async () => 'ok',
    });
    expect(data).toEqual({ 2: 'ok' });
    expect(warn).toHaveBeenCalledWith(expect.objectContaining({ blockId: 1, template: 'a', err: 'stock service down' }), 'block data: loader failed');
  });
});
