import { ValidationError } from 'yup';
import { isBlockKey, type BlockKey } from './registry';
import { blockSchemas } from './schemas';
import type { BlockInstance } from './shared/types';

/** A block whose fields and groups passed its template's schema, ready to render. */
export interface ValidBlock {
  id: number;
  template: BlockKey;
  fields: Record<string, unknown>;
  groups: Array<Record<string, unknown>>;
}

export interface BlockProblem {
  blockId: number;
  template: string;
  reason: string;
}

/**
 * Checks each block against its template. Bad data never takes a page down: an unknown template, wrong
 * field types or too many groups drop that one block and report why (the caller logs it).
 */
export function validateBlocks(blocks: readonly BlockInstance[]): { valid: ValidBlock[]; problems: BlockProblem[] } {
  const valid: ValidBlock[] = [];
  const problems: BlockProblem[] = [];
  const ordered = [...blocks].sort((a, b) => a.sequence - b.sequence);
  for (const block of ordered) {
    if (!isBlockKey(block.template)) {
      problems.push({ blockId: block.id, template: block.template, reason: 'unknown template' });
      continue;
    }
    const definition = blockSchemas[block.template];
    const groups = Array.isArray(block.groups) ? block.groups : [];
    if (groups.length > definition.maxGroups) {
      problems.push({
        blockId: block.id,
        template: block.template,
        reason: `${groups.length} groups exceed the maximum of ${definition.maxGroups}`,
      });
      continue;
    }
    try {
      const fields = definition.fields.validateSync(block.fields ?? {}, { abortEarly: false, stripUnknown: true });
      const groupSchema = definition.group;
      const checkedGroups = groupSchema
        ? groups.map((item) => groupSchema.validateSync(item, { abortEarly: false, stripUnknown: true }))
        : [];
      valid.push({ id: block.id, template: block.template, fields, groups: checkedGroups });
    } catch (error) {
      const reason = error instanceof ValidationError ? error.errors.join('; ') : String(error);
      problems.push({ blockId: block.id, template: block.template, reason });
    }
  }
  return { valid, problems };
}
