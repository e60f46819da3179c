/**
 * The order-online step machine (A§4), as pure functions over a plain state; model/steps.ts drives it
 * with Effector and keeps it in local storage. Rules:
 * - the active step starts at 0, and step 0 is always enabled;
 * - the enabled list only grows, except on reset;
 * - each step has a validated flag per component type and a list of disabled buttons;
 * - a step tab is active if it is the current step, or it is enabled and all earlier steps are validated;
 * - a stored active step is restored only if every step up to it is enabled; otherwise everything resets.
 */
import {
  COMPONENT_TYPES,
  STEP_BUTTONS,
  type ComponentType,
  type OrderStep,
  type StepButton,
} from './contract';
import { isRecord, own } from './values';

export type StepValidations = Readonly<Partial<Record<ComponentType, boolean>>>;

export interface StepsState {
  readonly activeStep: number;
  /** Sorted, no repeats, always holding 0. */
  readonly enabledSteps: readonly number[];
  /** Per step index, the validated flag of each component type reported so far. */
  readonly validated: Readonly<Record<number, StepValidations>>;
  /** Per step index, the buttons its components disabled. */
  readonly disabledButtons: Readonly<Record<number, readonly StepButton[]>>;
}

export type StepAction =
  | { readonly type: 'goTo'; readonly step: number }
  | { readonly type: 'next' }
  | { readonly type: 'previous' }
  | {
      readonly type: 'validated';
      readonly componentType: ComponentType;
      readonly valid: boolean;
      readonly step?: number;
    }
  | { readonly type: 'buttonDisabled'; readonly button: StepButton; readonly step?: number }
  | { readonly type: 'buttonEnabled'; readonly button: StepButton; readonly step?: number }
  | { readonly type: 'reset' };

/** One step as the screens show it. */
export interface StepView extends OrderStep {
  readonly index: number;
  readonly current: boolean;
  readonly enabled: boolean;
  readonly validated: boolean;
  readonly validations: StepValidations;
  readonly disabledButtons: readonly StepButton[];
  /** A§4: the current step, or enabled with every earlier step validated (the tab can be clicked). */
  readonly tabActive: boolean;
}

export const initialStepsState: StepsState = {
  activeStep: 0,
  enabledSteps: [0],
  validated: {},
  disabledButtons: {},
};

const isIndex = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;

/** A step is validated when every component type on it reported valid (a step with none is). */
export function isStepValidated(state: StepsState, steps: readonly OrderStep[], index: number): boolean {
  const step = steps[index];
  if (!step) return false;
  const flags = state.validated[index] ?? {};
  return step.componentTypes.every((type) => flags[type] === true);
}

function validatedBefore(state: StepsState, steps: readonly OrderStep[], index: number): boolean {
  for (let i = 0; i < index; i += 1) if (!isStepValidated(state, steps, i)) return false;
  return true;
}

const isEnabled = (state: StepsState, index: number): boolean => state.enabledSteps.includes(index);
const isDisabled = (state: StepsState, index: number, button: StepButton): boolean =>
  (state.disabledButtons[index] ?? []).includes(button);

export function isTabActive(state: StepsState, steps: readonly OrderStep[], index: number): boolean {
  if (index === state.activeStep) return true;
  return index < steps.length && isEnabled(state, index) && validatedBefore(state, steps, index);
}

/** Next is possible from a step that is not the last, when it and every earlier step are validated. */
export function canGoNext(state: StepsState, steps: readonly OrderStep[]): boolean {
  const next = state.activeStep + 1;
  return (
    next < steps.length && validatedBefore(state, steps, next) && !isDisabled(state, state.activeStep, 'next')
  );
}

export function canGoPrevious(state: StepsState): boolean {
  const previous = state.activeStep - 1;
  return previous >= 0 && isEnabled(state, previous) && !isDisabled(state, state.activeStep, 'previous');
}

function addSorted(list: readonly number[], value: number): number[] {
  return list.includes(value) ? [...list] : [...list, value].sort((a, b) => a - b);
}

/** The step a component action is about: the given one, else the current one; null when out of range. */
function targetStep(state: StepsState, steps: readonly OrderStep[], step: number | undefined): number | null {
  const index = step ?? state.activeStep;
  return isIndex(index) && index < steps.length ? index : null;
}

/** The state after one action. An action the rules do not allow returns the same state object. */
export function applyStepAction(
  state: StepsState,
  steps: readonly OrderStep[],
  action: StepAction,
): StepsState {
  switch (action.type) {
    case 'reset':
      return initialStepsState;
    case 'goTo':
      if (
        !isIndex(action.step) ||
        action.step === state.activeStep ||
        !isTabActive(state, steps, action.step)
      )
        return state;
      return { ...state, activeStep: action.step };
    case 'next': {
      if (!canGoNext(state, steps)) return state;
      const next = state.activeStep + 1;
      return { ...state, activeStep: next, enabledSteps: addSorted(state.enabledSteps, next) };
    }
    case 'previous':
      return canGoPrevious(state) ? { ...state, activeStep: state.activeStep - 1 } : state;
    case 'validated': {
      const index = targetStep(state, steps, action.step);
      if (index === null || state.validated[index]?.[action.componentType] === action.valid) return state;
      const flags = { ...state.validated[index], [action.componentType]: action.valid };
      return { ...state, validated: { ...state.validated, [index]: flags } };
    }
    case 'buttonDisabled':
    case 'buttonEnabled': {
      const index = targetStep(state, steps, action.step);
      if (index === null) return state;
      const current = state.disabledButtons[index] ?? [];
      const disable = action.type === 'buttonDisabled';
      if (current.includes(action.button) === disable) return state;
      const next = disable
        ? [...current, action.button]
        : current.filter((button) => button !== action.button);
      return { ...state, disabledButtons: { ...state.disabledButtons, [index]: next } };
    }
  }
}

export function stepViews(state: StepsState, steps: readonly OrderStep[]): StepView[] {
  return steps.map((step, index) => ({
    ...step,
    index,
    current: index === state.activeStep,
    enabled: isEnabled(state, index),
    validated: isStepValidated(state, steps, index),
    validations: state.validated[index] ?? {},
    disabledButtons: state.disabledButtons[index] ?? [],
    tabActive: isTabActive(state, steps, index),
  }));
}

/**
 * What is kept under `sl_order_online_steps`: the active step, the enabled list and the validated
 * flags. Disabled buttons are not kept: a component disables a button while it works (a request in
 * flight), and a reload in that moment must not leave the button disabled for good.
 */
export function serialiseStepsState(state: StepsState): string {
  return JSON.stringify({
    activeStep: state.activeStep,
    enabledSteps: state.enabledSteps,
    validated: state.validated,
  });
}

const componentTypes: readonly string[] = COMPONENT_TYPES;
const stepButtons: readonly string[] = STEP_BUTTONS;

/** Reads a stored state; null when it is not one (unknown component types and bad flags are dropped). */
export function parseStepsState(value: unknown): StepsState | null {
  if (!isRecord(value)) return null;
  const activeStep = own(value, 'activeStep');
  const enabled = own(value, 'enabledSteps');
  if (!isIndex(activeStep) || !Array.isArray(enabled)) return null;
  const enabledSteps = [...new Set([0, ...enabled.filter(isIndex)])].sort((a, b) => a - b);
  const validated: Record<number, StepValidations> = {};
  const rawValidated = own(value, 'validated');
  if (isRecord(rawValidated)) {
    for (const [key, flags] of Object.entries(rawValidated)) {
      const index = Number(key);
      if (!isIndex(index) || String(index) !== key || !isRecord(flags)) continue;
      const kept: Partial<Record<ComponentType, boolean>> = {};
      for (const [type, flag] of Object.entries(flags))
        if (componentTypes.includes(type) && typeof flag === 'boolean') kept[type as ComponentType] = flag;
      validated[index] = kept;
    }
  }
  const disabledButtons: Record<number, StepButton[]> = {};
  const rawButtons = own(value, 'disabledButtons');
  if (isRecord(rawButtons)) {
    for (const [key, list] of Object.entries(rawButtons)) {
      const index = Number(key);
      if (!isIndex(index) || String(index) !== key || !Array.isArray(list)) continue;
      disabledButtons[index] = [
        ...new Set(list.filter((b): b is StepButton => typeof b === 'string' && stepButtons.includes(b))),
      ];
    }
  }
  return { activeStep, enabledSteps, validated, disabledButtons };
}

export interface StepsRestore {
  readonly state: StepsState;
  /** True when the stored state was taken; false when it reset (the stored copy must then be cleared). */
  readonly restored: boolean;
}

/**
 * A§4: a stored active step is restored only if every step up to it is enabled (and, once steps are
 * configured, it is one of them); otherwise the whole state resets.
 */
export function restoreStepsState(stored: unknown, stepCount: number): StepsRestore {
  const parsed = parseStepsState(stored);
  if (!parsed) return { state: initialStepsState, restored: false };
  for (let i = 0; i <= parsed.activeStep; i += 1)
    if (!parsed.enabledSteps.includes(i)) return { state: initialStepsState, restored: false };
  if (stepCount > 0 && parsed.activeStep >= stepCount) return { state: initialStepsState, restored: false };
  return { state: parsed, restored: true };
}
