import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { $priceSettings, defaultPriceSettings } from '@lux/pricing';
import { UiProvider } from '@lux/ui';
import { installCarouselStubs } from '../hero-banner/testing';
import { StockServicesProvider, type StockServices } from '../stock-shared/services';
import { fakeLoaderContext, memoryStockServices, StockBlockPreview } from '../stock-shared/testing';
import type { ValidBlock } from '../validate';
import { loadStockCarousel, readStockCarouselData } from './data';

beforeAll(installCarouselStubs);
afterEach(cleanup);

const fields = { heading: 'הגיעו לאחרונה', ci_key_list: 'lux-il', sl_key_brand: 'Land Rover', link: null, box_color: 'light' };
const block = (extra: Record<string, unknown> = {}) => ({ id: 1, template: 'stock-locator-carousel', fields: { ...fields, ...extra }, groups: [] }) as unknown as ValidBlock;

function view(services: StockServices, data?: unknown, extra: Record<string, unknown> = {}) {
  return render(
    <Provider value={fork({ values: [[$priceSettings, { ...defaultPriceSettings, symbol: '₪' }]] })}>
      <UiProvider locale="he">
        <MemoryRouter>
          <StockServicesProvider services={services}>
            <StockBlockPreview template="stock-locator-carousel" fields={{ ...fields, ...extra }} data={data} />
          </StockServicesProvider>
        </MemoryRouter>
      </UiProvider>
    </Provider>,
  );
}

describe('stock locator carousel', () => {
  it('loads the newest cards of the listing from the light listing, with the block brand', async () => {
    const { context, api } = fakeLoaderContext();
    const data = await loadStockCarousel(block(), context);
    expect(data.vehicles).toHaveLength(12);
    expect(data.total).toBe(12);
    expect(api.calls.find((c) => c[0] === 'listVehiclesLight')?.[2]).toEqual([
      ['filter[nameplate_brand_name_eq]', 'Land Rover'],
      ['items', '12'],
      ['page', '1'],
      ['sort', 'createdAtDesc'],
    ]);
    expect(readStockCarouselData(JSON.parse(JSON.stringify(data)))).toEqual(data);
    expect(readStockCarouselData({ vehicles: 'x' })).toBeNull();
  });

  it('warns and loads nothing without a listing', async () => {
    const warn = vi.fn();
    const { context, api } = fakeLoaderContext({ warn });
    expect(await loadStockCarousel(block({ ci_key_list: ' ' }), context)).toEqual({ vehicles: [], total: 0, translations: {} });
    expect(api.calls).toHaveLength(0);
    expect(warn).toHaveBeenCalled();
  });

  it('renders the server data as cards without asking again, and loads in the browser without it', async () => {
    const { context } = fakeLoaderContext();
    const data = await loadStockCarousel(block(), context);
    const first = memoryStockServices();
    view(first.services, data);
    expect(screen.getAllByRole('article')).toHaveLength(12);
    expect(first.api.calls).toHaveLength(0);
    cleanup();
    const second = memoryStockServices();
    view(second.services);
    expect(screen.getByRole('status').textContent).toBe('טוען רכבים…');
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(12));
  });

  it('shows nothing for an empty listing, and "Try again" when it fails (A§8), which loads again', async () => {
    const { container } = view(memoryStockServices({ vehicles: [] }).services);
    await waitFor(() => expect(container.querySelector('[data-block]')?.textContent).toBe(''));
    cleanup();
    const working = memoryStockServices().api;
    const failing = memoryStockServices({ failing: true });
    view(failing.services);
    expect((await screen.findByRole('alert')).textContent).toContain('נסו שוב');
    failing.api.listVehiclesLight = working.listVehiclesLight;
    fireEvent.click(screen.getByRole('button', { name: 'נסו שוב' }));
    expect(screen.getByRole('status').textContent).toBe('טוען רכבים…');
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(12));
  });
});
