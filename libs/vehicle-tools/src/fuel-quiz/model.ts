import { combine } from 'effector';
import { createQuizMachine, type QuizStepSpec } from './machine';
import { FUEL_QUIZ_MULTI_SELECT_STEPS, FUEL_QUIZ_STEP_COUNT, scoreFuelQuiz, type FuelQuizOutcome, type FuelScoringTable } from './scoring';

export interface FuelQuizModelOptions {
  /** Unique per quiz instance, e.g. `fuel-quiz/<block id>`. */
  sidPrefix: string;
  /** The answer values of steps 1…5 in order (the block's `step_n_answers`). */
  stepValues: readonly (readonly string[])[];
  table: FuelScoringTable;
}

/**
 * The fuel-type quiz (B§2, B§4): intro, five questions (step 3 multi-select), the result. `$outcome` is
 * the scored result once the visitor pressed See result, null before.
 */
export function createFuelQuizModel({ sidPrefix, stepValues, table }: FuelQuizModelOptions) {
  const steps: QuizStepSpec[] = Array.from({ length: FUEL_QUIZ_STEP_COUNT }, (_, index) => ({
    values: stepValues[index] ?? [],
    multiple: FUEL_QUIZ_MULTI_SELECT_STEPS.includes(index + 1),
  }));
  const machine = createQuizMachine({ sidPrefix, steps, hasIntro: true });
  const $outcome = combine(machine.$phase, machine.$answers, (phase, answers): FuelQuizOutcome | null =>
    phase === 'finished' ? scoreFuelQuiz(answers, table) : null,
  );
  return { ...machine, $outcome };
}

export type FuelQuizModel = ReturnType<typeof createFuelQuizModel>;
