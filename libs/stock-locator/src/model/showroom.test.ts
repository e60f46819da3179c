import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import type { StockApi, Vehicle } from '../contract';
import { createFakeStockApi, sampleVehicle } from '../testing';
import { $stockApi } from './shared';
import { $similarVehicles, $similarVehiclesError, $vehicle, $vehicleError, pickSimilarVehicles, showroomOpened } from './showroom';

const defenders: Vehicle[] = Array.from({ length: 9 }, (_, i) => sampleVehicle({ id: `d${i}`, nameplate_name: 'Defender' }));
const others = [sampleVehicle({ id: 'x1', nameplate_name: 'Discovery' })];

describe('showroom vehicle and similar vehicles (A§7, A§8, A§9)', () => {
  it('loads the vehicle and at most 6 similar ones of its nameplate, without it', async () => {
    const api = createFakeStockApi({ vehicles: [...defenders, ...others] });
    const scope = fork({ values: [[$stockApi, api]] });
    await allSettled(showroomOpened, { scope, params: { listing: 'il', id: 'd0' } });
    expect(scope.getState($vehicle)?.id).toBe('d0');
    const similar = scope.getState($similarVehicles);
    expect(similar.map((v) => v.id)).toEqual(['d1', 'd2', 'd3', 'd4', 'd5', 'd6']);
    expect(api.calls.find((c) => c[0] === 'listVehicles')?.[2]).toEqual([['filter[nameplate_name_in]', 'Defender'], ['items', '7'], ['page', '1']]);
  });

  it('never returns the current vehicle or duplicates', () => {
    const list = [defenders[0]!, defenders[1]!, defenders[1]!, defenders[2]!];
    expect(pickSimilarVehicles(list, 'd0').map((v) => v.id)).toEqual(['d1', 'd2']);
  });

  it('keeps a stored error on failure, marking a 404', async () => {
    const scope = fork({ values: [[$stockApi, createFakeStockApi()]] });
    await allSettled(showroomOpened, { scope, params: { listing: 'il', id: 'missing' } });
    expect(scope.getState($vehicle)).toBeNull();
    expect(scope.getState($vehicleError)).toEqual({ message: 'Not Found', notFound: true });

    const fake = createFakeStockApi({ vehicles: defenders });
    const failing: StockApi = { ...fake, listVehicles: () => Promise.reject(new Error('down')) };
    const second = fork({ values: [[$stockApi, failing]] });
    await allSettled(showroomOpened, { scope: second, params: { listing: 'il', id: 'd0' } });
    expect(second.getState($vehicle)?.id).toBe('d0');
    expect(second.getState($similarVehiclesError)).toEqual({ message: 'down', notFound: false });
  });

  it('rejects every call until an API is configured', async () => {
    const scope = fork();
    await allSettled(showroomOpened, { scope, params: { listing: 'il', id: 'd0' } });
    expect(scope.getState($vehicleError)?.message).toMatch(/not configured/);
  });
});
