export { ComparePage } from './ComparePage';
export { compareStrings } from './strings';
export type { CompareData, CompareResult } from './types';
