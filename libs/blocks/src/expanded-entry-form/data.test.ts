import { describe, expect, it, vi } from 'vitest';
import type { BlockDataContext } from '../data/types';
import { testDriveForm, tradeInForm } from '../forms/fixtures';
import type { ValidBlock } from '../validate';
import { expandedEntryFormLoader } from './data';

const block = (id: number, fields: Record<string, unknown>) =>
  ({ id, template: 'expanded-entry-form', sequence: id, fields: { heading: `<p>Tab ${id}</p>`, ...fields }, groups: [] }) as unknown as ValidBlock;

function context(pageBlocks: ValidBlock[]) {
  const forms: Record<string, unknown> = { '/forms/2': testDriveForm, '/forms/5': tradeInForm };
  return {
    locale: 'en',
    requestId: 'r',
    warn: vi.fn(),
    pageBlocks,
    stockApi: { getTradeInFormOptions: vi.fn(async () => ({ brands: [] })) },
    formsHttp: { get: vi.fn(async (path: string) => ({ data: { data: forms[path] } })) },
  } as unknown as BlockDataContext;
}

describe('expanded entry form loader (MENA tabs)', () => {
  it('gives the first block of a tab_id group a tab per block (up to top_tabs_limit); the others render nothing', async () => {
    const blocks = [
      block(1, { form_id: '2', tab_id: 'mena', top_tabs_limit: 2 }),
      block(2, { form_id: '5', tab_id: 'mena' }),
      block(3, { form_id: '2', tab_id: 'mena' }),
    ];
    const first = (await expandedEntryFormLoader(blocks[0]!, context(blocks))) as { tabs: Array<{ blockId: number; label: string }> };
    expect(first.tabs.map((tab) => [tab.blockId, tab.label])).toEqual([
      [1, 'Tab 1'],
      [2, 'Tab 2'],
    ]);
    expect(await expandedEntryFormLoader(blocks[1]!, context(blocks))).toEqual({ grouped: true });
  });

  it('loads a single form without a tab_id', async () => {
    const single = block(4, { form_id: '2', tab_id: '' });
    expect(await expandedEntryFormLoader(single, context([single]))).toEqual({ form: testDriveForm });
  });
});
