import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { createMapUpdateModel } from './map-update.model';
import type { MapUpdateLookup, VinCampaignAnswer } from './types';
import { createVinCheckModel } from './vin-check.model';

const VIN = 'SALGA2BE8MA400123';
const found: MapUpdateLookup = {
  vehicle: { vin: VIN, nameplate_key: 'range-rover', model_year: 2021, navigation_system: 'Pivi Pro', region: 'IL' },
  package: {
    id: 3,
    version: '2025.Q3',
    released_at: '2025-09-01T00:00:00.000Z',
    notes: 'Israel maps',
    files: [{ name: 'manifest.json', size_bytes: 512, sha256: 'a'.repeat(64), url: '/vehicle-services/map-updates/files/3/manifest.json' }],
  },
};

describe('map-update model', () => {
  const setup = (lookup: (vin: string) => Promise<MapUpdateLookup | null>) => {
    const model = createMapUpdateModel({ sidPrefix: 'test/map-update', lookup });
    return { model, scope: fork() };
  };

  it('refuses a malformed VIN without a request, then looks a valid one up and moves to the terms', async () => {
    const lookup = vi.fn(async () => found);
    const { model, scope } = setup(lookup);
    await allSettled(model.vinSubmitted, { scope });
    expect(scope.getState(model.$fieldError)).toMatchObject({ code: 'empty' });
    await allSettled(model.vinChanged, { scope, params: 'SALGA2BE8MA4OO123' });
    expect(scope.getState(model.$fieldError)).toBeNull(); // not before the next submit
    await allSettled(model.vinSubmitted, { scope });
    expect(scope.getState(model.$fieldError)).toMatchObject({ code: 'characters', invalid: ['O'] });
    expect(lookup).not.toHaveBeenCalled();

    await allSettled(model.vinChanged, { scope, params: ' sal-ga2-be8-ma4-001-23 ' });
    await allSettled(model.vinSubmitted, { scope });
    expect(lookup).toHaveBeenCalledWith(VIN);
    expect(scope.getState(model.$step)).toBe('terms');
    expect(scope.getState(model.$lookup)).toEqual(found);
    expect(scope.getState(model.$fieldError)).toBeNull();
  });

  it('downloads only after the terms are accepted, then succeeds; "another vehicle" starts again', async () => {
    const { model, scope } = setup(async () => found);
    await allSettled(model.vinChanged, { scope, params: VIN });
    await allSettled(model.vinSubmitted, { scope });
    await allSettled(model.downloadStarted, { scope });
    expect(scope.getState(model.$step)).toBe('terms');
    expect(scope.getState(model.$downloadsEnabled)).toBe(false);
    await allSettled(model.termsToggled, { scope, params: true });
    expect(scope.getState(model.$downloadsEnabled)).toBe(true);
    await allSettled(model.downloadStarted, { scope });
    expect(scope.getState(model.$step)).toBe('success');
    await allSettled(model.restarted, { scope });
    expect(scope.getState(model.$step)).toBe('vin');
    expect(scope.getState(model.$vin)).toBe('');
    expect(scope.getState(model.$lookup)).toBeNull();
    expect(scope.getState(model.$termsAccepted)).toBe(false);
  });

  it('keeps step 1 with "not recognised" for an unknown VIN, cleared by typing', async () => {
    const { model, scope } = setup(async () => null);
    await allSettled(model.vinChanged, { scope, params: VIN });
    await allSettled(model.vinSubmitted, { scope });
    expect(scope.getState(model.$step)).toBe('vin');
    expect(scope.getState(model.$fieldError)).toEqual({ code: 'not_recognised' });
    await allSettled(model.vinChanged, { scope, params: 'SALGA2BE8MA40012' });
    expect(scope.getState(model.$fieldError)).toBeNull();
  });

  it('offers a retry of the same VIN after a failed request', async () => {
    const lookup = vi.fn<(vin: string) => Promise<MapUpdateLookup | null>>().mockRejectedValueOnce(new Error('503')).mockResolvedValueOnce(found);
    const { model, scope } = setup(lookup);
    await allSettled(model.vinChanged, { scope, params: VIN });
    await allSettled(model.vinSubmitted, { scope });
    expect(scope.getState(model.$step)).toBe('retry');
    await allSettled(model.retried, { scope });
    expect(lookup).toHaveBeenNthCalledWith(2, VIN);
    expect(scope.getState(model.$step)).toBe('terms');
  });
});

describe('vin-check model', () => {
  const answer = (affected: boolean): VinCampaignAnswer => ({
    vin: VIN,
    affected,
    campaigns: affected ? [{ code: 'N424', title: 'Pivi Pro update', description: '' }] : [],
  });

  it('validates first, then answers; typing clears the answer', async () => {
    const check = vi.fn(async () => answer(true));
    const model = createVinCheckModel({ sidPrefix: 'test/vin-check', check });
    const scope = fork();
    await allSettled(model.vinChanged, { scope, params: '1HGCM82643A004352' });
    await allSettled(model.vinSubmitted, { scope });
    expect(scope.getState(model.$fieldError)).toMatchObject({ code: 'check_digit', expected: '3' });
    expect(check).not.toHaveBeenCalled();
    await allSettled(model.vinChanged, { scope, params: VIN.toLowerCase() });
    await allSettled(model.vinSubmitted, { scope });
    expect(check).toHaveBeenCalledWith(VIN);
    expect(scope.getState(model.$answer)).toEqual(answer(true));
    await allSettled(model.vinChanged, { scope, params: VIN.slice(0, 10) });
    expect(scope.getState(model.$answer)).toBeNull();
  });

  it('records a failure, and a new submit tries again', async () => {
    const check = vi.fn<(vin: string) => Promise<VinCampaignAnswer>>().mockRejectedValueOnce(new Error('429')).mockResolvedValueOnce(answer(false));
    const model = createVinCheckModel({ sidPrefix: 'test/vin-check-2', check });
    const scope = fork();
    await allSettled(model.vinChanged, { scope, params: VIN });
    await allSettled(model.vinSubmitted, { scope });
    expect(scope.getState(model.$failed)).toBe(true);
    await allSettled(model.vinSubmitted, { scope });
    expect(scope.getState(model.$failed)).toBe(false);
    expect(scope.getState(model.$answer)).toEqual(answer(false));
  });
});
