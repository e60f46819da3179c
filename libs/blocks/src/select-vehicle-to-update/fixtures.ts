import { exampleInstance, findTemplate } from '@lux/block-catalogue';
import { validateBlocks } from '../validate';
import type { Fields, Group } from './types';

/** The demo content (examples.calculators.ts) after the catalogue validator, as the block receives it. */
export function selectVehicleExample(locale: 'he' | 'en'): { fields: Fields; groups: Group[] } {
  const instance = exampleInstance(findTemplate('select-vehicle-to-update')!, locale);
  const { valid, problems } = validateBlocks([{ id: 1, template: 'select-vehicle-to-update', sequence: 1, fields: instance.fields, groups: instance.groups ?? [] }]);
  if (problems.length > 0) throw new Error(problems.map((problem) => problem.reason).join('; '));
  return { fields: valid[0]!.fields as unknown as Fields, groups: valid[0]!.groups as unknown as Group[] };
}
