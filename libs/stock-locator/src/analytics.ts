/** A§4 analytics affiliation and source codes, and the per-state page rules. */
import { text } from './values';

export type AnalyticsAffiliation = 'sl-nvl' | 'sl-avl' | 'sl-nvl-config';
export type SourceCode = 'NVL' | 'AVL';

/**
 * A§4: new gives sl-nvl, approved gives sl-avl; configurator vehicles, and new vehicles in the
 * configurator journey, give sl-nvl-config. Other states (used) have no affiliation: `null`.
 */
export function analyticsAffiliation(state: unknown, options: { configuratorJourney?: boolean } = {}): AnalyticsAffiliation | null {
  const value = text(state).toLowerCase();
  if (value === 'configurator' || (value === 'new' && options.configuratorJourney === true)) return 'sl-nvl-config';
  if (value === 'new') return 'sl-nvl';
  if (value === 'approved') return 'sl-avl';
  return null;
}

/** A§4: new is NVL, approved is AVL; other states have none. */
export function sourceCode(state: unknown): SourceCode | null {
  const value = text(state).toLowerCase();
  return value === 'new' ? 'NVL' : value === 'approved' ? 'AVL' : null;
}

/** A§4: the drive-away price is shown only for new vehicles. */
export const showsDriveAwayPrice = (state: unknown): boolean => text(state).toLowerCase() === 'new';

/** A§4: the mini calculator is shown for new, used and approved vehicles. */
export const showsMiniCalculator = (state: unknown): boolean =>
  ['new', 'used', 'approved'].includes(text(state).toLowerCase());
