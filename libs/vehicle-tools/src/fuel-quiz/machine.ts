import { combine, createEvent, createStore, sample } from 'effector';
import type { QuizAnswers } from './scoring';

/**
 * A step-by-step quiz (B§4): an optional intro, question steps with Next and Previous, a final step that
 * finishes (See result), the finished view, and Start again. Both quizzes use it: the fuel-type quiz with
 * an intro and five steps, the subscription quiz with three and no intro.
 */
export interface QuizStepSpec {
  /** The answer values the step offers; any other value is ignored. */
  values: readonly string[];
  /** True when several answers may be chosen (fuel quiz step 3). */
  multiple: boolean;
}

export interface QuizMachineOptions {
  /** Prefix of every store's sid, unique per quiz instance (`fuel-quiz/<block id>`). */
  sidPrefix: string;
  steps: readonly QuizStepSpec[];
  /** True when step 0 is an intro with a Start button. */
  hasIntro: boolean;
}

export type QuizPhase = 'intro' | 'question' | 'finished';

/** A choice on a step: one value for single-answer steps, the whole selection for multi-select ones. */
export interface QuizAnswerChange {
  step: number;
  values: readonly string[];
}

const EMPTY: QuizAnswers = {};

/**
 * One quiz instance's state. `$position` is 0 for the intro, 1…n for the questions and n + 1 once
 * finished. Moves are guarded: Next only from an answered step before the last, Finish only from an
 * answered last step, Previous keeps every answer, Start again clears them.
 */
export function createQuizMachine({ sidPrefix, steps, hasIntro }: QuizMachineOptions) {
  const sid = (name: string) => `${sidPrefix}/${name}`;
  const count = steps.length;
  const first = hasIntro ? 0 : 1;
  const finishedAt = count + 1;

  const started = createEvent();
  const answered = createEvent<QuizAnswerChange>();
  const nextPressed = createEvent();
  const previousPressed = createEvent();
  const finishPressed = createEvent();
  const restarted = createEvent();

  const $position = createStore(first, { sid: sid('$position') });
  const $answers = createStore<QuizAnswers>(EMPTY, { sid: sid('$answers') });

  const $phase = $position.map((position): QuizPhase =>
    position === 0 ? 'intro' : position > count ? 'finished' : 'question',
  );
  /** The question step shown (1…n), or null on the intro and once finished. */
  const $currentStep = $position.map((position) => (position >= 1 && position <= count ? position : null));
  const $currentAnswered = combine($currentStep, $answers, (step, answers) =>
    step === null ? false : (answers[step]?.length ?? 0) > 0,
  );
  const $isLastStep = $currentStep.map((step) => step === count);
  const $canGoNext = combine($currentAnswered, $isLastStep, (isAnswered, isLast) => isAnswered && !isLast);
  const $canFinish = combine($currentAnswered, $isLastStep, (isAnswered, isLast) => isAnswered && isLast);
  const $isComplete = $answers.map((answers) => steps.every((_, index) => (answers[index + 1]?.length ?? 0) > 0));

  sample({ clock: started, source: $position, filter: (position) => position === 0, fn: () => 1, target: $position });

  sample({
    clock: answered,
    source: { answers: $answers, step: $currentStep },
    filter: ({ step }, change) => step !== null && step === change.step,
    fn: ({ answers }, change) => {
      const spec = steps[change.step - 1];
      const allowed = spec ? [...new Set(change.values)].filter((value) => spec.values.includes(value)) : [];
      const values = spec?.multiple ? allowed : allowed.slice(-1);
      return { ...answers, [change.step]: values };
    },
    target: $answers,
  });

  sample({ clock: nextPressed, source: $position, filter: $canGoNext, fn: (position) => position + 1, target: $position });
  sample({ clock: finishPressed, filter: $canFinish, fn: () => finishedAt, target: $position });
  sample({
    clock: previousPressed,
    source: $position,
    filter: (position) => position > first && position <= count,
    fn: (position) => position - 1,
    target: $position,
  });
  sample({ clock: restarted, fn: () => first, target: $position });
  sample({ clock: restarted, fn: () => EMPTY, target: $answers });

  return {
    started,
    answered,
    nextPressed,
    previousPressed,
    finishPressed,
    restarted,
    $position,
    $answers,
    $phase,
    $currentStep,
    $currentAnswered,
    $isLastStep,
    $canGoNext,
    $canFinish,
    $isComplete,
    stepCount: count,
  };
}

export type QuizMachine = ReturnType<typeof createQuizMachine>;
