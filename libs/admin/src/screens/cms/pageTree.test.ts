import { describe, expect, it } from 'vitest';
import type { CmsTreeRow } from '../../api/cmsTypes';
import { buildTree, parentPaths, statusOf } from './pageTree';

const row = (id: number, path: string, extra: Partial<CmsTreeRow> = {}): CmsTreeRow => ({
  id: String(id),
  locale: 'he',
  path,
  title: path,
  page_type: 'page',
  type: 'page',
  disabled: false,
  draft_changed: false,
  published_version: 1,
  updated_at: '2026-11-27T00:00:00.000Z',
  ...extra,
});

describe('the page tree', () => {
  it('hangs each page under the longest path above it, the home page first', () => {
    const tree = buildTree([row(3, '/offers/summer/deal'), row(2, '/offers'), row(1, '/'), row(4, '/about')]);
    expect(tree.map((node) => node.row.path)).toEqual(['/', '/about', '/offers']);
    expect(tree[2]!.children.map((node) => node.row.path)).toEqual(['/offers/summer/deal']);
  });

  it('offers the home page and every page or folder as a parent, but not link pages', () => {
    expect(parentPaths([row(1, '/'), row(2, '/b'), row(3, '/a', { type: 'url_redirection' })])).toEqual(['/', '/b']);
  });

  it('names the status of a page', () => {
    expect(statusOf(row(1, '/a', { published_version: null, disabled: true }))).toBe('unpublished');
    expect(statusOf(row(1, '/a', { disabled: true }))).toBe('disabled');
    expect(statusOf(row(1, '/a', { draft_changed: true }))).toBe('draft');
    expect(statusOf(row(1, '/a'))).toBe('published');
  });
});
