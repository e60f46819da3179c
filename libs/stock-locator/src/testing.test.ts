import { describe, expect, it } from 'vitest';
import { listingApiQuery } from './api-query';
import { CHECKBOX_FILTER_KEYS, RANGE_FILTER_KEYS } from './filters';
import { defaultListQuery, type ListQuery } from './list-query';
import { createFakeStockApi, sampleVehicle } from './testing';

const query = (patch: Partial<ListQuery> = {}) => listingApiQuery({ ...defaultListQuery, ...patch });

describe('createFakeStockApi (matches the real service: apps/api stock routes)', () => {
  it('keys facets by every checkbox filter key and ranges by range filter key, not by attribute', async () => {
    const { meta } = await createFakeStockApi().listVehicles('il', query());
    expect(Object.keys(meta.facets).sort()).toEqual([...CHECKBOX_FILTER_KEYS].sort());
    expect(meta.facets['nameplate_name']).toBeUndefined();
    expect(meta.facets['models']).toEqual([
      { value: 'Defender', count: 4 },
      { value: 'Discovery', count: 4 },
      { value: 'Range Rover', count: 4 },
    ]);
    expect(Object.keys(meta.ranges ?? {}).every((key) => (RANGE_FILTER_KEYS as readonly string[]).includes(key))).toBe(true);
    expect(meta.ranges?.['display_price']).toEqual({ min: 300000, max: 410000 });
    expect(meta.ranges?.['production_year']).toEqual({ min: 2020, max: 2025 });
  });

  it('counts each facet under the other filters only', async () => {
    const { meta } = await createFakeStockApi().listVehicles('il', query({ filters: { models: ['Defender'], states: ['new'] } }));
    expect(meta.total).toBe(4);
    // Models ignore the models filter but keep the state filter: every "new" car is a Defender.
    expect(meta.facets['models']).toEqual([{ value: 'Defender', count: 4 }]);
    // States ignore the state filter: the 4 Defenders are all new.
    expect(meta.facets['states']).toEqual([{ value: 'new', count: 4 }]);
  });

  it('counts list attributes per item and colour families inside names', async () => {
    const api = createFakeStockApi({
      vehicles: [
        sampleVehicle({ id: 'a', financing_options: ['purchase', 'lease'], color_name: 'Santorini Black' }),
        sampleVehicle({ id: 'b', financing_options: ['purchase'], color_name: 'Fuji White' }),
      ],
    });
    const { meta } = await api.listVehicles('il', query());
    expect(meta.facets['financing_options']).toEqual([
      { value: 'lease', count: 1 },
      { value: 'purchase', count: 2 },
    ]);
    expect(meta.facets['colors']).toEqual([
      { value: 'Black', count: 1 },
      { value: 'White', count: 1 },
    ]);
    const lease = await api.listVehicles('il', query({ filters: { financing_options: ['lease'] } }));
    expect(lease.data.map((v) => v.id)).toEqual(['a']);
  });

  it('sorts and pages like the service, and the light listing has no facets', async () => {
    const api = createFakeStockApi();
    const page = await api.listVehicles('il', query({ sort: 'priceDesc', items: 5, page: 2 }));
    expect(page.data.map((v) => v.sale_price)).toEqual([360000, 350000, 340000, 330000, 320000]);
    const light = await api.listVehiclesLight('il', query());
    expect(light.meta.facets).toEqual({});
    expect(light.meta.ranges).toEqual({});
  });
});
