import type { TemplateKey } from '@lux/block-catalogue';
import { financeCalculatorComponent } from '../finance-calculator/FinanceCalculator';
import type { AnyBlockComponent } from '../shared/types';

/** Interactive blocks of issue 15 (ADR 028): the finance group. */
export const financeGroupBlocks = {
  'finance-calculator': financeCalculatorComponent,
} as const satisfies Partial<Record<TemplateKey, AnyBlockComponent>>;
