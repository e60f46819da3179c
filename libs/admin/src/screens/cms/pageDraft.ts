import type { DraftBlock, PageContent } from '../../api/cmsTypes';

/** A block in the editor: the stored block plus a key that stays with it while it moves. */
export interface EditorBlock {
  key: string;
  block: DraftBlock;
}

let counter = 0;
/** A key for a block of this editing session (never stored). */
export const newBlockKey = () => `block-${++counter}`;

export function editorBlocksOf(content: PageContent): EditorBlock[] {
  return content.blocks.map((block) => ({ key: newBlockKey(), block }));
}

/** The content the API stores, from the page fields and the editor's blocks in their order. */
export function contentOf(page: Omit<PageContent, 'blocks'>, blocks: readonly EditorBlock[]): PageContent {
  return { ...page, blocks: blocks.map((item) => item.block) };
}

/** A new block of a template: no values yet (every field at the template's default), shown everywhere. */
export function newBlock(template: string): DraftBlock {
  return { template, fields: {}, groups: [], active_positions: ['desktop', 'mobile'] };
}

/** The block a draft problem points into (`/blocks/3/fields/title` → 3), or null for page fields. */
export function blockIndexOf(pointer: string): number | null {
  const match = /^\/blocks\/(\d+)(\/|$)/.exec(pointer);
  return match ? Number(match[1]) : null;
}

/** The problems of one block, with pointers relative to the block (`/blocks/3/fields/title` → `/fields/title`). */
export function problemsOfBlock<P extends { pointer: string }>(problems: readonly P[], index: number): P[] {
  const prefix = `/blocks/${index}`;
  return problems.filter((problem) => blockIndexOf(problem.pointer) === index).map((problem) => ({ ...problem, pointer: problem.pointer.slice(prefix.length) || '/' }));
}

/** Moves one item to another place, the others keeping their order. */
export function moved<T>(items: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= items.length || to >= items.length) return [...items];
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}

/** Same content, compared as stored (the order of keys inside a block is kept by the form). */
export const sameContent = (a: PageContent, b: PageContent) => JSON.stringify(a) === JSON.stringify(b);
