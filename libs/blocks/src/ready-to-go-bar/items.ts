import { isLinkShown } from '@lux/ui';
import type { LinkValue } from '../shared/values';
import type { Group } from './types';

/** B§3.2/B§9: up to 5 items are stored, only the first 4 are shown. */
export const SHOWN_ITEMS = 4;

export interface BarItem {
  icon: string;
  link: LinkValue;
}

const usable = (link: LinkValue | null | undefined): link is LinkValue =>
  typeof link === 'object' && link !== null && isLinkShown(link) && typeof link.link_text === 'string' && link.link_text.trim() !== '';

/**
 * The bar's actions: of the first 4 items, each shows its link when the B§5 rules allow, else its fallback
 * link and icon; an item with neither is left out. A link needs visible text here too, since the bar shows
 * it next to its icon (an icon alone would have no name).
 */
export function barItems(groups: readonly Partial<Group>[]): BarItem[] {
  return groups.slice(0, SHOWN_ITEMS).flatMap((group): BarItem[] => {
    if (usable(group.link)) return [{ icon: group.icon ?? '', link: group.link }];
    if (usable(group.fallback_link)) return [{ icon: group.fallback_icon || group.icon || '', link: group.fallback_link }];
    return [];
  });
}
