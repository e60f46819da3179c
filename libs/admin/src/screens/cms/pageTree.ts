import type { CmsTreeRow } from '../../api/cmsTypes';

/** One node of the drawn tree: a row and the rows under it. */
export interface TreeNode {
  row: CmsTreeRow;
  children: TreeNode[];
}

/**
 * The page tree from the API's flat list (ADR 027 §4): each row hangs under the longest path of another row
 * that is a prefix of its own (`/offers/summer` under `/offers`); rows without one are at the top, the home
 * page first. Siblings keep the API's order (by path).
 */
export function buildTree(rows: readonly CmsTreeRow[]): TreeNode[] {
  const sorted = [...rows].sort((a, b) => (a.path === '/' ? -1 : b.path === '/' ? 1 : a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  const byPath = new Map<string, TreeNode>();
  const roots: TreeNode[] = [];
  for (const row of sorted) {
    const node: TreeNode = { row, children: [] };
    byPath.set(row.path, node);
    let parent: TreeNode | undefined;
    if (row.path !== '/') {
      const segments = row.path.split('/').filter(Boolean);
      for (let length = segments.length - 1; length > 0 && !parent; length--) {
        parent = byPath.get(`/${segments.slice(0, length).join('/')}`);
      }
    }
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}

/** Paths a new page may go under: `/` and every page or folder (not link pages). */
export function parentPaths(rows: readonly CmsTreeRow[]): string[] {
  const paths = rows.filter((row) => row.type === 'page' && row.path !== '/').map((row) => row.path);
  return ['/', ...paths.sort()];
}

export type PageStatus = 'unpublished' | 'disabled' | 'draft' | 'published';

/** What the tree says about a page: never published, taken off the site, changed since publishing, or live. */
export function statusOf(row: CmsTreeRow): PageStatus {
  if (row.published_version === null) return 'unpublished';
  if (row.disabled) return 'disabled';
  return row.draft_changed ? 'draft' : 'published';
}
