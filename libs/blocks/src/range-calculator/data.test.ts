import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ContentHttp } from '@lux/content';
import type { StockApi } from '@lux/stock-locator';
import { demoRangeDataFile } from '@lux/vehicle-tools';
import type { BlockDataContext } from '../data/types';
import type { ValidBlock } from '../validate';
import { rangeCalculatorLoader } from './data';
import { dataSourceOf, MAX_DATA_FILE_BYTES, type RangeData } from './source';

const block = (dataUrl: string) => ({ id: 9, template: 'range-calculator', sequence: 1, fields: { data_url: dataUrl }, groups: [] }) as unknown as ValidBlock;

function context(answer: (path: string) => unknown) {
  const get = vi.fn(async (path: string, _config?: unknown) => {
    const value = answer(path);
    if (value instanceof Error) throw value;
    return { data: value };
  });
  const warn = vi.fn();
  const ctx: BlockDataContext = {
    locale: 'he',
    url: new URL('https://site.test/range'),
    stockApi: {} as StockApi,
    contentHttp: { get } as unknown as ContentHttp,
    requestId: 'req-9',
    warn,
  };
  return { ctx, get, warn };
}
const load = (url: string, ctx: BlockDataContext) => rangeCalculatorLoader(block(url), ctx) as Promise<RangeData>;
const httpError = (status: number) => Object.assign(new Error(`Request failed with status code ${status}`), { response: { status } });

afterEach(() => vi.unstubAllGlobals());

describe('dataSourceOf', () => {
  it.each([
    ['/data-files/range-calculator/range-data.json', { kind: 'content', path: '/data-files/range-calculator/range-data.json' }],
    ['/api/content/data-files/range-calculator/range-data.json', { kind: 'content', path: '/data-files/range-calculator/range-data.json' }],
    ['https://cdn.example.com/range.json', { kind: 'absolute', url: 'https://cdn.example.com/range.json' }],
    ['', { kind: 'none' }],
    ['http://cdn.example.com/range.json', { kind: 'invalid', value: 'http://cdn.example.com/range.json' }],
    ['/settings?namespace=dealers', { kind: 'invalid', value: '/settings?namespace=dealers' }],
    ['/data-files/../users', { kind: 'invalid', value: '/data-files/../users' }],
  ])('%s', (value, expected) => {
    expect(dataSourceOf(value)).toEqual(expected);
  });
});

describe('range calculator loader', () => {
  it('reads a data file of the content service with a timeout and a size limit', async () => {
    const { ctx, get, warn } = context(() => demoRangeDataFile);
    const data = await load('/data-files/range-calculator/range-data.json', ctx);
    expect(data.status).toBe('ready');
    expect(data.status === 'ready' && data.file.models.map((m) => m.key)).toEqual(['range-rover-electric', 'range-rover-sport-phev', 'defender-110-phev']);
    expect(get).toHaveBeenCalledWith('/data-files/range-calculator/range-data.json', expect.objectContaining({ timeout: 5000, maxContentLength: MAX_DATA_FILE_BYTES, headers: expect.objectContaining({ 'x-request-id': 'req-9' }) }));
    expect(warn).not.toHaveBeenCalled();
    expect(JSON.parse(JSON.stringify(data))).toEqual(data);
  });

  it('answers missing for a 404 and for a data_url that is no data file, logging why', async () => {
    const absent = context(() => httpError(404));
    expect(await load('/data-files/range-calculator/none.json', absent.ctx)).toEqual({ status: 'missing' });
    expect(absent.warn).toHaveBeenCalledWith(expect.objectContaining({ blockId: 9 }), 'range-calculator: the data file does not exist');
    const wrong = context(() => demoRangeDataFile);
    expect(await load('ftp://example.com/x.json', wrong.ctx)).toEqual({ status: 'missing' });
    expect(wrong.get).not.toHaveBeenCalled();
    expect(wrong.warn).toHaveBeenCalledWith(expect.objectContaining({ dataUrl: 'ftp://example.com/x.json' }), expect.stringContaining('data_url'));
  });

  it('answers invalid with the parser problems, and unavailable when the service fails', async () => {
    const broken = context(() => ({ version: 1, models: [] }));
    expect(await load('/data-files/x.json', broken.ctx)).toEqual({ status: 'invalid', problems: ['models: must list 1 to 50 models'] });
    expect(broken.warn).toHaveBeenCalledWith(expect.objectContaining({ problems: ['models: must list 1 to 50 models'] }), 'range-calculator: the data file is not valid');
    const down = context(() => httpError(502));
    expect(await load('/data-files/x.json', down.ctx)).toEqual({ status: 'unavailable' });
    const huge = context(() => new Error('maxContentLength size of 262144 exceeded'));
    expect((await load('/data-files/x.json', huge.ctx)).status).toBe('invalid');
  });

  it('fetches an absolute https URL as is, refusing a body over the limit and slow answers', async () => {
    const fetcher = vi.fn<typeof fetch>().mockResolvedValueOnce(new Response(JSON.stringify(demoRangeDataFile), { status: 200 }));
    vi.stubGlobal('fetch', fetcher);
    const { ctx, get } = context(() => new Error('not the content service'));
    expect((await load('https://cdn.example.com/range.json', ctx)).status).toBe('ready');
    expect(get).not.toHaveBeenCalled();
    expect(fetcher.mock.calls[0]![0]).toBe('https://cdn.example.com/range.json');
    expect(fetcher.mock.calls[0]![1]?.signal).toBeInstanceOf(AbortSignal);

    // No Content-Length: the counted read stops past the limit.
    const big = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 5; i += 1) controller.enqueue(new Uint8Array(64 * 1024).fill(32));
        controller.close();
      },
    });
    fetcher.mockResolvedValueOnce(new Response(big, { status: 200 }));
    expect(await load('https://cdn.example.com/range.json', ctx)).toEqual({ status: 'invalid', problems: [`data file is larger than ${MAX_DATA_FILE_BYTES} bytes`] });

    fetcher.mockRejectedValueOnce(new DOMException('The operation was aborted due to timeout', 'TimeoutError'));
    expect(await load('https://cdn.example.com/range.json', ctx)).toEqual({ status: 'unavailable' });
    fetcher.mockResolvedValueOnce(new Response('nope', { status: 404 }));
    expect(await load('https://cdn.example.com/range.json', ctx)).toEqual({ status: 'missing' });
  });
});
