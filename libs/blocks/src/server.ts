// Server-only entry of @lux/blocks: validation and HTML sanitising never ship to the browser.
import { findTemplate, type Field } from '@lux/block-catalogue';
import { sanitizeEditorHtml } from './sanitize';
import type { BlockInstance } from './shared/types';
import { validateBlocks, type BlockProblem, type ValidBlock } from './validate';

export { sanitizeEditorHtml } from './sanitize';
export { validateBlocks, type BlockProblem, type ValidBlock } from './validate';
export { loadBlockData } from './data/load';
export type { BlockDataContext, BlockDataLoader } from './data/types';
export { loadCompare } from './compare/load';

function sanitizeValues(fields: readonly Field[], values: Record<string, unknown>): Record<string, unknown> {
  const out = { ...values };
  for (const field of fields) {
    const value = out[field.symbol];
    if (field.field_type === 'Markdown' && field.attrs.language === 'html' && typeof value === 'string') {
      out[field.symbol] = sanitizeEditorHtml(value);
    }
  }
  return out;
}

/**
 * Validates a page's blocks against the catalogue and sanitises every HTML rich-text field, so block
 * components can render that HTML as is. Invalid blocks are dropped and reported (the caller logs them).
 */
export function prepareBlocks(blocks: readonly BlockInstance[]): { valid: ValidBlock[]; problems: BlockProblem[] } {
  const { valid, problems } = validateBlocks(blocks);
  const prepared = valid.map((block) => {
    const template = findTemplate(block.template);
    if (!template) return block;
    return {
      ...block,
      fields: sanitizeValues(template.fields, block.fields),
      groups: block.groups.map((group) => sanitizeValues(template.field_groups_template, group)),
    };
  });
  return { valid: prepared, problems };
}
