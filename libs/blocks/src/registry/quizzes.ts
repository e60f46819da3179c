import type { TemplateKey } from '@lux/block-catalogue';
import { fuelQuizComponent } from '../fuel-quiz/FuelQuiz';
import type { AnyBlockComponent } from '../shared/types';
import { subscriptionQuizComponent } from '../subscription-quiz/SubscriptionQuiz';

/** Interactive blocks of issue 15 (ADR 028): the quizzes group. */
export const quizzesGroupBlocks = {
  'jlr-diesel-petrol-quiz': fuelQuizComponent,
  'subscription-quiz': subscriptionQuizComponent,
} as const satisfies Partial<Record<TemplateKey, AnyBlockComponent>>;
