import { describe, expect, it } from 'vitest';
import { blockIndexOf, contentOf, editorBlocksOf, moved, newBlock, problemsOfBlock, sameContent } from './pageDraft';

const page = { title: 'א', meta_title: null, meta_description: null, canonical_url: null, external_meta_image: null, image_id: null, disable_seo_tracking: false };

describe('the page draft in the editor', () => {
  it('gives each block a key that moves with it, and gives the content back unchanged', () => {
    const content = { ...page, blocks: [newBlock('hero'), newBlock('accordion')] };
    const blocks = editorBlocksOf(content);
    expect(new Set(blocks.map((item) => item.key)).size).toBe(2);
    expect(sameContent(contentOf(page, blocks), content)).toBe(true);
    const swapped = moved(blocks, 1, 0);
    expect(swapped.map((item) => item.block.template)).toEqual(['accordion', 'hero']);
    expect(swapped[0]!.key).toBe(blocks[1]!.key);
  });

  it('leaves the list alone for a move out of range', () => {
    expect(moved([1, 2, 3], 0, 3)).toEqual([1, 2, 3]);
    expect(moved([1, 2, 3], -1, 0)).toEqual([1, 2, 3]);
  });

  it('routes the API’s problems to their block, relative to it', () => {
    const problems = [
      { pointer: '/blocks/1/fields/title', message: 'a' },
      { pointer: '/blocks/10/groups/0/image', message: 'b' },
      { pointer: '/title', message: 'c' },
    ];
    expect(blockIndexOf('/blocks/1')).toBe(1);
    expect(blockIndexOf('/title')).toBeNull();
    expect(problemsOfBlock(problems, 1)).toEqual([{ pointer: '/fields/title', message: 'a' }]);
    expect(problemsOfBlock(problems, 10)).toEqual([{ pointer: '/groups/0/image', message: 'b' }]);
  });
});
