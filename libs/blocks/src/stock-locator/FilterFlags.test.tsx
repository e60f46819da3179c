import { cleanup, render, screen, within } from '@testing-library/react';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FILTER_KEYS, type FilterKey } from '@lux/stock-locator';
import { UiProvider } from '@lux/ui';
import { BlockList } from '../testing/BlockList';
import { StockServicesProvider } from '../stock-shared/services';
import { fakeLoaderContext, installDialogPolyfill, memoryStockServices, storyVehicles } from '../stock-shared/testing';
import { validateBlocks, type ValidBlock } from '../validate';
import { loadStockLocator } from './data';

beforeAll(installDialogPolyfill);
afterEach(cleanup);

/** B§3.2 filter flags and the filter group each one shows, by its accessible name (Hebrew). */
const groups: Record<FilterKey, string> = {
  brands: 'מותג',
  models: 'דגם',
  financing_options: 'אפשרויות מימון',
  states: 'מצב הרכב',
  statuses: 'זמינות',
  msrp_price: 'מחיר מחירון (₪)',
  display_price: 'מחיר (₪)',
  mileage: 'קילומטראז׳ (ק״מ)',
  production_year: 'שנת ייצור',
  model_year: 'שנת דגם',
  power: 'הספק (כ״ס)',
  engine_types: 'סוג מנוע',
  transmissions: 'תיבת הילוכים',
  colors: 'גוון',
  specific_colors: 'צבע',
  dealers: 'משווק',
  number_of_seats: 'מספר מושבים',
};

const vehicles = storyVehicles.slice(0, 3);

function block(fields: Record<string, unknown>): ValidBlock {
  const { valid, problems } = validateBlocks([{ id: 7, template: 'stock-locator', sequence: 1, fields: { ci_key_list: 'lux-il', ...fields }, groups: [] }]);
  if (problems.length > 0) throw new Error(problems.map((p) => p.reason).join('; '));
  return valid[0]!;
}

/** Renders the block from its server data, as a page does: filters and facets are there at once. */
async function renderLocator(fields: Record<string, unknown>, additional: Record<string, unknown> = {}) {
  const valid = block(fields);
  const data = await loadStockLocator(valid, fakeLoaderContext({ vehicles, additional }).context, { overseas: false });
  render(
    <Provider value={fork()}>
      <UiProvider locale="he">
        <MemoryRouter>
          <StockServicesProvider services={memoryStockServices({ vehicles, additional }).services}>
            <BlockList blocks={[valid]} locale="he" blockData={{ 7: data }} />
          </StockServicesProvider>
        </MemoryRouter>
      </UiProvider>
    </Provider>,
  );
}

/** The filter groups of the side panel (the only filter panel while the drawer is closed). */
function shownGroups(): string[] {
  // The side panel is for wide screens; jsdom applies no media query, so it counts as hidden here.
  const search = screen.queryByRole('search', { hidden: true });
  if (!search) return [];
  return within(search)
    .queryAllByRole('group', { hidden: true })
    .map((group) => group.querySelector('legend')?.textContent ?? '');
}

const flags = (on: readonly FilterKey[]) => Object.fromEntries(FILTER_KEYS.map((key) => [`filter_${key}`, on.includes(key)]));

describe('stock locator filter flags (B§3.2)', () => {
  it('covers every flag of the catalogue', () => {
    expect(Object.keys(groups).sort()).toEqual([...FILTER_KEYS].sort());
  });

  it('shows no filters with every flag off', async () => {
    await renderLocator(flags([]));
    expect(await screen.findByText('3 רכבים')).toBeTruthy();
    expect(shownGroups()).toEqual([]);
  });

  it.each(FILTER_KEYS.map((key) => [key, groups[key]] as const))('filter_%s on shows the "%s" group, off hides it', async (key, name) => {
    await renderLocator(flags([key]));
    const search = screen.getByRole('search', { hidden: true });
    expect(within(search).getByRole('group', { name, hidden: true })).toBeTruthy();
    expect(shownGroups()).toEqual([name]);
    cleanup();

    await renderLocator(flags(FILTER_KEYS.filter((other) => other !== key)));
    expect(within(screen.getByRole('search', { hidden: true })).queryByRole('group', { name, hidden: true })).toBeNull();
    expect(shownGroups()).toHaveLength(FILTER_KEYS.length - 1);
  });

  it.each(['primary', 'secondary', 'tertiary'] as const)('gives the Reset Filter button the %s look (reset_button_theme)', async (theme) => {
    await renderLocator({ ...flags(['models']), reset_button_theme: theme });
    const search = screen.getByRole('search', { hidden: true });
    expect(within(search).getByRole('button', { name: 'איפוס סינון', hidden: true }).getAttribute('data-variant')).toBe(theme);
  });

  it.each([
    ['the headline of the vehicles JSON', JSON.stringify({ headline: 'המומלצים שלנו', list: ['101', 102] }), 'המומלצים שלנו'],
    ['the default headline when the JSON has none', JSON.stringify({ list: ['101'] }), 'רכבים נבחרים'],
  ])('shows the picked vehicles under %s', async (_, json, headline) => {
    await renderLocator({ heading: 'מלאי רכבים', vehicles: json }, { display_selected_vehicles: true });
    const heading = screen.getByRole('heading', { name: headline });
    expect(heading.tagName).toBe('H3');
    const picked = screen.getByRole('list', { name: headline });
    expect(within(picked).getAllByRole('article').length).toBeGreaterThan(0);
  });

  it('shows no picked vehicles without the display_selected_vehicles feature', async () => {
    await renderLocator({ vehicles: JSON.stringify({ headline: 'המומלצים שלנו', list: ['101'] }) });
    expect(screen.queryByRole('heading', { name: 'המומלצים שלנו' })).toBeNull();
  });
});
