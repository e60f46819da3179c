import { describe, expect, it, vi } from 'vitest';
import type { ContentHttp } from '@lux/content';
import type { StockApi } from '@lux/stock-locator';
import { DEFAULT_FUEL_SCORING, FUEL_SCORING_SETTING } from '@lux/vehicle-tools';
import type { BlockDataContext } from '../data/types';
import type { ValidBlock } from '../validate';
import { fuelQuizLoader } from './data';

const block = { id: 5, template: 'jlr-diesel-petrol-quiz', fields: {}, groups: [] } as unknown as ValidBlock;
const settingsBody = (settings: Record<string, string>) => ({
  data: Object.entries(settings).map(([key, value], index) => ({ id: String(index), type: 'settings', attributes: { key, value } })),
});

function context(answer: unknown) {
  const get = vi.fn(async () => {
    if (answer instanceof Error) throw answer;
    return { data: answer };
  });
  const warn = vi.fn();
  const ctx: BlockDataContext = {
    locale: 'he',
    url: new URL('https://site.test/all-blocks'),
    stockApi: {} as StockApi,
    contentHttp: { get } as unknown as ContentHttp,
    requestId: 'req-9',
    warn,
  };
  return { ctx, get, warn };
}

describe('fuel quiz loader', () => {
  it('reads the scoring setting from the quiz settings namespace', async () => {
    const text = JSON.stringify(DEFAULT_FUEL_SCORING);
    const { ctx, get, warn } = context(settingsBody({ [FUEL_SCORING_SETTING]: text, 'quiz.other': 'x' }));
    expect(await fuelQuizLoader(block, ctx)).toEqual({ scoring: text });
    expect(get).toHaveBeenCalledWith('/settings?namespace=quiz', { headers: { 'x-request-id': 'req-9' } });
    expect(warn).not.toHaveBeenCalled();
  });

  it('passes an absent setting as null without a warning', async () => {
    const { ctx, warn } = context(settingsBody({}));
    expect(await fuelQuizLoader(block, ctx)).toEqual({ scoring: null });
    expect(warn).not.toHaveBeenCalled();
  });

  it('logs an invalid setting (the block then uses the built-in table)', async () => {
    const { ctx, warn } = context(settingsBody({ [FUEL_SCORING_SETTING]: '{"weights":{"9":{}}}' }));
    expect(await fuelQuizLoader(block, ctx)).toEqual({ scoring: '{"weights":{"9":{}}}' });
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ blockId: 5, setting: FUEL_SCORING_SETTING, problems: [expect.stringContaining('steps are 1 to 5')] }),
      'fuel quiz: scoring setting is invalid, using the built-in table',
    );
  });

  it('never fails the block when the content service is down', async () => {
    const { ctx, warn } = context(new Error('connect ECONNREFUSED'));
    expect(await fuelQuizLoader(block, ctx)).toEqual({ scoring: null });
    expect(warn).toHaveBeenCalledWith(expect.objectContaining({ err: 'connect ECONNREFUSED', requestId: 'req-9' }), expect.any(String));
  });
});
