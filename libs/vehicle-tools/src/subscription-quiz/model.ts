import { combine } from 'effector';
import { createQuizMachine } from '../fuel-quiz/machine';
import { SUBSCRIPTION_QUIZ_STEP_COUNT, type SubscriptionAnswers } from './recommend';

export interface SubscriptionQuizModelOptions {
  /** Unique per quiz instance, e.g. `subscription-quiz/<block id>`. */
  sidPrefix: string;
  /** The answer values of steps 1…3 in order (the block's `step_n_answers`). */
  stepValues: readonly (readonly string[])[];
}

/**
 * The subscription quiz (B§2): three single-answer steps with Next and Previous, then the summary.
 * `$summaryAnswers` holds the three answers once finished, null before.
 */
export function createSubscriptionQuizModel({ sidPrefix, stepValues }: SubscriptionQuizModelOptions) {
  const steps = Array.from({ length: SUBSCRIPTION_QUIZ_STEP_COUNT }, (_, index) => ({
    values: stepValues[index] ?? [],
    multiple: false,
  }));
  const machine = createQuizMachine({ sidPrefix, steps, hasIntro: false });
  const $summaryAnswers = combine(machine.$phase, machine.$answers, (phase, answers): SubscriptionAnswers | null =>
    phase === 'finished'
      ? { purpose: answers[1]?.[0] ?? null, period: answers[2]?.[0] ?? null, mileage: answers[3]?.[0] ?? null }
      : null,
  );
  return { ...machine, $summaryAnswers };
}

export type SubscriptionQuizModel = ReturnType<typeof createSubscriptionQuizModel>;
