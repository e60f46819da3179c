import type { TemplateKey } from '@lux/block-catalogue';
import type { BlockDataLoader } from '../data/types';

/** Server-side data loaders of the quizzes blocks (see registry/data.ts). */
export const quizzesDataLoaders: Partial<Record<TemplateKey, BlockDataLoader>> = {};
