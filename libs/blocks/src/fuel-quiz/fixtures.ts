import { exampleInstance, findTemplate } from '@lux/block-catalogue';
import { validateBlocks } from '../validate';
import type { Fields } from './types';

/** The demo content (examples.quizzes.ts) after the catalogue validator, as the block receives it. */
export function exampleFields<F = Fields>(template: 'jlr-diesel-petrol-quiz' | 'subscription-quiz', locale: 'he' | 'en') {
  const instance = exampleInstance(findTemplate(template)!, locale);
  const { valid, problems } = validateBlocks([{ id: 1, template, sequence: 1, fields: instance.fields, groups: instance.groups ?? [] }]);
  if (problems.length > 0) throw new Error(problems.map((problem) => problem.reason).join('; '));
  return { fields: valid[0]!.fields as F, groups: valid[0]!.groups };
}
