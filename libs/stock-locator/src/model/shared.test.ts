// @vitest-environment jsdom
import { allSettled, fork } from 'effector';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeStockApi } from '../testing';
import { VEHICLE_LIST_SESSION_KEY } from '../url';
import { $filterDebounceMs, stockLocatorOpened, checkboxFilterToggled } from './list';
import { $stockApi, stockApiConfigured, stockWarningLoggedFx, storageWrittenFx } from './shared';
import { $stockTranslations, stockTranslationsRequested } from './translations';

describe('default storage handlers against jsdom storage', () => {
  afterEach(() => sessionStorage.clear());

  it('mirrors the list state to sessionStorage under sl_vehicle_list_query_params and restores it', async () => {
    const scope = fork({ values: [[$filterDebounceMs, 0]] });
    await allSettled(stockApiConfigured, { scope, params: createFakeStockApi() });
    await allSettled(stockLocatorOpened, { scope, params: { listing: 'il' } });
    await allSettled(checkboxFilterToggled, { scope, params: { filter: 'models', value: 'Defender' } });
    expect(sessionStorage.getItem(VEHICLE_LIST_SESSION_KEY)).toBe('models=Defender');
  });

  it('only logs a storage failure (A§8)', async () => {
    const warnings: unknown[] = [];
    const scope = fork({
      handlers: [
        [storageWrittenFx, () => { throw new Error('QuotaExceededError'); }],
        [stockWarningLoggedFx, (w: unknown) => { warnings.push(w); }],
      ],
    });
    await allSettled(storageWrittenFx, { scope, params: { kind: 'sessionStorage', key: 'k', value: 'v' } });
    expect(warnings).toEqual([{ message: 'Storage failure', context: { key: 'k', kind: 'sessionStorage', error: 'QuotaExceededError' } }]);
  });
});

describe('translations model', () => {
  it('loads translations, and only logs "Missing translations" when they fail', async () => {
    const ok = fork({ values: [[$stockApi, createFakeStockApi()]] });
    await allSettled(stockTranslationsRequested, { scope: ok, params: '1' });
    expect(ok.getState($stockTranslations)).toEqual({ reset_filter: 'אפס סינון' });

    const warn = vi.fn();
    const failing = fork({ values: [[$stockApi, { ...createFakeStockApi(), getTranslations: () => Promise.reject(new Error('down')) }]], handlers: [[stockWarningLoggedFx, warn]] });
    await allSettled(stockTranslationsRequested, { scope: failing, params: '1' });
    expect(failing.getState($stockTranslations)).toEqual({});
    expect(warn).toHaveBeenCalledWith({ message: 'Missing translations', context: { id: '1', error: 'down' } });
  });
});
