import type { Group } from './types';

/** B§9: in-page navigation holds at most 10 links. */
export const MAX_LINKS = 10;

export interface NavLink {
  label: string;
  blockId: string;
}

/** Links worth showing: a label and an anchor each, the first 10, duplicates of an anchor dropped. */
export function navLinks(groups: readonly Partial<Group>[]): NavLink[] {
  const seen = new Set<string>();
  const links: NavLink[] = [];
  for (const group of groups.slice(0, MAX_LINKS)) {
    const label = typeof group.label === 'string' ? group.label.trim() : '';
    const blockId = typeof group.blockId === 'string' ? group.blockId.trim().replace(/^#/, '') : '';
    if (!label || !blockId || seen.has(blockId)) continue;
    seen.add(blockId);
    links.push({ label, blockId });
  }
  return links;
}

/** A§2 scroll rules, as ids to try in order: `component-N` as is; any other name `rdx-{name}`, then `{name}`. */
export function scrollTargetIds(name: string): string[] {
  if (name === '') return [];
  if (/^component-\d+$/.test(name)) return [name];
  return [`rdx-${name}`, name];
}

/** The element a link targets, by the A§2 scroll rules: `component-N`, else `rdx-{id}`, then `{id}`. */
export function findTarget(blockId: string, doc: Document = document): HTMLElement | null {
  for (const id of scrollTargetIds(blockId)) {
    const element = doc.getElementById(id);
    if (element) return element;
  }
  return null;
}

/**
 * The section being read: the last target whose top has passed the line under the sticky bars.
 * `tops` are viewport tops in link order (null when the target is missing).
 */
export function currentIndex(tops: readonly (number | null)[], line: number): number {
  let current = -1;
  tops.forEach((top, index) => {
    if (top !== null && top <= line + 1) current = index;
  });
  return current;
}
