/** What a tab needs to know about the blocks it owns. */
export interface TabGroupLike {
  tab_label?: unknown;
  tab_id?: unknown;
  blocks_count?: unknown;
}

/** blocks_count as a whole number of blocks: unset means the default 1, nonsense means none. */
export function blocksCount(value: unknown): number {
  if (value === null || value === undefined) return 1;
  if (typeof value !== 'number' || !Number.isFinite(value)) return 0;
  return Math.max(0, Math.min(50, Math.floor(value)));
}

export interface TabRange {
  /** Page positions (`component-N`) of the blocks this tab shows. */
  blocks: number[];
}

/**
 * Which page blocks each tab owns: tab 1 the `blocks_count` blocks right after this block, tab 2 the next
 * ones, and so on (B§3.2 "each showing the next blocks_count blocks").
 */
export function tabRanges(groups: readonly TabGroupLike[], blockIndex: number): TabRange[] {
  let next = blockIndex + 1;
  return groups.map((group) => {
    const count = blocksCount(group.blocks_count);
    const blocks = Array.from({ length: count }, (_, n) => next + n);
    next += count;
    return { blocks };
  });
}

/** A CSS rule hiding the given page blocks (rendered on the server too, so nothing flashes before hydration). */
export function hideRule(positions: readonly number[], exempt: string): string {
  if (positions.length === 0) return '';
  const selectors = positions.map((position) => `#component-${position}:not([${exempt}])`);
  return `${selectors.join(',')}{display:none}`;
}

/** The tab whose tab_id the address hash names, or -1. */
export function tabFromHash(hash: string, ids: readonly string[]): number {
  let name = hash.replace(/^#/, '');
  try {
    name = decodeURIComponent(name);
  } catch {
    // A malformed escape is compared literally.
  }
  if (!name) return -1;
  return ids.findIndex((id) => id !== '' && id === name);
}
