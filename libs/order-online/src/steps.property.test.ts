import { allSettled, fork } from 'effector';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COMPONENT_TYPES, STEP_BUTTONS, type OrderStep } from './contract';
import { $orderOnlineStorage } from './model/shared';
import {
  $stepsState,
  buttonDisabled,
  buttonEnabled,
  goToStep,
  nextStep,
  previousStep,
  stepsConfigured,
  stepsReset,
  stepValidated,
} from './model/steps';
import { createMemoryStorage, ORDER_ONLINE_STORAGE_KEYS } from './storage';
import {
  applyStepAction,
  initialStepsState,
  restoreStepsState,
  serialiseStepsState,
  type StepAction,
  type StepsState,
} from './steps';

const stepsArb: fc.Arbitrary<OrderStep[]> = fc
  .array(fc.uniqueArray(fc.constantFrom(...COMPONENT_TYPES), { maxLength: 3 }), {
    minLength: 1,
    maxLength: 6,
  })
  .map((types) => types.map((componentTypes, i) => ({ key: `s${i}`, title: `Step ${i}`, componentTypes })));

const index = fc.integer({ min: -1, max: 7 });
const actionArb: fc.Arbitrary<StepAction> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ type: fc.constant('next' as const) }) },
  { weight: 2, arbitrary: fc.record({ type: fc.constant('previous' as const) }) },
  { weight: 3, arbitrary: fc.record({ type: fc.constant('goTo' as const), step: index }) },
  {
    weight: 6,
    arbitrary: fc.record(
      {
        type: fc.constant('validated' as const),
        componentType: fc.constantFrom(...COMPONENT_TYPES),
        valid: fc.boolean(),
        step: index,
      },
      { requiredKeys: ['type', 'componentType', 'valid'] },
    ),
  },
  {
    weight: 2,
    arbitrary: fc.record(
      {
        type: fc.constantFrom('buttonDisabled' as const, 'buttonEnabled' as const),
        button: fc.constantFrom(...STEP_BUTTONS),
        step: index,
      },
      { requiredKeys: ['type', 'button'] },
    ),
  },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('reset' as const) }) },
);

function checkInvariants(
  before: StepsState,
  after: StepsState,
  action: StepAction,
  steps: readonly OrderStep[],
) {
  expect(after.enabledSteps).toContain(0);
  expect(after.enabledSteps).toContain(after.activeStep);
  expect(after.activeStep).toBeLessThan(steps.length);
  expect([...after.enabledSteps]).toEqual([...new Set(after.enabledSteps)].sort((a, b) => a - b));
  if (action.type !== 'reset')
    for (const step of before.enabledSteps) expect(after.enabledSteps).toContain(step);
}

describe('step machine properties (A§4)', () => {
  it('any sequence keeps step 0 and the active step enabled, and never shrinks the enabled list without a reset', () => {
    fc.assert(
      fc.property(stepsArb, fc.array(actionArb, { maxLength: 60 }), (steps, actions) => {
        let state = initialStepsState;
        for (const action of actions) {
          const next = applyStepAction(state, steps, action);
          checkInvariants(state, next, action, steps);
          state = next;
        }
      }),
      { numRuns: 400 },
    );
  });

  it('the enabled list only grows by the step after the active one, and only through next', () => {
    fc.assert(
      fc.property(stepsArb, fc.array(actionArb, { maxLength: 40 }), (steps, actions) => {
        let state = initialStepsState;
        for (const action of actions) {
          const next = applyStepAction(state, steps, action);
          const added = next.enabledSteps.filter((step) => !state.enabledSteps.includes(step));
          if (action.type === 'next') expect(added.every((step) => step === state.activeStep + 1)).toBe(true);
          else expect(added).toEqual([]);
          state = next;
        }
      }),
    );
  });

  it('every state the machine reaches is restored as saved', () => {
    fc.assert(
      fc.property(stepsArb, fc.array(actionArb, { maxLength: 40 }), (steps, actions) => {
        const state = actions.reduce((s, a) => applyStepAction(s, steps, a), initialStepsState);
        const restored = restoreStepsState(JSON.parse(serialiseStepsState(state)), steps.length);
        expect(restored.restored).toBe(true);
        expect(restored.state).toEqual({ ...state, disabledButtons: {} });
      }),
    );
  });

  it('the Effector model follows the rules and keeps local storage in step with its state', async () => {
    const raise = (action: StepAction) => {
      switch (action.type) {
        case 'next':
          return { unit: nextStep, params: undefined };
        case 'previous':
          return { unit: previousStep, params: undefined };
        case 'goTo':
          return { unit: goToStep, params: action.step };
        case 'validated':
          return { unit: stepValidated, params: action };
        case 'buttonDisabled':
          return { unit: buttonDisabled, params: action };
        case 'buttonEnabled':
          return { unit: buttonEnabled, params: action };
        case 'reset':
          return { unit: stepsReset, params: undefined };
      }
    };
    await fc.assert(
      fc.asyncProperty(stepsArb, fc.array(actionArb, { maxLength: 25 }), async (steps, actions) => {
        const storage = createMemoryStorage();
        const scope = fork({ values: [[$orderOnlineStorage, storage]] });
        await allSettled(stepsConfigured, { scope, params: steps });
        let expected = initialStepsState;
        for (const action of actions) {
          expected = applyStepAction(expected, steps, action);
          const { unit, params } = raise(action);
          await allSettled(unit as typeof goToStep, { scope, params: params as number });
          expect(scope.getState($stepsState)).toEqual(expected);
        }
        const stored = storage.get(ORDER_ONLINE_STORAGE_KEYS.steps);
        const fromStorage = restoreStepsState(
          stored === null ? null : JSON.parse(stored),
          steps.length,
        ).state;
        expect({ ...fromStorage, disabledButtons: {} }).toEqual({ ...expected, disabledButtons: {} });
      }),
      { numRuns: 60 },
    );
  });
});
