import type { TemplateKey } from '@lux/block-catalogue';
import { rangeCalculatorComponent } from '../range-calculator/RangeCalculator';
import { selectVehicleToUpdateComponent } from '../select-vehicle-to-update/SelectVehicleToUpdate';
import type { AnyBlockComponent } from '../shared/types';

/** Interactive blocks of issue 15 (ADR 028): the range calculator and the vehicle-to-update picker. */
export const calculatorsGroupBlocks = {
  'range-calculator': rangeCalculatorComponent,
  'select-vehicle-to-update': selectVehicleToUpdateComponent,
} as const satisfies Partial<Record<TemplateKey, AnyBlockComponent>>;
