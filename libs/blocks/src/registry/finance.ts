import type { TemplateKey } from '@lux/block-catalogue';
import type { BlockLoader } from '../shared/types';

/** Interactive blocks of issue 15 (ADR 028): the finance group. */
export const financeGroupBlocks = {
  'finance-calculator': () =>
    import('../finance-calculator/FinanceCalculator').then((m) => m.financeCalculatorComponent),
} as const satisfies Partial<Record<TemplateKey, BlockLoader>>;
