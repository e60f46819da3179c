import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { installCarouselStubs } from '../hero-banner/testing';
import type { ValidBlock } from '../validate';
import { fakeContent, loaderContext } from '../model-catalogue/fixtures';
import { renderBlock } from '../model-catalogue/testing';
import { modelsCarouselLoader } from './loader';
import { parseSpecs, priceCell } from './specs';

beforeAll(installCarouselStubs);
afterEach(cleanup);

const block = (nameplates: string[]) =>
  ({
    id: 3,
    template: 'models-carousel',
    sequence: 1,
    fields: {},
    groups: nameplates.map((nameplate) => ({ nameplate })),
  }) as unknown as ValidBlock;

describe('models carousel', () => {
  it('reads the editor’s spec table and never throws on a broken one', () => {
    expect(
      parseSpecs(
        '{"name":"גרסאות","rows":[{"name":"SE","engine":"D250","consumption":"9.6","price":459000,"lease":"6700"},{"engine":"x"}]}',
      ),
    ).toEqual({
      name: 'גרסאות',
      rows: [{ name: 'SE', engine: 'D250', consumption: '9.6', price: 459000, lease: '6700' }],
    });
    expect(parseSpecs('{"rows": [')).toEqual({ name: '', rows: [] });
    expect(parseSpecs('[1,2]')).toEqual({ name: '', rows: [] });
  });

  it('formats number cells as prices and keeps text', () => {
    const format = (amount: number) => `₪ ${amount}`;
    expect(priceCell(459000, format)).toBe('₪ 459000');
    expect(priceCell('6,700', format)).toBe('₪ 6700');
    expect(priceCell('לפי הזמנה', format)).toBe('לפי הזמנה');
    expect(priceCell(null, format)).toBe('');
  });

  it('loads catalogue versions for model keys only, in two calls', async () => {
    const { http, calls } = fakeContent();
    const warn = vi.fn();
    const data = await modelsCarouselLoader(
      block(['defender-110', 'Free text', 'nope']),
      loaderContext(http, { warn }),
    );
    expect(calls).toHaveLength(2);
    expect(data).toMatchObject({
      models: {
        'defender-110': {
          name: 'דיפנדר 110',
          pagePath: '/models/defender',
          rows: [
            {
              name: 'D250 SE',
              engine: 'דיזל, היברידי קל (MHEV)',
              consumption: '9.6 ליטר ל-100 ק״מ',
              price: 459000,
              lease: 6700,
            },
            expect.objectContaining({ name: 'P400e X-Dynamic HSE', price: 549000 }),
          ],
        },
      },
    });
    expect(warn).toHaveBeenCalledWith({ blockId: 3, unknown: ['nope'] }, expect.any(String));
    calls.length = 0;
    await modelsCarouselLoader(block(['Free text']), loaderContext(http));
    expect(calls).toEqual([]);
  });

  it('renders a table of versions per nameplate with row and column headers and formatted prices', async () => {
    const { http } = fakeContent();
    const data = await modelsCarouselLoader(block(['defender-110']), loaderContext(http));
    renderBlock(
      'models-carousel',
      { heading: 'הדגמים' },
      {
        groups: [
          { nameplate: 'defender-110' },
          {
            nameplate: 'דגם מיוחד',
            specs: JSON.stringify({ name: 'מהדורה', rows: [{ name: 'Edition', price: 'לפי הזמנה' }] }),
          },
        ],
        data,
      },
    );
    const [defender, special] = screen.getAllByRole('table', { hidden: true });
    expect(within(defender!).getByText('גרסאות דיפנדר 110', { selector: 'caption' })).toBeTruthy();
    expect(
      within(defender!)
        .getAllByRole('columnheader', { hidden: true })
        .map((cell) => cell.textContent),
    ).toEqual(['גרסה', 'מחיר', 'ליסינג']);
    const row = within(defender!)
      .getByRole('rowheader', { name: /D250 SE/, hidden: true })
      .closest('tr')!;
    expect(row.textContent).toContain('₪ 459,000');
    expect(row.textContent).toContain('₪ 6,700 / לחודש');
    expect(within(special!).getAllByRole('columnheader', { hidden: true })).toHaveLength(2);
    expect(special!.textContent).toContain('לפי הזמנה');
    expect(screen.getByRole('link', { name: 'לפרטים', hidden: true }).getAttribute('href')).toBe(
      '/models/defender',
    );
  });
});
