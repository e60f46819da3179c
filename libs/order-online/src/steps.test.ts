import { describe, expect, it } from 'vitest';
import type { OrderStep } from './contract';
import {
  applyStepAction,
  canGoNext,
  initialStepsState,
  isStepValidated,
  parseStepsState,
  restoreStepsState,
  serialiseStepsState,
  stepViews,
  type StepAction,
  type StepsState,
} from './steps';

const steps: OrderStep[] = [
  { key: 'vehicle', title: 'Vehicle', componentTypes: ['vehicle_detail'] },
  { key: 'payment', title: 'Payment', componentTypes: ['payment_option'] },
  { key: 'extras', title: 'Extras', componentTypes: ['trade_in', 'service_pack'] },
  { key: 'details', title: 'Details', componentTypes: ['customer_details'] },
];

const state = (patch: Partial<StepsState>): StepsState => ({ ...initialStepsState, ...patch });
const valid = {
  0: { vehicle_detail: true },
  1: { payment_option: true },
  2: { trade_in: true, service_pack: true },
} as const;
const run = (start: StepsState, ...actions: StepAction[]) =>
  actions.reduce((s, a) => applyStepAction(s, steps, a), start);

describe('step machine (A§4)', () => {
  it('starts at step 0 with only step 0 enabled', () => {
    expect(initialStepsState).toEqual({
      activeStep: 0,
      enabledSteps: [0],
      validated: {},
      disabledButtons: {},
    });
  });

  it.each<[string, StepsState, StepAction[], Pick<StepsState, 'activeStep' | 'enabledSteps'>]>([
    [
      'next from an unvalidated step does nothing',
      initialStepsState,
      [{ type: 'next' }],
      { activeStep: 0, enabledSteps: [0] },
    ],
    [
      'next from a validated step enables the next one and goes there',
      state({ validated: { 0: valid[0] } }),
      [{ type: 'next' }],
      { activeStep: 1, enabledSteps: [0, 1] },
    ],
    [
      'next needs every earlier step validated too',
      state({ activeStep: 1, enabledSteps: [0, 1], validated: { 1: valid[1] } }),
      [{ type: 'next' }],
      { activeStep: 1, enabledSteps: [0, 1] },
    ],
    [
      'next is refused while its button is disabled',
      state({ validated: { 0: valid[0] }, disabledButtons: { 0: ['next'] } }),
      [{ type: 'next' }],
      { activeStep: 0, enabledSteps: [0] },
    ],
    [
      'next at the last step does nothing',
      state({
        activeStep: 3,
        enabledSteps: [0, 1, 2, 3],
        validated: { ...valid, 3: { customer_details: true } },
      }),
      [{ type: 'next' }],
      { activeStep: 3, enabledSteps: [0, 1, 2, 3] },
    ],
    [
      'previous at step 0 does nothing',
      initialStepsState,
      [{ type: 'previous' }],
      { activeStep: 0, enabledSteps: [0] },
    ],
    [
      'previous goes back and keeps the enabled list',
      state({ activeStep: 2, enabledSteps: [0, 1, 2] }),
      [{ type: 'previous' }],
      { activeStep: 1, enabledSteps: [0, 1, 2] },
    ],
    [
      'previous is refused while its button is disabled',
      state({ activeStep: 1, enabledSteps: [0, 1], disabledButtons: { 1: ['previous'] } }),
      [{ type: 'previous' }],
      { activeStep: 1, enabledSteps: [0, 1] },
    ],
    [
      'a tab that is enabled, with every earlier step validated, can be chosen',
      state({ activeStep: 0, enabledSteps: [0, 1, 2], validated: { 0: valid[0], 1: valid[1] } }),
      [{ type: 'goTo', step: 2 }],
      { activeStep: 2, enabledSteps: [0, 1, 2] },
    ],
    [
      'a tab after an unvalidated step cannot be chosen',
      state({ activeStep: 0, enabledSteps: [0, 1, 2], validated: { 0: valid[0] } }),
      [{ type: 'goTo', step: 2 }],
      { activeStep: 0, enabledSteps: [0, 1, 2] },
    ],
    [
      'a tab that is not enabled cannot be chosen, even with earlier steps validated',
      state({ validated: valid }),
      [{ type: 'goTo', step: 1 }],
      { activeStep: 0, enabledSteps: [0] },
    ],
    [
      'an earlier tab can always be chosen back (step 0 has nothing before it)',
      state({ activeStep: 2, enabledSteps: [0, 1, 2] }),
      [{ type: 'goTo', step: 0 }],
      { activeStep: 0, enabledSteps: [0, 1, 2] },
    ],
    [
      'a step out of range, negative or fractional is ignored',
      state({ activeStep: 1, enabledSteps: [0, 1], validated: valid }),
      [
        { type: 'goTo', step: 9 },
        { type: 'goTo', step: -1 },
        { type: 'goTo', step: 0.5 },
      ],
      { activeStep: 1, enabledSteps: [0, 1] },
    ],
    [
      'reset goes back to step 0 with only it enabled',
      state({ activeStep: 2, enabledSteps: [0, 1, 2], validated: valid }),
      [{ type: 'reset' }],
      { activeStep: 0, enabledSteps: [0] },
    ],
    [
      'invalidating an earlier step keeps later steps enabled (the list only grows)',
      state({ activeStep: 2, enabledSteps: [0, 1, 2], validated: valid }),
      [{ type: 'validated', componentType: 'payment_option', valid: false, step: 1 }],
      { activeStep: 2, enabledSteps: [0, 1, 2] },
    ],
  ])('%s', (_, start, actions, expected) => {
    const end = run(start, ...actions);
    expect({ activeStep: end.activeStep, enabledSteps: end.enabledSteps }).toEqual(expected);
  });

  it('keeps a validated flag per component type; a step is validated when all of its types are', () => {
    const one = run(state({ activeStep: 2, enabledSteps: [0, 1, 2] }), {
      type: 'validated',
      componentType: 'trade_in',
      valid: true,
    });
    expect(one.validated[2]).toEqual({ trade_in: true });
    expect(isStepValidated(one, steps, 2)).toBe(false);
    const both = run(one, { type: 'validated', componentType: 'service_pack', valid: true });
    expect(isStepValidated(both, steps, 2)).toBe(true);
    const again = run(both, { type: 'validated', componentType: 'trade_in', valid: false });
    expect(isStepValidated(again, steps, 2)).toBe(false);
  });

  it('records a flag on the given step, the current one by default, and ignores steps out of range', () => {
    const s = run(
      initialStepsState,
      { type: 'validated', componentType: 'vehicle_detail', valid: true },
      { type: 'validated', componentType: 'payment_option', valid: true, step: 1 },
      { type: 'validated', componentType: 'terms', valid: true, step: 7 },
    );
    expect(s.validated).toEqual({ 0: { vehicle_detail: true }, 1: { payment_option: true } });
  });

  it('returns the same object for an action that changes nothing', () => {
    const s = state({ validated: { 0: valid[0] } });
    expect(
      applyStepAction(s, steps, { type: 'validated', componentType: 'vehicle_detail', valid: true }),
    ).toBe(s);
    expect(applyStepAction(s, steps, { type: 'buttonEnabled', button: 'next' })).toBe(s);
  });

  it('keeps a list of disabled buttons per step, without repeats', () => {
    const s = run(
      initialStepsState,
      { type: 'buttonDisabled', button: 'next' },
      { type: 'buttonDisabled', button: 'next' },
      { type: 'buttonDisabled', button: 'submit', step: 3 },
    );
    expect(s.disabledButtons).toEqual({ 0: ['next'], 3: ['submit'] });
    expect(run(s, { type: 'buttonEnabled', button: 'next' }).disabledButtons).toEqual({
      0: [],
      3: ['submit'],
    });
  });

  it.each<[string, StepsState, boolean[]]>([
    ['only the current tab at the start', initialStepsState, [true, false, false, false]],
    [
      'enabled tabs after validated steps',
      state({ activeStep: 1, enabledSteps: [0, 1, 2], validated: valid }),
      [true, true, true, false],
    ],
    [
      'enabled tabs after an unvalidated step are inactive, the current one stays active',
      state({ activeStep: 2, enabledSteps: [0, 1, 2, 3], validated: { 0: valid[0], 2: valid[2] } }),
      [true, true, true, false],
    ],
    [
      'a validated but not enabled step is inactive',
      state({ validated: valid }),
      [true, false, false, false],
    ],
  ])('tab active: %s', (_, s, expected) => {
    expect(stepViews(s, steps).map((view) => view.tabActive)).toEqual(expected);
  });

  it('describes each step for the screens', () => {
    const [first, second] = stepViews(
      state({ validated: { 0: valid[0] }, disabledButtons: { 0: ['next'] } }),
      steps,
    );
    expect(first).toMatchObject({
      key: 'vehicle',
      index: 0,
      current: true,
      enabled: true,
      validated: true,
      disabledButtons: ['next'],
    });
    expect(second).toMatchObject({
      key: 'payment',
      index: 1,
      current: false,
      enabled: false,
      validated: false,
      tabActive: false,
    });
    expect(canGoNext(state({ validated: { 0: valid[0] } }), steps)).toBe(true);
  });
});

describe('stored steps (A§4)', () => {
  it.each<[string, unknown, number, boolean, number]>([
    ['nothing stored', null, 4, false, 0],
    ['every step up to the active one enabled', { activeStep: 2, enabledSteps: [0, 1, 2] }, 4, true, 2],
    ['a gap before the active step', { activeStep: 2, enabledSteps: [0, 2] }, 4, false, 0],
    ['the active step itself not enabled', { activeStep: 2, enabledSteps: [0, 1] }, 4, false, 0],
    ['step 0 is enabled even if the list forgot it', { activeStep: 0, enabledSteps: [] }, 4, true, 0],
    [
      'an active step beyond the configured steps',
      { activeStep: 5, enabledSteps: [0, 1, 2, 3, 4, 5] },
      4,
      false,
      0,
    ],
    [
      'steps not configured yet: the rule alone',
      { activeStep: 5, enabledSteps: [0, 1, 2, 3, 4, 5] },
      0,
      true,
      5,
    ],
    ['not an object', 'step 2', 4, false, 0],
    ['a fractional active step', { activeStep: 1.5, enabledSteps: [0, 1] }, 4, false, 0],
    ['no enabled list', { activeStep: 0 }, 4, false, 0],
  ])('%s', (_, stored, count, restored, activeStep) => {
    const result = restoreStepsState(stored, count);
    expect(result.restored).toBe(restored);
    expect(result.state.activeStep).toBe(activeStep);
    if (!restored) expect(result.state).toBe(initialStepsState);
  });

  it('reads flags defensively: unknown component types, non-boolean flags and odd keys are dropped', () => {
    const parsed = parseStepsState({
      activeStep: 1,
      enabledSteps: [1, 1, -1, 'x', 0],
      validated: { 0: { vehicle_detail: true, rocket: true, trade_in: 'yes' }, '01': { terms: true }, x: {} },
      disabledButtons: { 0: ['next', 'explode', 'next'] },
    });
    expect(parsed).toEqual({
      activeStep: 1,
      enabledSteps: [0, 1],
      validated: { 0: { vehicle_detail: true } },
      disabledButtons: { 0: ['next'] },
    });
  });

  it('saves the active step, enabled list and flags, not the disabled buttons', () => {
    const s = state({
      activeStep: 1,
      enabledSteps: [0, 1],
      validated: { 0: valid[0] },
      disabledButtons: { 1: ['next'] },
    });
    const saved = JSON.parse(serialiseStepsState(s)) as unknown;
    expect(saved).toEqual({
      activeStep: 1,
      enabledSteps: [0, 1],
      validated: { 0: { vehicle_detail: true } },
    });
    expect(restoreStepsState(saved, 4)).toEqual({ restored: true, state: { ...s, disabledButtons: {} } });
  });
});
