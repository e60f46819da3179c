import type { TemplateKey } from '@lux/block-catalogue';
import type { BlockDataLoader } from '../data/types';
import { fuelQuizLoader } from '../fuel-quiz/data';

/** Server-side data loaders of the quizzes blocks (see registry/data.ts). */
export const quizzesDataLoaders: Partial<Record<TemplateKey, BlockDataLoader>> = {
  'jlr-diesel-petrol-quiz': fuelQuizLoader,
};
