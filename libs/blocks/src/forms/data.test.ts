import { describe, expect, it, vi } from 'vitest';
import type { BlockDataContext } from '../data/types';
import type { ValidBlock } from '../validate';
import { formBlockLoader } from './data';
import { testDriveForm, tradeInForm, tradeInOptionsFixture } from './fixtures';

const block = (formId: unknown) => ({ id: 3, template: 'entry-form', sequence: 1, fields: { form_id: formId }, groups: [] }) as unknown as ValidBlock;

function context(get: (path: string) => Promise<unknown>, overrides: Partial<BlockDataContext> = {}) {
  const warn = vi.fn();
  const stockOptions = vi.fn(async () => tradeInOptionsFixture);
  const ctx = {
    locale: 'he',
    url: new URL('http://site.test/contact'),
    requestId: 'r1',
    warn,
    contentHttp: { get: vi.fn() },
    stockApi: { getTradeInFormOptions: stockOptions },
    formsHttp: { get: vi.fn(get) },
    ...overrides,
  } as unknown as BlockDataContext;
  return { ctx, warn, stockOptions };
}

const http404 = Object.assign(new Error('404'), { response: { status: 404 } });

describe('formBlockLoader', () => {
  it('loads the form by id', async () => {
    const { ctx } = context(async () => ({ data: { data: testDriveForm } }));
    expect(await formBlockLoader(block('2'), ctx)).toEqual({ form: testDriveForm });
    expect(ctx.formsHttp!.get).toHaveBeenCalledWith('/forms/2', expect.anything());
  });

  it('hides the block and logs when the form id is missing or the form does not exist', async () => {
    const missing = context(async () => Promise.reject(http404));
    expect(await formBlockLoader(block('99'), missing.ctx)).toEqual({ form: null });
    expect(missing.warn).toHaveBeenCalledWith(expect.objectContaining({ formId: 99 }), expect.stringContaining('no such form'));
    const blank = context(async () => ({}));
    expect(await formBlockLoader(block(''), blank.ctx)).toEqual({ form: null });
    expect(blank.warn).toHaveBeenCalled();
    const broken = context(async () => ({ data: { data: { id: 2, definition: { fields: 'nope' } } } }));
    expect(await formBlockLoader(block(2), broken.ctx)).toEqual({ form: null });
  });

  it('lets other failures fail the loader, so the browser fetches the form', async () => {
    const { ctx } = context(async () => Promise.reject(new Error('ECONNREFUSED')));
    await expect(formBlockLoader(block('2'), ctx)).rejects.toThrow('ECONNREFUSED');
  });

  it('adds the A§3 trade-in lists for a trade-in form; without them the plain form stays', async () => {
    const { ctx, stockOptions } = context(async () => ({ data: { data: tradeInForm } }));
    expect(await formBlockLoader(block('5'), ctx)).toEqual({ form: tradeInForm, tradeInOptions: tradeInOptionsFixture });
    expect(stockOptions).toHaveBeenCalledWith([], 'he');
    const failing = context(async () => ({ data: { data: tradeInForm } }), {
      stockApi: { getTradeInFormOptions: async () => Promise.reject(new Error('down')) } as unknown as BlockDataContext['stockApi'],
    });
    expect(await formBlockLoader(block('5'), failing.ctx)).toEqual({ form: tradeInForm, tradeInOptions: null });
    expect(failing.warn).toHaveBeenCalled();
  });
});
