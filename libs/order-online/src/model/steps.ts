/**
 * The step machine (A§4, rules in ../steps.ts) as Effector units, kept in local storage under
 * `sl_order_online_steps`. Every change the rules allow is saved; a reset clears the stored copy.
 * The browser restores the stored state with `stepsRestoreRequested` (or `orderOnlineRestored`).
 */
import { combine, createEvent, createStore, sample } from 'effector';
import type { ComponentType, OrderStep, StepButton } from '../contract';
import { ORDER_ONLINE_STORAGE_KEYS, readJson } from '../storage';
import {
  applyStepAction,
  canGoNext,
  canGoPrevious,
  initialStepsState,
  restoreStepsState,
  serialiseStepsState,
  stepViews,
  type StepAction,
  type StepsState,
} from '../steps';
import { readStorageFx, writeStorageFx, type StorageWrite } from './shared';

const KEY = ORDER_ONLINE_STORAGE_KEYS.steps;

export interface StepValidation {
  readonly componentType: ComponentType;
  readonly valid: boolean;
  /** The step the component is on; the current step when left out. */
  readonly step?: number;
}

export interface ButtonToggle {
  readonly button: StepButton;
  /** The step whose button it is; the current step when left out. */
  readonly step?: number;
}

/** The journey's steps arrived (the `order_online` row's `steps`; the journey model raises it). */
export const stepsConfigured = createEvent<readonly OrderStep[]>();
/** Read `sl_order_online_steps` and restore it when the A§4 rule allows; otherwise reset and clear it. */
export const stepsRestoreRequested = createEvent();
/** A tab was chosen: moves there only if its tab is active (A§4). */
export const goToStep = createEvent<number>();
/** "Next": allowed from a validated step (and every earlier one validated), unless `next` is disabled. */
export const nextStep = createEvent();
/** "Back": to the previous step, unless `previous` is disabled. */
export const previousStep = createEvent();
/** A component reports whether it is valid. */
export const stepValidated = createEvent<StepValidation>();
export const buttonDisabled = createEvent<ButtonToggle>();
export const buttonEnabled = createEvent<ButtonToggle>();
/** Back to step 0 with only it enabled; the stored copy is cleared. */
export const stepsReset = createEvent();

export const $stepDefinitions = createStore<readonly OrderStep[]>([], {
  sid: 'order-online/$stepDefinitions',
});
export const $stepsState = createStore<StepsState>(initialStepsState, { sid: 'order-online/$stepsState' });

// Derived (no sid: rebuilt in every scope from the two stores above).
export const $activeStep = $stepsState.map((state) => state.activeStep);
export const $enabledSteps = $stepsState.map((state) => state.enabledSteps);
/** Each configured step with its flags and `tabActive`. */
export const $steps = combine($stepsState, $stepDefinitions, stepViews);
export const $currentStep = combine($steps, $activeStep, (steps, active) => steps[active] ?? null);
export const $canGoNext = combine($stepsState, $stepDefinitions, canGoNext);
export const $canGoPrevious = $stepsState.map(canGoPrevious);
export const $isLastStep = combine(
  $activeStep,
  $stepDefinitions,
  (active, steps) => steps.length > 0 && active === steps.length - 1,
);

const actionRaised = createEvent<StepAction>();
sample({ clock: goToStep, fn: (step): StepAction => ({ type: 'goTo', step }), target: actionRaised });
sample({ clock: nextStep, fn: (): StepAction => ({ type: 'next' }), target: actionRaised });
sample({ clock: previousStep, fn: (): StepAction => ({ type: 'previous' }), target: actionRaised });
sample({ clock: stepValidated, fn: (v): StepAction => ({ type: 'validated', ...v }), target: actionRaised });
sample({
  clock: buttonDisabled,
  fn: (b): StepAction => ({ type: 'buttonDisabled', ...b }),
  target: actionRaised,
});
sample({
  clock: buttonEnabled,
  fn: (b): StepAction => ({ type: 'buttonEnabled', ...b }),
  target: actionRaised,
});
sample({ clock: stepsReset, fn: (): StepAction => ({ type: 'reset' }), target: actionRaised });

const applied = sample({
  clock: actionRaised,
  source: { state: $stepsState, steps: $stepDefinitions },
  fn: ({ state, steps }, action) => ({ before: state, after: applyStepAction(state, steps, action), action }),
});
const changed = sample({
  clock: applied,
  filter: ({ before, after }) => before !== after,
  fn: ({ after }) => after,
});
sample({ clock: changed, target: $stepsState });
sample({
  clock: applied,
  filter: ({ before, after, action }) => action.type !== 'reset' && before !== after,
  fn: ({ after }): StorageWrite => ({ key: KEY, value: serialiseStepsState(after) }),
  target: writeStorageFx,
});
const cleared = createEvent();
sample({ clock: applied, filter: ({ action }) => action.type === 'reset', target: cleared });

// Restoring.
sample({ clock: stepsRestoreRequested, fn: () => KEY, target: readStorageFx });
const restore = sample({
  clock: readStorageFx.done,
  source: $stepDefinitions,
  filter: (_, { params }) => params === KEY,
  fn: (steps, { result }) => ({ raw: result, ...restoreStepsState(readJson(result), steps.length) }),
});
sample({ clock: restore, fn: ({ state }) => state, target: $stepsState });
sample({ clock: restore, filter: ({ raw, restored }) => raw !== null && !restored, target: cleared });

// Steps arrived: a state whose active step is not one of them starts again (the configuration changed).
sample({ clock: stepsConfigured, target: $stepDefinitions });
const outOfRange = sample({
  clock: stepsConfigured,
  source: $stepsState,
  filter: (state, steps) => steps.length > 0 && state.activeStep >= steps.length,
});
sample({ clock: outOfRange, fn: () => initialStepsState, target: $stepsState });
sample({ clock: outOfRange, target: cleared });

sample({ clock: cleared, fn: (): StorageWrite => ({ key: KEY, value: null }), target: writeStorageFx });
