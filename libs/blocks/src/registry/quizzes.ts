import type { TemplateKey } from '@lux/block-catalogue';
import type { BlockLoader } from '../shared/types';

/** Interactive blocks of issue 15 (ADR 028): the quizzes group. */
export const quizzesGroupBlocks = {
  'jlr-diesel-petrol-quiz': () => import('../fuel-quiz/FuelQuiz').then((m) => m.fuelQuizComponent),
  'subscription-quiz': () =>
    import('../subscription-quiz/SubscriptionQuiz').then((m) => m.subscriptionQuizComponent),
} as const satisfies Partial<Record<TemplateKey, BlockLoader>>;
