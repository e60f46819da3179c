import type { BlockInstance } from '@lux/blocks';

/** The message the live preview posts to the editor (its parent frame) when a block is clicked. */
export const PREVIEW_BLOCK_MESSAGE = 'lux-preview:block';
/** The preview is listening: the editor sends it the current draft. */
export const PREVIEW_READY_MESSAGE = 'lux-preview:ready';
/** The editor's draft (`content`: the PageContent as JSON text), sent to the preview frame. */
export const PREVIEW_CONTENT_MESSAGE = 'lux-preview:content';

/** ADR 027: a page holds at most this many blocks; a bigger draft is not rendered. */
export const MAX_DRAFT_BLOCKS = 200;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The draft's blocks in the shape the page route renders, numbered by their place in the editor. */
export function draftBlocks(content: unknown): BlockInstance[] | null {
  if (!isRecord(content) || !Array.isArray(content['blocks']) || content['blocks'].length > MAX_DRAFT_BLOCKS) return null;
  const blocks: BlockInstance[] = [];
  content['blocks'].forEach((block, index) => {
    if (!isRecord(block) || typeof block['template'] !== 'string') return;
    const positions = Array.isArray(block['active_positions']) ? block['active_positions'] : ['desktop', 'mobile'];
    // A block switched off at every position is not on the page (ADR 010).
    if (positions.length === 0) return;
    blocks.push({
      id: index + 1,
      template: block['template'],
      sequence: index,
      fields: isRecord(block['fields']) ? block['fields'] : {},
      groups: Array.isArray(block['groups']) ? block['groups'].filter(isRecord) : [],
    });
  });
  return blocks;
}

