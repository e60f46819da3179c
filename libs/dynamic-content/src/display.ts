import type { DynamicContentCondition } from './normalise';
import type { DynamicContentSettings } from './settings';
import { conditionPasses, type StrategyData } from './strategies';
import type { PageLocation } from './url-brand';

/** Which slot of a dynamic-content wrapper shows. */
export type DynamicContentDisplay = 'content' | 'fallback';

export interface DynamicContentState {
  condition: DynamicContentCondition | null;
  /** False while server-rendered and hydrating; the wrapper sets it after mount. */
  mounted: boolean;
  data: StrategyData;
  location: PageLocation | null;
  settings: DynamicContentSettings;
}

/**
 * B§4, the wrapper: the content is visible until mounted; then it shows if the strategy validates,
 * otherwise the fallback slot shows; when the strategy data is absent (`null`) the content shows.
 * Without a condition the content always shows.
 */
export function dynamicContentDisplay(state: DynamicContentState): DynamicContentDisplay {
  if (state.condition === null || !state.mounted) return 'content';
  return conditionPasses(state.condition, state.data, state.location, state.settings) ? 'content' : 'fallback';
}

/**
 * Whether an item carrying a condition renders: a normal item in the content slot, an item marked
 * `fallback` in the fallback slot. Items without a condition always render.
 */
export function isItemShown(condition: DynamicContentCondition | null, display: DynamicContentDisplay): boolean {
  if (condition === null) return true;
  return condition.fallback ? display === 'fallback' : display === 'content';
}
