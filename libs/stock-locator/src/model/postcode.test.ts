import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import type { Dealer, QueryParam, StockApi } from '../contract';
import { createFakeStockApi, createMemoryStorage, sampleDealers } from '../testing';
import { $filterDebounceMs, $listQuery, $total, $urlSearch, stockLocatorOpened, urlChanged } from './list';
import {
  $postcodeModal,
  $postcodeProblem,
  knownDealersReceived,
  postcodeModalDismissed,
  postcodeModalOpened,
  postcodeSearchCleared,
  postcodeSearchSubmitted,
  retailerSearchSubmitted,
  stateSearchSubmitted,
} from './postcode';
import { $postcodeSearch, $stockApi, storageReadFx, storageWrittenFx } from './shared';

function setup(retailers?: (query: readonly QueryParam[]) => readonly Dealer[]) {
  const api = createFakeStockApi(retailers ? { retailers } : {});
  const storage = createMemoryStorage();
  const scope = fork({
    values: [[$stockApi, api], [$filterDebounceMs, 0]],
    handlers: [[storageReadFx, storage.read], [storageWrittenFx, storage.write]],
  });
  return { scope, api };
}
const calls = (api: StockApi, method: string) =>
  ((api as ReturnType<typeof createFakeStockApi>).calls).filter((c) => c[0] === method).map((c) => c[2] as QueryParam[]);
const haifaOnly = (query: readonly QueryParam[]) =>
  query.some(([k, v]) => k === 'q[state_eq]' && v === 'north') ? sampleDealers.filter((d) => d.dealer_code === 'HFA02') : [];

async function opened(search = '', retailers: (query: readonly QueryParam[]) => readonly Dealer[] = haifaOnly) {
  const ctx = setup(retailers);
  await allSettled(knownDealersReceived, { scope: ctx.scope, params: sampleDealers });
  await allSettled(stockLocatorOpened, { scope: ctx.scope, params: { listing: 'il', search } });
  return ctx;
}

describe('postcode search machine (A§4, A§5)', () => {
  it('runs a postcode search with q[...] params, filters the list by the dealers found and keeps it in the URL', async () => {
    const { scope, api } = await opened();
    await allSettled(postcodeModalOpened, { scope, params: 'postcode' });
    await allSettled(postcodeSearchSubmitted, { scope, params: { state: 'north', postcode: '3100000', locality: 'Haifa' } });
    expect(calls(api, 'listRetailers').at(-1)).toEqual([['q[state_eq]', 'north'], ['q[postcode_eq]', '3100000'], ['q[locality_eq]', 'Haifa']]);
    expect(scope.getState($postcodeSearch).dealerCodes).toEqual(['HFA02']);
    expect(scope.getState($postcodeModal).open).toBe(false);
    expect(calls(api, 'listVehicles').at(-1)).toContainEqual(['filter[dealer_code_in]', 'HFA02']);
    expect(scope.getState($total)).toBe(6);
    expect(scope.getState($urlSearch)).toBe('_state=north&_postcode=3100000&_locality=Haifa');
  });

  it('says "state is required" and searches nothing without a state', async () => {
    const { scope, api } = await opened();
    await allSettled(postcodeSearchSubmitted, { scope, params: { state: ' ', postcode: '3100000', locality: 'Haifa' } });
    expect(scope.getState($postcodeProblem)).toBe('stateRequired');
    expect(scope.getState($postcodeModal)).toMatchObject({ open: true, dismissible: true });
    await allSettled(stateSearchSubmitted, { scope, params: { state: '' } });
    expect(scope.getState($postcodeProblem)).toBe('stateRequired');
    expect(calls(api, 'listRetailers')).toEqual([]);
  });

  it('opens a modal that cannot be dismissed when no dealer is found, until a search finds one', async () => {
    const { scope } = await opened();
    await allSettled(stateSearchSubmitted, { scope, params: { state: 'south' } });
    expect(scope.getState($postcodeProblem)).toBe('noDealers');
    expect(scope.getState($postcodeModal)).toEqual({ open: true, dismissible: false, mode: 'state' });
    await allSettled(postcodeModalDismissed, { scope });
    await allSettled(postcodeSearchCleared, { scope });
    await allSettled(postcodeModalOpened, { scope, params: 'postcode' });
    await allSettled(postcodeSearchSubmitted, { scope, params: { state: '', postcode: '1', locality: 'x' } });
    expect(scope.getState($postcodeModal)).toMatchObject({ open: true, dismissible: false });
    await allSettled(stateSearchSubmitted, { scope, params: { state: 'north' } });
    expect(scope.getState($postcodeModal).open).toBe(false);
    expect(scope.getState($postcodeProblem)).toBeNull();
  });

  it('keeps only dealer codes that are known and in the search result (A§5)', async () => {
    const unknownToo = () => [...sampleDealers, { id: '9', name: 'Ghost', dealer_code: 'GST09' }];
    const { scope } = await opened('', unknownToo);
    await allSettled(stateSearchSubmitted, { scope, params: { state: 'center' } });
    expect(scope.getState($postcodeSearch).dealerCodes).toEqual(['TLV01', 'HFA02']);
  });

  it('retailer search: needs a retailer or dealer codes, else the modal opens', async () => {
    const { scope } = await opened('', () => sampleDealers);
    await allSettled(retailerSearchSubmitted, { scope, params: { retailer: '' } });
    expect(scope.getState($postcodeProblem)).toBe('retailerRequired');
    expect(scope.getState($postcodeModal)).toMatchObject({ open: true, mode: 'retailer' });
    await allSettled(retailerSearchSubmitted, { scope, params: { retailer: 'Lux Haifa' } });
    expect(scope.getState($postcodeSearch)).toMatchObject({ retailer: 'Lux Haifa', dealerCodes: ['HFA02'] });
    expect(scope.getState($urlSearch)).toBe('_retailer=Lux+Haifa');
    await allSettled(retailerSearchSubmitted, { scope, params: { retailer: 'GST09' } });
    expect(scope.getState($postcodeModal)).toMatchObject({ open: true, dismissible: false });
  });

  it('on opening with a postcode search and no list shown, falls back to the state and reloads', async () => {
    const { scope, api } = await opened('?_state=north&_postcode=3100000&_locality=Haifa&states=new');
    expect(calls(api, 'listRetailers')).toEqual([[['q[state_eq]', 'north']]]);
    expect(scope.getState($postcodeSearch)).toEqual({ retailer: '', state: 'north', postcode: '', locality: '', dealerCodes: ['HFA02'] });
    expect(calls(api, 'listVehicles').at(-1)).toEqual(expect.arrayContaining([['filter[dealer_code_in]', 'HFA02'], ['filter[state_in]', 'new']]));
    expect(scope.getState($postcodeModal).open).toBe(false);
    expect(scope.getState($listQuery).filters).toEqual({ states: ['new'] });
  });

  it('with a postcode search arriving while a list is shown, opens the postcode modal', async () => {
    const { scope, api } = await opened();
    await allSettled(urlChanged, { scope, params: '?_state=north&_postcode=3100000&_locality=Haifa' });
    expect(scope.getState($postcodeModal)).toEqual({ open: true, dismissible: true, mode: 'postcode' });
    expect(calls(api, 'listRetailers')).toEqual([]);
  });

  it('opens the modal for a state or retailer search from the URL', async () => {
    const state = await opened('?_state=north');
    expect(state.scope.getState($postcodeModal)).toEqual({ open: true, dismissible: true, mode: 'state' });
    const retailer = await opened('?_retailer=TLV01');
    expect(retailer.scope.getState($postcodeModal)).toEqual({ open: true, dismissible: true, mode: 'retailer' });
    await allSettled(postcodeModalDismissed, { scope: retailer.scope });
    expect(retailer.scope.getState($postcodeModal).open).toBe(false);
  });

  it('clearing the search removes the dealer filter', async () => {
    const { scope, api } = await opened();
    await allSettled(stateSearchSubmitted, { scope, params: { state: 'north' } });
    await allSettled(postcodeSearchCleared, { scope });
    expect(scope.getState($postcodeSearch).dealerCodes).toEqual([]);
    expect(calls(api, 'listVehicles').at(-1)).not.toContainEqual(['filter[dealer_code_in]', 'HFA02']);
    expect(scope.getState($urlSearch)).toBe('');
  });

  it('a failed search says so and leaves the modal dismissible', async () => {
    const api: StockApi = { ...createFakeStockApi(), listRetailers: () => Promise.reject(new Error('down')) };
    const scope = fork({ values: [[$stockApi, api], [$filterDebounceMs, 0]], handlers: [[storageReadFx, () => null], [storageWrittenFx, () => undefined]] });
    await allSettled(stateSearchSubmitted, { scope, params: { state: 'north' } });
    expect(scope.getState($postcodeProblem)).toBe('searchFailed');
    expect(scope.getState($postcodeModal)).toMatchObject({ open: true, dismissible: true });
  });
});
