import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { parseRentalConfig, type RentalConfig } from './config';
import { createRentalModel, type RentalInquiry } from './model';
import { rentalFields, rentalGroups } from './testing';

const config = parseRentalConfig(rentalFields, rentalGroups).config as RentalConfig;

function setup() {
  let n = 0;
  const model = createRentalModel({ sidPrefix: 'rental/test', config, today: '2026-11-27', newKey: () => `key-${++n}` });
  return model;
}

async function toSummary(model: ReturnType<typeof setup>, scope: ReturnType<typeof fork>) {
  await allSettled(model.pickupChosen, { scope, params: { kind: 'location', key: 'tlv' } });
  await allSettled(model.datesChosen, { scope, params: { start: '2026-11-30', end: '2026-12-03' } });
  await allSettled(model.nextPressed, { scope });
  await allSettled(model.vehicleChosen, { scope, params: 'defender' });
  await allSettled(model.nextPressed, { scope });
  await allSettled(model.extraChanged, { scope, params: { id: 'g0-0', value: 2 } });
  await allSettled(model.nextPressed, { scope });
  await allSettled(model.contactCompleted, { scope, params: { first_name: 'Dana' } });
}

describe('createRentalModel', () => {
  it('lists the steps: trip, vehicle, each extras group, contact, summary', () => {
    expect(setup().steps.map((s) => s.kind)).toEqual(['trip', 'vehicle', 'extras', 'contact', 'summary']);
  });

  it('shows the step problems instead of moving on, and hides them on the next step', async () => {
    const model = setup();
    const scope = fork();
    await allSettled(model.nextPressed, { scope });
    expect(scope.getState(model.$stepIndex)).toBe(0);
    expect(scope.getState(model.$visibleProblems)).toEqual(['pickup_required', 'dates_required']);
    await allSettled(model.pickupChosen, { scope, params: { kind: 'location', key: 'tlv' } });
    await allSettled(model.datesChosen, { scope, params: { start: '2026-11-29', end: '2026-12-01' } });
    expect(scope.getState(model.$visibleProblems)).toEqual(['pickup_date_unavailable']);
    await allSettled(model.datesChosen, { scope, params: { start: '2026-11-30', end: '2026-12-01' } });
    await allSettled(model.nextPressed, { scope });
    expect(scope.getState(model.$step)).toEqual({ kind: 'vehicle' });
    expect(scope.getState(model.$visibleProblems)).toEqual([]);
  });

  it('forgets a vehicle the new pick-up place does not have, and ignores a drop-off when not allowed', async () => {
    const strict = createRentalModel({ sidPrefix: 'rental/strict', config: { ...config, settings: { ...config.settings, allowDifferentDropoff: false } }, today: '2026-11-27' });
    const scope = fork();
    await allSettled(strict.pickupChosen, { scope, params: { kind: 'location', key: 'tlv' } });
    await allSettled(strict.vehicleChosen, { scope, params: 'defender' });
    await allSettled(strict.pickupChosen, { scope, params: { kind: 'location', key: 'tlv_airport' } });
    await allSettled(strict.dropoffChosen, { scope, params: { kind: 'location', key: 'haifa' } });
    expect(scope.getState(strict.$selection)).toMatchObject({ vehicleKey: null, dropoff: null });
  });

  it('sends from the summary, then shows sent; the total is in agorot', async () => {
    const model = setup();
    const send = vi.fn(async (_: RentalInquiry) => ({ data: { id: 1 } }));
    const scope = fork({ handlers: [[model.sendInquiryFx, send]] });
    await toSummary(model, scope);
    expect(scope.getState(model.$step)).toEqual({ kind: 'summary' });
    expect(scope.getState(model.$total).total).toBe(3 * 95_000 + 2 * 3 * 3_500);
    await allSettled(model.nextPressed, { scope });
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]![0]).toMatchObject({ idempotencyKey: 'key-1', contact: { first_name: 'Dana' }, selection: { vehicleKey: 'defender' } });
    expect(scope.getState(model.$status)).toBe('sent');
    await allSettled(model.backPressed, { scope });
    expect(scope.getState(model.$step)).toEqual({ kind: 'summary' });
  });

  it('a failure shows the error view; retry resends everything with the same key', async () => {
    const model = setup();
    const send = vi.fn<(i: RentalInquiry) => Promise<unknown>>().mockRejectedValueOnce(new Error('503')).mockResolvedValueOnce({});
    const scope = fork({ handlers: [[model.sendInquiryFx, send]] });
    await toSummary(model, scope);
    await allSettled(model.nextPressed, { scope });
    expect(scope.getState(model.$status)).toBe('failed');
    expect(scope.getState(model.$selection).vehicleKey).toBe('defender');
    await allSettled(model.retried, { scope });
    expect(send.mock.calls.map(([i]) => i.idempotencyKey)).toEqual(['key-1', 'key-1']);
    expect(send.mock.calls[1]![0]).toEqual(send.mock.calls[0]![0]);
    expect(scope.getState(model.$status)).toBe('sent');
  });

  it('a change after a failure is a new enquiry with a new key', async () => {
    const model = setup();
    const send = vi.fn<(i: RentalInquiry) => Promise<unknown>>().mockRejectedValueOnce(new Error('503')).mockResolvedValueOnce({});
    const scope = fork({ handlers: [[model.sendInquiryFx, send]] });
    await toSummary(model, scope);
    await allSettled(model.nextPressed, { scope });
    await allSettled(model.backPressed, { scope });
    expect(scope.getState(model.$status)).toBe('editing');
    expect(scope.getState(model.$step)).toEqual({ kind: 'summary' });
    await allSettled(model.backPressed, { scope });
    expect(scope.getState(model.$step)).toEqual({ kind: 'contact' });
    await allSettled(model.contactCompleted, { scope, params: { first_name: 'Dana', last_name: 'Levi' } });
    await allSettled(model.nextPressed, { scope });
    expect(send.mock.calls.map(([i]) => i.idempotencyKey)).toEqual(['key-1', 'key-2']);
  });

  it('ignores next while sending, and changes after sending', async () => {
    const model = setup();
    let release: (v: unknown) => void = () => {};
    const send = vi.fn(() => new Promise((resolve) => (release = resolve)));
    const scope = fork({ handlers: [[model.sendInquiryFx, send]] });
    await toSummary(model, scope);
    const first = allSettled(model.nextPressed, { scope });
    await Promise.resolve();
    expect(scope.getState(model.$status)).toBe('sending');
    const second = allSettled(model.nextPressed, { scope });
    release({});
    await Promise.all([first, second]);
    expect(send).toHaveBeenCalledTimes(1);
    await allSettled(model.vehicleChosen, { scope, params: 'discovery' });
    expect(scope.getState(model.$selection).vehicleKey).toBe('defender');
  });
});
