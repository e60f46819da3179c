import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { $priceSettings, defaultPriceSettings } from '@lux/pricing';
import { SAVED_VEHICLES_STORAGE_KEY, type QueryParam } from '@lux/stock-locator';
import { sampleVehicle } from '@lux/stock-locator/testing';
import { UiProvider } from '@lux/ui';
import { BlockList } from '../testing/BlockList';
import { StockServicesProvider, type StockServices } from '../stock-shared/services';
import { fakeLoaderContext, installDialogPolyfill, memoryStockServices, storyVehicles } from '../stock-shared/testing';
import { validateBlocks, type ValidBlock } from '../validate';
import { loadStockLocator, readStockLocatorData } from './data';
import { facetLabel, optionsOf, orderOptions } from './Filters';
import { pageWindow } from './Results';

beforeAll(installDialogPolyfill);
afterEach(cleanup);

const fields = {
  heading: 'מלאי רכבים',
  ci_key_list: 'lux-il',
  filter_models: true,
  filter_states: true,
  filter_display_price: true,
  reset_button_theme: 'primary',
};

function block(template: 'stock-locator' | 'stock-locator-overseas' = 'stock-locator', extra: Record<string, unknown> = {}): ValidBlock {
  const { valid, problems } = validateBlocks([{ id: 7, template, sequence: 1, fields: { ...fields, ...extra }, groups: [] }]);
  if (problems.length > 0) throw new Error(problems.map((p) => p.reason).join('; '));
  return valid[0]!;
}

function page(services: StockServices, { data, locale = 'he', template = 'stock-locator' as const }: { data?: unknown; locale?: 'he' | 'en'; template?: 'stock-locator' | 'stock-locator-overseas' } = {}) {
  const scope = fork({ values: [[$priceSettings, { ...defaultPriceSettings, symbol: '₪' }]] });
  return (
    <Provider value={scope}>
      <UiProvider locale={locale}>
        <MemoryRouter>
          <StockServicesProvider services={services}>
            <BlockList blocks={[block(template)]} locale={locale} blockData={data === undefined ? {} : { 7: data }} />
          </StockServicesProvider>
        </MemoryRouter>
      </UiProvider>
    </Provider>
  );
}

const listCalls = (api: { calls: unknown[][] }) => api.calls.filter((c) => c[0] === 'listVehicles').map((c) => c[2] as QueryParam[]);

describe('stock locator data loader', () => {
  it('loads the list the URL asks for, the features, translations and known dealers, as JSON', async () => {
    const { context, api } = fakeLoaderContext({ url: 'http://site.test/stock?models=Defender&sort=priceAsc&utm_source=x', translations: { reset_filter: 'איפוס' } });
    const data = await loadStockLocator(block(), context, { overseas: false });
    expect(JSON.parse(JSON.stringify(data))).toEqual(data);
    expect(data.problem).toBeNull();
    expect(data.features.features.postcode_search).toBe(true);
    expect(listCalls(api)[0]).toEqual([
      ['filter[nameplate_name_in]', 'Defender'],
      ['items', '12'],
      ['page', '1'],
      ['sort', 'priceAsc'],
    ]);
    expect(data.values['stock-locator/$total']).toBe(4);
    expect(data.values['stock-locator/$knownDealers']).toHaveLength(3);
    expect(data.values['stock-locator/$stockTranslations']).toEqual({ reset_filter: 'איפוס' });
    expect(readStockLocatorData(data)).toEqual(data);
  });

  it('gives the overseas block nothing outside the overseas market, and warns (B§3.2)', async () => {
    const warn = vi.fn();
    const { context, api } = fakeLoaderContext({ warn, additional: { market: 'mobility' } });
    const data = await loadStockLocator(block('stock-locator-overseas'), context, { overseas: true });
    expect(data.problem).toBe('market');
    expect(listCalls(api)).toHaveLength(0);
    expect(warn).toHaveBeenCalledWith(expect.objectContaining({ market: 'mobility' }), expect.stringContaining('not overseas'));
    const overseas = await loadStockLocator(block('stock-locator-overseas'), fakeLoaderContext({ additional: { market: 'overseas' } }).context, { overseas: true });
    expect(overseas.problem).toBeNull();
  });

  it('reports a block without listing, and loads the picked vehicles only with display_selected_vehicles', async () => {
    const none = await loadStockLocator(block('stock-locator', { ci_key_list: '' }), fakeLoaderContext().context, { overseas: false });
    expect(none.problem).toBe('noListing');
    const vehicles = JSON.stringify({ headline: 'המומלצים שלנו', list: ['103', 104, 'missing'] });
    const off = await loadStockLocator(block('stock-locator', { vehicles }), fakeLoaderContext().context, { overseas: false });
    expect(off.selected.vehicles).toEqual([]);
    const on = await loadStockLocator(block('stock-locator', { vehicles }), fakeLoaderContext({ additional: { display_selected_vehicles: true } }).context, { overseas: false });
    expect(on.selected).toMatchObject({ headline: 'המומלצים שלנו', vehicles: [{ id: '103' }, { id: '104' }] });
  });

  it('rejects data that is not its own', () => {
    expect(readStockLocatorData(undefined)).toBeNull();
    expect(readStockLocatorData({ values: [], features: {} })).toBeNull();
  });
});

describe('stock locator, server-rendered', () => {
  it('renders the cards, the facet counts of the API and the sort from the loader state', async () => {
    const { context } = fakeLoaderContext({ url: 'http://site.test/stock?states=new&sort=priceAsc' });
    const data = await loadStockLocator(block(), context, { overseas: false });
    const html = renderToString(page(memoryStockServices().services, { data }));
    const doc = new DOMParser().parseFromString(html, 'text/html');
    expect(doc.querySelectorAll('article')).toHaveLength(4);
    const labels = [...doc.querySelectorAll('label')].map((label) => label.textContent);
    // Facets count under the other filters: every model among the new cars, states over all cars.
    expect(labels).toEqual(expect.arrayContaining(['Defender (4)', 'חדש (4)', 'מאושר Approved (4)', 'יד שנייה (4)']));
    expect(doc.querySelector('[role="status"]')?.textContent).toBe('4 רכבים');
    expect(doc.querySelector<HTMLSelectElement>('select')?.querySelector('option[selected]')?.getAttribute('value')).toBe('priceAsc');
    expect(doc.querySelectorAll('select option')).toHaveLength(9);
  });
});

describe('stock locator in the browser', () => {
  it('loads itself when the loader failed, then mirrors filters, price range and sort into the URL', async () => {
    const { services, location, api } = memoryStockServices({ search: '?utm_source=mail' });
    render(page(services));
    await screen.findByText('12 רכבים');
    // The side panel is for wide screens; jsdom applies no media query, so it counts as hidden here.
    const search = screen.getByRole('search', { hidden: true });
    fireEvent.click(within(search).getByRole('checkbox', { name: 'Defender (4)', hidden: true }));
    await screen.findByText('4 רכבים');
    expect(location.search()).toBe('?utm_source=mail&models=Defender');
    expect(listCalls(api).at(-1)).toContainEqual(['filter[nameplate_name_in]', 'Defender']);

    const from = within(search).getByRole('spinbutton', { name: 'מ־', hidden: true });
    fireEvent.change(from, { target: { value: '800000' } });
    fireEvent.keyDown(from, { key: 'Enter' });
    await waitFor(() => expect(location.search()).toBe('?utm_source=mail&models=Defender&display_price.from=800000'));
    await waitFor(() => expect(listCalls(api).at(-1)).toContainEqual(['filter[sale_price_gteq]', '800000']));
    await screen.findByText('2 רכבים');
    expect(within(search).getByText('2 מסננים פעילים')).toBeTruthy();
    expect(within(search).getByRole('checkbox', { name: 'Defender (2)', hidden: true })).toHaveProperty('checked', true);

    fireEvent.change(screen.getByRole('combobox', { name: 'מיון לפי' }), { target: { value: 'priceAsc' } });
    await waitFor(() => expect(location.search()).toContain('sort=priceAsc'));
    const titles = screen.getAllByRole('article').map((card) => card.getAttribute('data-vehicle-id'));
    expect(titles).toEqual(['104', '101']);

    fireEvent.click(within(search).getByRole('button', { name: 'איפוס סינון', hidden: true }));
    await screen.findByText('12 רכבים');
    expect(location.search()).toBe('?utm_source=mail&sort=priceAsc');
  });

  it('ignores a negative or non-numeric price (A§5) and pages through a long list', async () => {
    const many = Array.from({ length: 30 }, (_, i) => sampleVehicle({ id: String(500 + i), sale_price: 100_000 + i }));
    const { services, location } = memoryStockServices({ vehicles: many });
    render(page(services));
    await screen.findByText('30 רכבים');
    const from = screen.getByRole('spinbutton', { name: 'מ־', hidden: true });
    fireEvent.change(from, { target: { value: '-5' } });
    fireEvent.blur(from);
    expect((from as HTMLInputElement).value).toBe('');
    expect(location.search()).toBe('');
    const pager = screen.getByRole('navigation', { name: 'עמודי תוצאות' });
    fireEvent.click(within(pager).getByRole('button', { name: 'עמוד 3' }));
    await waitFor(() => expect(location.search()).toBe('?page=3'));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(6));
    expect(within(pager).getByRole('button', { name: 'עמוד 3' }).getAttribute('aria-current')).toBe('page');
  });

  it('shows the error state with "Try again" when the list fails (A§8)', async () => {
    const { services } = memoryStockServices({ failing: true });
    render(page(services));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('משהו השתבש, אנא נסו שוב.');
    expect(within(alert).getByRole('button', { name: 'נסו שוב' })).toBeTruthy();
  });

  it('saves a vehicle to local storage and lists it under Saved (n) (A§4)', async () => {
    const { services, storage } = memoryStockServices();
    render(page(services));
    await screen.findByText('12 רכבים');
    fireEvent.click(screen.getAllByRole('button', { name: 'שמירת דיפנדר 110 D300 X-Dynamic SE' })[0]!);
    const saved = await screen.findByRole('tab', { name: 'שמורים (1)' });
    expect(JSON.parse(storage.items.get(`localStorage:${SAVED_VEHICLES_STORAGE_KEY}`) ?? '[]')).toEqual([{ id: '101', list: 'lux-il' }]);
    fireEvent.click(saved);
    const panel = await screen.findByRole('tabpanel');
    await waitFor(() => expect(within(panel).getAllByRole('article')).toHaveLength(1));
    expect(within(panel).getByRole('button', { name: 'שמירת דיפנדר 110 D300 X-Dynamic SE' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('postcode search: a district is required, no dealer keeps the modal open, a dealer closes it (A§4, A§5)', async () => {
    const { services, location } = memoryStockServices();
    render(page(services));
    await screen.findByText('12 רכבים');
    fireEvent.click(screen.getByRole('button', { name: 'חיפוש לפי מיקום' }));
    const dialog = await screen.findByRole('dialog', { name: 'חיפוש לפי מיקום' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'חיפוש' }));
    await within(dialog).findByText('יש לבחור מחוז.');
    expect(within(dialog).getByRole('combobox', { name: 'מחוז' }).getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(within(dialog).getByRole('combobox', { name: 'מחוז' }), { target: { value: 'מחוז הדרום' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'מיקוד' }), { target: { value: '6701101' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'יישוב' }), { target: { value: 'חיפה' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'חיפוש' }));
    await within(dialog).findByText(/לא נמצאו משווקים/);
    expect(within(dialog).queryByRole('button', { name: 'סגירה' })).toBeNull();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.getByRole('dialog')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('radio', { name: 'מחוז' }));
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'מחוז' }), { target: { value: 'מחוז חיפה' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'חיפוש' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await screen.findByText('4 רכבים');
    expect(new URLSearchParams(location.search()).get('_state')).toBe('מחוז חיפה');
    expect(screen.getByText('מיקום: מחוז חיפה')).toBeTruthy();
    const links = screen.getAllByRole('link').map((a) => a.getAttribute('href') ?? '');
    expect(links.every((href) => href.includes('_state='))).toBe(true);
  });

  it('opens the filters in a drawer with a focus-returning close button', async () => {
    const { services } = memoryStockServices();
    render(page(services));
    await screen.findByText('12 רכבים');
    const open = screen.getByRole('button', { name: 'סינון' });
    open.focus();
    fireEvent.click(open);
    const drawer = await screen.findByRole('dialog', { name: 'סינון' });
    expect(within(drawer).getByRole('checkbox', { name: 'Defender (4)' })).toBeTruthy();
    await act(async () => {
      fireEvent.keyDown(drawer, { key: 'Escape' });
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(open);
  });
});

describe('stock locator overseas', () => {
  it('renders nothing outside the overseas market, from server data or from the browser load (B§3.2)', async () => {
    const { context } = fakeLoaderContext({ additional: { market: 'mobility' } });
    const data = await loadStockLocator(block('stock-locator-overseas'), context, { overseas: true });
    const served = render(page(memoryStockServices().services, { data, template: 'stock-locator-overseas' }));
    expect(served.container.querySelector('[data-block]')?.textContent).toBe('');
    cleanup();
    const browser = memoryStockServices({ additional: { market: 'mobility' } });
    const loaded = render(page(browser.services, { template: 'stock-locator-overseas' }));
    await waitFor(() => expect(browser.api.calls.some((c) => c[0] === 'getCompanyConfig')).toBe(true));
    await waitFor(() => expect(loaded.container.querySelector('[data-block]')?.textContent).toBe(''));
    expect(browser.api.calls.some((c) => c[0] === 'listVehicles')).toBe(false);
  });

  it('searches as the stock locator does in the overseas market, with its default filters on', async () => {
    const { services } = memoryStockServices({ additional: { market: 'overseas' } });
    render(page(services, { template: 'stock-locator-overseas' }));
    await screen.findByText('12 רכבים');
    const legends = [...document.querySelectorAll('[role="search"] legend')].map((legend) => legend.textContent);
    expect(legends).toEqual(expect.arrayContaining(['דגם', 'זמינות', 'שנת ייצור', 'סוג מנוע', 'צבע']));
  });
});

describe('filter options', () => {
  it('labels values: translated states, plural-aware seats (A§5), dealers by name', () => {
    expect(facetLabel('states', 'approved', 'he', [])).toBe('מאושר Approved');
    expect(facetLabel('states', 'approved', 'he', [], { approved: 'מאושר' })).toBe('מאושר');
    expect(facetLabel('number_of_seats', '2', 'he', [])).toBe('שני מושבים');
    expect(facetLabel('number_of_seats', '7', 'en', [])).toBe('7 seats');
    expect(facetLabel('dealers', 'HFA01', 'he', [{ id: '1', name: 'לוקס מוטורס חיפה', dealer_code: 'HFA01' }])).toBe('לוקס מוטורס חיפה');
    expect(facetLabel('models', 'Defender', 'he', [])).toBe('Defender');
    // Stored value texts (engine types, colour families) in the page language when translations label them.
    expect(facetLabel('engine_types', 'דיזל', 'en', [], { דיזל: 'Diesel' })).toBe('Diesel');
    expect(facetLabel('colors', 'אפור', 'en', [], { דיזל: 'Diesel' })).toBe('אפור');
    expect(facetLabel('colors', 'אפור', 'he', [])).toBe('אפור');
  });

  it('orders translated stored texts by what the page shows; other facets keep the service order', () => {
    const english: Record<string, string> = { אבן: 'Stone', אדום: 'Red', כחול: 'Blue' };
    const label = (value: string) => english[value] ?? value;
    const colours = [
      { value: 'אבן', count: 1 },
      { value: 'אדום', count: 2 },
      { value: 'כחול', count: 3 },
    ];
    expect(orderOptions('colors', colours, label, 'en').map((o) => o.value)).toEqual(['כחול', 'אדום', 'אבן']);
    expect(orderOptions('colors', colours, (value) => value, 'he')).toBe(colours);
    const seats = [
      { value: '7', count: 1 },
      { value: '5', count: 2 },
    ];
    expect(orderOptions('number_of_seats', seats, (value) => `${value} seats`, 'en')).toBe(seats);
  });

  it('keeps a selected value the results no longer hold, with count 0', () => {
    expect(optionsOf([{ value: 'Defender', count: 3 }], ['Defender', 'Discovery'])).toEqual([
      { value: 'Defender', count: 3 },
      { value: 'Discovery', count: 0 },
    ]);
  });

  it('shows six options, then all of them on request', async () => {
    const many = Array.from({ length: 9 }, (_, i) => sampleVehicle({ id: String(i + 1), nameplate_name: `Model ${i + 1}` }));
    const { services } = memoryStockServices({ vehicles: many });
    render(page(services));
    await screen.findByText('9 רכבים');
    const models = screen.getByRole('group', { name: 'דגם', hidden: true });
    expect(within(models).getAllByRole('checkbox', { hidden: true })).toHaveLength(6);
    fireEvent.click(within(models).getByRole('button', { name: 'הצגת כל האפשרויות (9)', hidden: true }));
    expect(within(models).getAllByRole('checkbox', { hidden: true })).toHaveLength(9);
    expect(within(models).getByRole('button', { name: 'הצגת פחות אפשרויות', hidden: true }).getAttribute('aria-expanded')).toBe('true');
  });
});

describe('pageWindow', () => {
  it('offers first, last and the neighbours of the current page, with gaps', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(5, 9)).toEqual([1, null, 4, 5, 6, null, 9]);
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
  });
});

// Keeps the fixtures honest: the stories and tests above depend on these facts.
it('story vehicles: twelve cars, four of each model and state', () => {
  expect(storyVehicles).toHaveLength(12);
  expect(storyVehicles.filter((v) => v.nameplate_name === 'Defender' && v.state === 'new')).toHaveLength(4);
});
