import type { Field } from '../fields/types';
import type { BlockTemplate } from '../template';
import { formRule, rulesFor, type EffectiveBlock } from './rules';
import { checkFieldValue, isRecord, own, type Problem, type Report } from './values';

/** A block's content as stored: block-level fields and the repeatable group items. */
export interface BlockInstanceInput {
  fields: Record<string, unknown>;
  groups: Array<Record<string, unknown>>;
}

/**
 * `ok` carries the effective instance: every template field present, missing or null values replaced by
 * the field's default, unknown names never passed on. Renderers read this, never the stored instance.
 */
export type ValidationResult = { ok: true; value: BlockInstanceInput } | { ok: false; problems: Problem[] };

/**
 * Checks fields against their template: unknown names, values against their field types, missing or null
 * values falling back to the default. Returns the effective values for the B§5 rules.
 */
function checkValues(
  templateFields: readonly Field[],
  values: Record<string, unknown>,
  base: string,
  report: Report,
): Record<string, unknown> {
  const symbols = new Set(templateFields.map((field) => field.symbol));
  for (const name of Object.keys(values)) {
    if (!symbols.has(name)) report(`${base}.${name}`, 'is not a field of this template');
  }
  const effective: Record<string, unknown> = {};
  for (const field of templateFields) {
    const value = own(values, field.symbol);
    if (value === undefined || value === null) {
      effective[field.symbol] = field.value;
      continue;
    }
    checkFieldValue(field, value, `${base}.${field.symbol}`, report);
    effective[field.symbol] = value;
  }
  return effective;
}

/**
 * Every block may carry a dynamic-content item (B§3.5: strategy key, value, fallback) besides its
 * template's fields; the site shows the block or its fallback by it (B§4).
 */
export const DC_STRATEGY_FIELD = 'dc_strategy';

function checkDcStrategy(value: unknown, path: string, report: Report): Record<string, unknown> | null {
  if (value === undefined || value === null) return null;
  if (!isRecord(value)) {
    report(path, 'must be an object with key, value and fallback');
    return null;
  }
  const key = own(value, 'key');
  const itemValue = own(value, 'value') ?? '';
  const fallback = own(value, 'fallback') ?? false;
  const before = path;
  let ok = true;
  if (typeof key !== 'string') {
    report(`${before}.key`, 'must be a text (url_brand, external_stock, offers or reffine)');
    ok = false;
  }
  if (typeof itemValue !== 'string' && typeof itemValue !== 'number') {
    report(`${before}.value`, 'must be a text');
    ok = false;
  }
  if (typeof fallback !== 'boolean') {
    report(`${before}.fallback`, 'must be true or false');
    ok = false;
  }
  for (const name of Object.keys(value)) {
    if (!['key', 'value', 'fallback'].includes(name)) {
      report(`${before}.${name}`, 'is not part of a dynamic-content item');
      ok = false;
    }
  }
  return ok && typeof key === 'string' && key.trim() !== '' ? { key: key.trim(), value: String(itemValue), fallback } : null;
}

/** The most groups an instance may have: the B§9 maximum, unlimited without one, none without group fields. */
export function groupLimit(template: BlockTemplate): number {
  if (template.max_field_groups !== undefined) return template.max_field_groups;
  return template.field_groups_template.length > 0 ? Number.POSITIVE_INFINITY : 0;
}

/**
 * Validates one block instance against its template: field types, unknown fields, the group maximum,
 * every group item, and the B§5 content rules. Never throws, whatever it is given.
 */
export function validateBlockInstance(
  template: BlockTemplate,
  instance: BlockInstanceInput,
): ValidationResult {
  const problems: Problem[] = [];
  const report: Report = (path, message) => void problems.push({ path, message });
  let effective: EffectiveBlock | undefined;
  try {
    effective = collect(template, instance as unknown, report);
  } catch {
    // Only reachable with exotic objects (throwing getters, proxies); say so rather than crash.
    report('', 'the instance could not be read');
  }
  if (problems.length > 0 || !effective) return { ok: false, problems };
  return { ok: true, value: { fields: effective.fields, groups: effective.groups.map((group) => group.values) } };
}

function collect(template: BlockTemplate, instance: unknown, report: Report): EffectiveBlock | undefined {
  if (!isRecord(instance)) {
    report('', 'must be an object with fields and groups');
    return undefined;
  }
  const rawFields = own(instance, 'fields') ?? {};
  let fields: Record<string, unknown> = {};
  if (isRecord(rawFields)) {
    const { [DC_STRATEGY_FIELD]: dcStrategy, ...templateValues } = rawFields;
    fields = checkValues(template.fields, templateValues, 'fields', report);
    const condition = checkDcStrategy(dcStrategy, `fields.${DC_STRATEGY_FIELD}`, report);
    if (condition) fields[DC_STRATEGY_FIELD] = condition;
  } else report('fields', 'must be an object');

  const rawGroups = own(instance, 'groups') ?? [];
  const groups: { index: number; values: Record<string, unknown> }[] = [];
  if (Array.isArray(rawGroups)) {
    const limit = groupLimit(template);
    if (rawGroups.length > limit) {
      report(
        'groups',
        limit === 0
          ? 'this template has no groups'
          : `holds ${rawGroups.length} groups; at most ${limit} are allowed`,
      );
    }
    for (let index = 0; index < rawGroups.length; index += 1) {
      const item: unknown = rawGroups[index];
      const path = `groups[${index}]`;
      if (isRecord(item)) {
        groups.push({ index, values: checkValues(template.field_groups_template, item, path, report) });
      } else {
        report(path, 'must be an object');
      }
    }
  } else {
    report('groups', 'must be a list');
  }

  const block: EffectiveBlock = { fields, groups };
  formRule(block, report);
  rulesFor(template.key)?.(block, report);
  return block;
}
