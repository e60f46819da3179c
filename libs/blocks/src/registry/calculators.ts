import type { TemplateKey } from '@lux/block-catalogue';
import type { BlockLoader } from '../shared/types';

/** Interactive blocks of issue 15 (ADR 028): the range calculator and the vehicle-to-update picker. */
export const calculatorsGroupBlocks = {
  'range-calculator': () =>
    import('../range-calculator/RangeCalculator').then((m) => m.rangeCalculatorComponent),
  'select-vehicle-to-update': () =>
    import('../select-vehicle-to-update/SelectVehicleToUpdate').then((m) => m.selectVehicleToUpdateComponent),
} as const satisfies Partial<Record<TemplateKey, BlockLoader>>;
