import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ValidBlock } from '../validate';
import { fakeContent, loaderContext } from '../model-catalogue/fixtures';
import { renderBlocks } from '../model-catalogue/testing';
import { modelSummaryLoader } from '../model-summary/loader';
import { hiddenIds, optionsOf, toggle } from './filter';
import { loadBlockData } from '../data/load';
import { governedSummaries, modelSummaryFiltersLoader } from './loader';

afterEach(cleanup);

const valid = (id: number, template: string, fields: Record<string, unknown> = {}) =>
  ({ id, template, sequence: id, fields, groups: [] }) as unknown as ValidBlock;

const page = [
  valid(1, 'hero-title-banner'),
  valid(2, 'model-summary-filters'),
  valid(3, 'model-summary', { car_key: 'defender-110', engine_key: 'd250' }),
  valid(4, 'quote'),
  valid(5, 'model-summary', { car_key: 'defender-110', engine_key: 'p400e', bodystyle: 'רכב שטח' }),
  valid(6, 'model-summary', { car_key: 'discovery', model: 'משפחת דיסקברי' }),
  valid(7, 'model-summary-filters'),
  valid(8, 'model-summary', { car_key: 'discovery' }),
];

const summaries = [
  { blockId: 3, model: 'A', bodyStyle: 'x', engine: 'diesel' },
  { blockId: 5, model: 'A', bodyStyle: 'y', engine: 'phev' },
  { blockId: 6, model: 'B', bodyStyle: 'y', engine: 'diesel' },
];

describe('model summary filters', () => {
  it('govern the summaries after them, up to the next filters block', () => {
    expect(governedSummaries(page, 2).map((block) => block.id)).toEqual([3, 5, 6]);
    expect(governedSummaries(page, 7).map((block) => block.id)).toEqual([8]);
    expect(governedSummaries(page, 99)).toEqual([]);
  });

  it('see the page’s blocks from the loader context (loadBlockData passes them)', async () => {
    const { http } = fakeContent();
    const data = await loadBlockData(page.slice(0, 4), loaderContext(http), {
      'model-summary-filters': async (_block, context) => context.pageBlocks?.map((block) => block.id),
    });
    expect(data).toEqual({ 2: [1, 2, 3, 4] });
  });

  it('offer each value once, match every chosen facet, and toggle a chip off again', () => {
    expect(optionsOf(summaries, 'model')).toEqual(['A', 'B']);
    expect(hiddenIds(summaries, { model: 'A' })).toEqual([6]);
    expect(hiddenIds(summaries, { model: 'A', engine: 'diesel' })).toEqual([5, 6]);
    expect(toggle({ model: 'A' }, 'model', 'A')).toEqual({});
    expect(toggle({ model: 'A' }, 'engine', 'phev')).toEqual({ model: 'A', engine: 'phev' });
    expect(toggle({ model: 'A' }, 'model', undefined)).toEqual({});
  });

  it('work out the facets like the summaries do (the editor’s names win), in two calls', async () => {
    const { http, calls } = fakeContent();
    const data = await modelSummaryFiltersLoader(page[1]!, loaderContext(http, { pageBlocks: page }));
    expect(data).toEqual({
      summaries: [
        { blockId: 3, model: 'דיפנדר 110', bodyStyle: 'חמש דלתות', engine: 'דיזל, היברידי קל (MHEV)' },
        { blockId: 5, model: 'דיפנדר 110', bodyStyle: 'רכב שטח', engine: 'היברידי נטען (PHEV)' },
        { blockId: 6, model: 'משפחת דיסקברי', bodyStyle: 'שבעה מושבים', engine: 'דיזל, היברידי קל (MHEV)' },
      ],
    });
    expect(calls).toHaveLength(2);
    calls.length = 0;
    expect(await modelSummaryFiltersLoader(page[6]!, loaderContext(http, { pageBlocks: page }))).toEqual({
      summaries: [],
    });
    expect(calls).toEqual([]);
  });

  it('hide the summaries that do not match, say how many show, and reset with the focus kept', async () => {
    const { http } = fakeContent();
    const context = loaderContext(http, { pageBlocks: page });
    const blocks = await Promise.all(
      page.slice(1, 6).map(async (block) => ({
        id: block.id,
        template: block.template as 'model-summary' | 'model-summary-filters' | 'quote',
        fields: block.template === 'quote' ? { quote: 'ציטוט' } : block.fields,
        ...(block.template === 'model-summary'
          ? { data: await modelSummaryLoader(block, context) }
          : block.template === 'model-summary-filters'
            ? { data: await modelSummaryFiltersLoader(block, context) }
            : {}),
      })),
    );
    const { container } = renderBlocks(blocks);
    const summary = (id: number) => container.querySelector(`#component-${id} > div`)!;
    const engines = screen.getByRole('group', { name: 'הנעה' });
    expect(within(engines).getByRole('button', { name: 'הכול' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe('מוצגים 3 מתוך 3 דגמים');

    fireEvent.click(within(engines).getByRole('button', { name: 'היברידי נטען (PHEV)' }));
    expect(
      within(engines).getByRole('button', { name: 'היברידי נטען (PHEV)' }).getAttribute('aria-pressed'),
    ).toBe('true');
    // Block ids 3, 5, 6 sit at page positions 3, 5, 6 here (the list starts at index 2 with id 2).
    expect([3, 5, 6].map((position) => summary(position).hasAttribute('hidden'))).toEqual([
      true,
      false,
      true,
    ]);
    expect(screen.getByRole('status').textContent).toBe('מוצגים 1 מתוך 3 דגמים');

    fireEvent.click(
      within(screen.getByRole('group', { name: 'דגם' })).getByRole('button', { name: 'משפחת דיסקברי' }),
    );
    expect(screen.getByRole('status').textContent).toBe('אין דגמים שמתאימים לכל הבחירות. נסו להסיר סינון.');

    fireEvent.click(screen.getByRole('button', { name: 'איפוס' }));
    expect([3, 5, 6].map((position) => summary(position).hasAttribute('hidden'))).toEqual([
      false,
      false,
      false,
    ]);
    expect(document.activeElement?.textContent).toBe('הכול');
    expect(screen.queryByRole('button', { name: 'איפוס' })).toBeNull();
  });

  it('show nothing with fewer than two summaries or when the loader failed', () => {
    const { container } = renderBlocks([
      { template: 'model-summary-filters', data: { summaries: [] } },
      { template: 'model-summary-filters' },
    ]);
    expect([...container.querySelectorAll('[data-block]')].map((node) => node.textContent)).toEqual(['', '']);
  });
});
