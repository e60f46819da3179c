import type { Localized } from '../shared/strings';

export interface TextStepsStrings {
  /** The small label over each step's heading. */
  step: (n: number) => string;
  /** The list's accessible name when the block has no heading. */
  label: string;
}

export const textStepsStrings: Localized<TextStepsStrings> = {
  he: { step: (n) => `שלב ${n}`, label: 'שלבים' },
  en: { step: (n) => `Step ${n}`, label: 'Steps' },
  ar: { step: (n) => `الخطوة ${n}`, label: 'الخطوات' },
  ru: { step: (n) => `Шаг ${n}`, label: 'Шаги' },
};
