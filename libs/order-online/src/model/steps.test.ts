import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import type { OrderStep } from '../contract';
import { createMemoryStorage, ORDER_ONLINE_STORAGE_KEYS, type StorageAdapter } from '../storage';
import { $orderOnlineStorage, orderOnlineWarningLoggedFx } from './shared';
import {
  $activeStep,
  $canGoNext,
  $canGoPrevious,
  $currentStep,
  $enabledSteps,
  $isLastStep,
  $steps,
  buttonDisabled,
  goToStep,
  nextStep,
  previousStep,
  stepsConfigured,
  stepsReset,
  stepsRestoreRequested,
  stepValidated,
} from './steps';

const KEY = ORDER_ONLINE_STORAGE_KEYS.steps;
const steps: OrderStep[] = [
  { key: 'vehicle', title: 'רכב', componentTypes: ['vehicle_detail'] },
  { key: 'payment', title: 'מימון', componentTypes: ['payment_option'] },
  { key: 'details', title: 'פרטים', componentTypes: ['customer_details'] },
];

async function setup(
  stored?: unknown,
  storage: StorageAdapter = createMemoryStorage(
    stored === undefined ? {} : { [KEY]: JSON.stringify(stored) },
  ),
) {
  const warnings = vi.fn();
  const scope = fork({
    values: [[$orderOnlineStorage, storage]],
    handlers: [[orderOnlineWarningLoggedFx, warnings]],
  });
  await allSettled(stepsConfigured, { scope, params: steps });
  return { scope, storage, warnings };
}

describe('step model', () => {
  it('walks the steps and saves each change under sl_order_online_steps', async () => {
    const { scope, storage } = await setup();
    expect(scope.getState($canGoNext)).toBe(false);
    await allSettled(stepValidated, { scope, params: { componentType: 'vehicle_detail', valid: true } });
    expect(scope.getState($canGoNext)).toBe(true);
    await allSettled(nextStep, { scope });
    expect(scope.getState($activeStep)).toBe(1);
    expect(scope.getState($enabledSteps)).toEqual([0, 1]);
    expect(scope.getState($canGoPrevious)).toBe(true);
    expect(JSON.parse(storage.get(KEY)!)).toEqual({
      activeStep: 1,
      enabledSteps: [0, 1],
      validated: { 0: { vehicle_detail: true } },
    });

    await allSettled(previousStep, { scope });
    expect(scope.getState($currentStep)?.key).toBe('vehicle');
    expect(scope.getState($steps).map((s) => s.tabActive)).toEqual([true, true, false]);
    await allSettled(goToStep, { scope, params: 1 });
    expect(scope.getState($activeStep)).toBe(1);
    await allSettled(stepValidated, { scope, params: { componentType: 'payment_option', valid: true } });
    await allSettled(nextStep, { scope });
    expect(scope.getState($isLastStep)).toBe(true);
    expect(scope.getState($canGoNext)).toBe(false);
  });

  it('a disabled next button blocks next', async () => {
    const { scope } = await setup();
    await allSettled(stepValidated, { scope, params: { componentType: 'vehicle_detail', valid: true } });
    await allSettled(buttonDisabled, { scope, params: { button: 'next' } });
    expect(scope.getState($canGoNext)).toBe(false);
    await allSettled(nextStep, { scope });
    expect(scope.getState($activeStep)).toBe(0);
    expect(scope.getState($steps)[0]!.disabledButtons).toEqual(['next']);
  });

  it('reset goes back to step 0 and clears the stored copy', async () => {
    const { scope, storage } = await setup({ activeStep: 1, enabledSteps: [0, 1] });
    await allSettled(stepsRestoreRequested, { scope });
    expect(scope.getState($activeStep)).toBe(1);
    await allSettled(stepsReset, { scope });
    expect(scope.getState($activeStep)).toBe(0);
    expect(scope.getState($enabledSteps)).toEqual([0]);
    expect(storage.get(KEY)).toBeNull();
  });

  it.each<[string, unknown, number, number[], boolean]>([
    [
      'restores an active step whose earlier steps are all enabled',
      { activeStep: 2, enabledSteps: [0, 1, 2] },
      2,
      [0, 1, 2],
      true,
    ],
    ['resets and clears a step after a gap', { activeStep: 2, enabledSteps: [0, 2] }, 0, [0], false],
    ['resets and clears an unreadable copy', 'garbage', 0, [0], false],
    [
      'resets and clears a step that is no longer configured',
      { activeStep: 3, enabledSteps: [0, 1, 2, 3] },
      0,
      [0],
      false,
    ],
  ])('%s', async (_, stored, active, enabled, kept) => {
    const { scope, storage } = await setup(stored);
    await allSettled(stepsRestoreRequested, { scope });
    expect(scope.getState($activeStep)).toBe(active);
    expect(scope.getState($enabledSteps)).toEqual(enabled);
    expect(storage.get(KEY) !== null).toBe(kept);
  });

  it('nothing stored: starts at 0 and writes nothing', async () => {
    const { scope, storage } = await setup();
    await allSettled(stepsRestoreRequested, { scope });
    expect(scope.getState($activeStep)).toBe(0);
    expect(storage.get(KEY)).toBeNull();
  });

  it('fewer steps configured than the restored active step: everything resets', async () => {
    const { scope, storage } = await setup({ activeStep: 2, enabledSteps: [0, 1, 2] });
    await allSettled(stepsRestoreRequested, { scope });
    await allSettled(stepsConfigured, { scope, params: steps.slice(0, 2) });
    expect(scope.getState($activeStep)).toBe(0);
    expect(storage.get(KEY)).toBeNull();
  });

  it('A§8: a storage that throws is only logged; the journey goes on', async () => {
    const broken: StorageAdapter = {
      get: () => {
        throw new Error('SecurityError');
      },
      set: () => {
        throw new Error('QuotaExceededError');
      },
      remove: () => undefined,
    };
    const { scope, warnings } = await setup(undefined, broken);
    await allSettled(stepsRestoreRequested, { scope });
    await allSettled(stepValidated, { scope, params: { componentType: 'vehicle_detail', valid: true } });
    await allSettled(nextStep, { scope });
    expect(scope.getState($activeStep)).toBe(1);
    expect(warnings.mock.calls.map(([w]) => w.message)).toEqual([
      'Storage read failed',
      'Storage write failed',
      'Storage write failed',
    ]);
    expect(warnings.mock.calls[1]![0].context).toMatchObject({ key: KEY, error: 'QuotaExceededError' });
  });
});
