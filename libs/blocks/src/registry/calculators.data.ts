import type { TemplateKey } from '@lux/block-catalogue';
import type { BlockDataLoader } from '../data/types';
import { rangeCalculatorLoader } from '../range-calculator/data';

/** Server-side data loaders of the range calculator and the vehicle-to-update picker (see registry/data.ts). */
export const calculatorsDataLoaders: Partial<Record<TemplateKey, BlockDataLoader>> = {
  'range-calculator': rangeCalculatorLoader,
};
