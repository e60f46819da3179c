import { describe, expect, it } from 'vitest';
import { MAX_DRAFT_BLOCKS, draftBlocks } from './preview-draft';

describe('draftBlocks (the live preview’s input)', () => {
  it('numbers blocks by their place in the editor, so a click maps back to the right form', () => {
    const blocks = draftBlocks({
      blocks: [
        { template: 'hero', fields: { title: 'א' }, groups: [], active_positions: ['desktop', 'mobile'] },
        { template: 'content-block', fields: {}, groups: [{ text: 'ב' }, 'not an item'], active_positions: ['mobile'] },
      ],
    });
    expect(blocks).toEqual([
      { id: 1, template: 'hero', sequence: 0, fields: { title: 'א' }, groups: [] },
      { id: 2, template: 'content-block', sequence: 1, fields: {}, groups: [{ text: 'ב' }] },
    ]);
  });

  it('leaves out blocks switched off everywhere and entries that are not blocks, keeping the others’ numbers', () => {
    const blocks = draftBlocks({ blocks: [{ template: 'hero', active_positions: [] }, 7, { template: 'accordion' }] });
    expect(blocks).toEqual([{ id: 3, template: 'accordion', sequence: 2, fields: {}, groups: [] }]);
  });

  it('refuses what is not a draft, or a draft over the block limit', () => {
    expect(draftBlocks(null)).toBeNull();
    expect(draftBlocks({ blocks: 'x' })).toBeNull();
    expect(draftBlocks({ blocks: Array.from({ length: MAX_DRAFT_BLOCKS + 1 }, () => ({ template: 'hero' })) })).toBeNull();
  });
});
