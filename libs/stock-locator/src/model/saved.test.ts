import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { StockApiError, type StockApi } from '../contract';
import { SAVED_VEHICLES_STORAGE_KEY, toggleSavedVehicle, parseSavedVehicles } from '../saved';
import { createFakeStockApi, createMemoryStorage } from '../testing';
import {
  $savedVehicleDetails,
  $savedVehicleIds,
  $savedVehicles,
  savedVehiclesRequested,
  savedVehiclesRestored,
  savedVehicleToggled,
} from './saved';
import { $listing, $stockApi, storageReadFx, storageWrittenFx } from './shared';

const key = `localStorage:${SAVED_VEHICLES_STORAGE_KEY}`;

function setup(stored?: string, api: StockApi = createFakeStockApi()) {
  const storage = createMemoryStorage(stored ? { [key]: stored } : {});
  const scope = fork({
    values: [[$stockApi, api], [$listing, 'il']],
    handlers: [[storageReadFx, storage.read], [storageWrittenFx, storage.write]],
  });
  return { scope, storage };
}

describe('saved vehicles (A§3, A§4, A§8)', () => {
  it('toggles: an id already saved is removed, otherwise added', () => {
    const one = toggleSavedVehicle([], { id: 'v1', list: 'il' });
    expect(one).toEqual([{ id: 'v1', list: 'il' }]);
    expect(toggleSavedVehicle(one, { id: 'v1', list: 'other' })).toEqual([]);
    expect(toggleSavedVehicle(one, { id: ' ', list: 'il' })).toEqual(one);
  });

  it('reads stored lists defensively', () => {
    expect(parseSavedVehicles('not json')).toEqual([]);
    expect(parseSavedVehicles('{"id":1}')).toEqual([]);
    expect(parseSavedVehicles('[{"id":1,"list":"il"},{"id":"1"},{"list":"x"},null]')).toEqual([{ id: '1', list: 'il' }]);
  });

  it('persists toggles to storage, so a reload restores them', async () => {
    const { scope, storage } = setup();
    await allSettled(savedVehicleToggled, { scope, params: { id: 'v1' } });
    await allSettled(savedVehicleToggled, { scope, params: { id: 'v2', list: 'used' } });
    expect(storage.items.get(key)).toBe('[{"id":"v1","list":"il"},{"id":"v2","list":"used"}]');
    const reloaded = setup(storage.items.get(key));
    await allSettled(savedVehiclesRestored, { scope: reloaded.scope });
    expect(reloaded.scope.getState($savedVehicleIds)).toEqual(['v1', 'v2']);
    await allSettled(savedVehicleToggled, { scope, params: { id: 'v1' } });
    await allSettled(savedVehicleToggled, { scope, params: { id: 'v2' } });
    expect(storage.items.has(key)).toBe(false);
  });

  it('fetches each saved vehicle and drops the ids that return 404', async () => {
    const { scope, storage } = setup('[{"id":"v1","list":"il"},{"id":"gone","list":"il"},{"id":"v3","list":"il"}]');
    await allSettled(savedVehiclesRestored, { scope });
    await allSettled(savedVehiclesRequested, { scope });
    expect(scope.getState($savedVehicleDetails).map((v) => v.id)).toEqual(['v1', 'v3']);
    expect(scope.getState($savedVehicleIds)).toEqual(['v1', 'v3']);
    expect(storage.items.get(key)).toBe('[{"id":"v1","list":"il"},{"id":"v3","list":"il"}]');
  });

  it('keeps ids that fail for another reason (the network may come back)', async () => {
    const fake = createFakeStockApi();
    const flaky: StockApi = { ...fake, getVehicle: (l, id) => (id === 'v2' ? Promise.reject(new StockApiError('timeout', null)) : fake.getVehicle(l, id)) };
    const { scope } = setup('[{"id":"v1","list":"il"},{"id":"v2","list":"il"}]', flaky);
    await allSettled(savedVehiclesRestored, { scope });
    await allSettled(savedVehiclesRequested, { scope });
    expect(scope.getState($savedVehicles).map((s) => s.id)).toEqual(['v1', 'v2']);
    expect(scope.getState($savedVehicleDetails).map((v) => v.id)).toEqual(['v1']);
  });

  it('removes an un-saved vehicle from the saved page at once', async () => {
    const { scope } = setup('[{"id":"v1","list":"il"},{"id":"v2","list":"il"}]');
    await allSettled(savedVehiclesRestored, { scope });
    await allSettled(savedVehiclesRequested, { scope });
    await allSettled(savedVehicleToggled, { scope, params: { id: 'v1' } });
    expect(scope.getState($savedVehicleDetails).map((v) => v.id)).toEqual(['v2']);
  });
});
