import { findTemplate, validateBlockInstance, type BlockTemplate } from '@lux/block-catalogue';
import { parseDynamicContentCondition } from '@lux/dynamic-content';
import { isBlockKey, type BlockKey } from './registry';
import type { BlockInstance } from './shared/types';

/**
 * A block whose fields and groups passed its template, with every field present (defaults filled in).
 * `fields.dc_strategy`, when set, is the block's dynamic-content condition (B§3.5), parsed.
 */
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

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Keeps only the template's own field names: content saved under an older template still renders. */
function pick(values: unknown, known: ReadonlySet<string>): unknown {
  if (!isRecord(values)) return values;
  return Object.fromEntries(Object.entries(values).filter(([name]) => known.has(name)));
}

function knownFields(template: BlockTemplate) {
  return {
    fields: new Set(template.fields.map((field) => field.symbol)),
    group: new Set(template.field_groups_template.map((field) => field.symbol)),
  };
}

/**
 * B§3.5: any block may carry a dynamic-content item, `dc_strategy` (key, value, fallback), beside its
 * template's fields; the block list wraps it (BlockList.tsx). Kept parsed; one without a key is dropped
 * (such a block always shows, as if it had none).
 */
const DC_STRATEGY = 'dc_strategy';
function withCondition(fields: Record<string, unknown>, stored: unknown): Record<string, unknown> {
  const condition = isRecord(stored) ? parseDynamicContentCondition(stored[DC_STRATEGY]) : null;
  return condition ? { ...fields, [DC_STRATEGY]: condition } : fields;
}

/**
 * Checks each block against its catalogue template with the one validator the API and the editor use
 * (`@lux/block-catalogue`). Bad data never takes a page down: an unknown or unrendered template, wrong
 * field types, values outside a select, broken JSON or too many groups drop that one block and report why
 * (the caller logs it). Field names the template does not know are ignored, not fatal.
 */
export function validateBlocks(blocks: readonly BlockInstance[]): { valid: ValidBlock[]; problems: BlockProblem[] } {
  const valid: ValidBlock[] = [];
  const problems: BlockProblem[] = [];
  const ordered = [...blocks].sort((a, b) => a.sequence - b.sequence);
  for (const block of ordered) {
    const template = findTemplate(block.template);
    if (!template || !isBlockKey(block.template)) {
      const reason = template ? 'template has no renderer on this site' : 'unknown template';
      problems.push({ blockId: block.id, template: block.template, reason });
      continue;
    }
    const known = knownFields(template);
    const groups = Array.isArray(block.groups) ? block.groups.map((item) => pick(item, known.group)) : block.groups;
    const result = validateBlockInstance(template, {
      fields: (pick(block.fields ?? {}, known.fields) ?? {}) as Record<string, unknown>,
      groups: (groups ?? []) as Array<Record<string, unknown>>,
    });
    if (!result.ok) {
      const reason = result.problems.map((problem) => `${problem.path}: ${problem.message}`).join('; ');
      problems.push({ blockId: block.id, template: block.template, reason });
      continue;
    }
    valid.push({ id: block.id, template: block.template, fields: withCondition(result.value.fields, block.fields), groups: result.value.groups });
  }
  return { valid, problems };
}
