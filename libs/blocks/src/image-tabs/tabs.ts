import type { Group } from './types';

/** One tab and the page positions of the blocks it shows. */
export interface TabRange {
  label: string;
  tabId: string;
  lazy: boolean;
  /** Page indexes (`#component-N`) of the blocks this tab shows, in order. */
  blocks: number[];
}

/** Editors type counts by hand: anything but a whole number from 0 up counts as the default, 1. */
export function blocksCount(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? Math.floor(value) : 1;
}

/**
 * Splits the blocks after this one (at page position `index`) between the tabs, in order: the first
 * tab shows the next `blocks_count` blocks, the second the ones after those, and so on. Tabs without
 * a label are skipped, and so are their blocks.
 */
export function tabRanges(groups: readonly Group[], index: number): TabRange[] {
  const ranges: TabRange[] = [];
  let next = index + 1;
  for (const group of groups) {
    if (!group) continue;
    const count = blocksCount(group.blocks_count);
    const blocks = Array.from({ length: count }, (_, k) => next + k);
    next += count;
    const label = typeof group.tab_label === 'string' ? group.tab_label.trim() : '';
    if (!label) continue;
    ranges.push({ label, tabId: (group.tab_id ?? '').trim(), lazy: group.has_lazyload === true, blocks });
  }
  return ranges;
}

/** The `#component-N` blocks every tab but the active one hides. */
export function hiddenBlocks(ranges: readonly TabRange[], active: number): number[] {
  return ranges.flatMap((range, position) => (position === active ? [] : range.blocks));
}

/** CSS that hides the inactive tabs' blocks; rendered on the server too, so nothing flashes. */
export function hidingCss(ranges: readonly TabRange[], active: number): string {
  const hidden = hiddenBlocks(ranges, active);
  return hidden.length === 0 ? '' : `${hidden.map((n) => `#component-${n}`).join(',')}{display:none}`;
}

/**
 * The tab a key moves to (WAI-ARIA tabs, automatic activation), or null for other keys. Arrow keys
 * follow the reading direction: ArrowLeft moves forward under RTL. Moves wrap around.
 */
export function tabForKey(key: string, current: number, count: number, dir: 'ltr' | 'rtl'): number | null {
  if (count === 0) return null;
  const forward = dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
  const backward = dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
  if (key === forward) return (current + 1) % count;
  if (key === backward) return (current - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

/** The tab whose tab_id the hash names (`#defender`), or null. */
export function tabForHash(ranges: readonly TabRange[], hash: string): number | null {
  const wanted = decodeURIComponent(hash.replace(/^#/, ''));
  if (!wanted) return null;
  const found = ranges.findIndex((range) => range.tabId !== '' && range.tabId === wanted);
  return found === -1 ? null : found;
}
