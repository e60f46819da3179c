// B§5 content validity rules, beyond what each field's type says.
import type { TemplateKey } from '../catalogue';
import type { ContentItemType } from '../templates/content';
import { isRecord, own, parseJsonText, type Report } from './values';

/** A block with its template defaults filled in, as the rules see it. */
export interface EffectiveBlock {
  fields: Record<string, unknown>;
  /** Only the items that are objects; the others were already reported. */
  groups: ReadonlyArray<{ index: number; values: Record<string, unknown> }>;
}

type ItemRule = (item: Record<string, unknown>, path: string, report: Report) => void;
type BlockRule = (block: EffectiveBlock, report: Report) => void;

const isNonEmptyList = (value: unknown) => Array.isArray(value) && value.length > 0;
/** Blank text breaks a rule; a value of the wrong type was already reported by its field check. */
const isBlank = (value: unknown) => typeof value === 'string' && value.trim() === '';

/** B§5 content-block validity, one rule per kind of content-blocks item. */
export const contentItemRules = {
  card: () => undefined,
  html: (item, path, report) => {
    if (isBlank(own(item, 'html'))) report(`${path}.html`, 'an html item needs non-empty HTML');
  },
  calculator: (item, path, report) => {
    const text = own(item, 'calculator');
    if (typeof text !== 'string') return;
    const parsed = parseJsonText(text);
    const config = parsed.ok ? parsed.value : undefined;
    if (
      !isRecord(config) ||
      !isNonEmptyList(own(config, 'fields')) ||
      !isNonEmptyList(own(config, 'groups'))
    ) {
      report(`${path}.calculator`, 'a calculator item needs non-empty "fields" and "groups" lists');
    }
  },
  form: (item, path, report) => {
    if (isBlank(own(item, 'form_id'))) report(`${path}.form_id`, 'a form item needs a form_id');
  },
  // B§5: a finance options table is always valid.
  'finance-options-table': () => undefined,
  'finance-options': (item, path, report) => {
    if (isBlank(own(item, 'label'))) report(`${path}.label`, 'finance options need a non-empty label');
  },
} satisfies Record<ContentItemType, ItemRule>;

function isContentItemType(value: unknown): value is ContentItemType {
  return typeof value === 'string' && Object.hasOwn(contentItemRules, value);
}

function countJsonList(block: EffectiveBlock, symbol: string, max: number, report: Report) {
  for (const { index, values } of block.groups) {
    const text = own(values, symbol);
    const parsed = typeof text === 'string' ? parseJsonText(text) : undefined;
    if (parsed?.ok && Array.isArray(parsed.value) && parsed.value.length > max) {
      report(`groups[${index}].${symbol}`, `holds ${parsed.value.length} items; at most ${max} are allowed`);
    }
  }
}

/** Rules for particular templates. */
export const blockRules = {
  'content-blocks': (block, report) => {
    for (const { index, values } of block.groups) {
      const type = own(values, 'content_type');
      // An unknown content_type was already reported by the select check.
      if (isContentItemType(type)) contentItemRules[type](values, `groups[${index}]`, report);
    }
  },
  // The same rule as an html content item: an HTML box with no HTML renders nothing.
  'html-box': (block, report) => {
    if (isBlank(own(block.fields, 'code'))) report('fields.code', 'the HTML must not be empty');
  },
  // B§3.2: up to 8 icons and 5 extra equipment items per car.
  'car-rent': (block, report) => {
    countJsonList(block, 'icons', 8, report);
    countJsonList(block, 'extra_equipment', 5, report);
  },
} satisfies Partial<Record<TemplateKey, BlockRule>>;

/** B§5 "form needs form_id", for every block that carries the form block fields. */
export function formRule(block: EffectiveBlock, report: Report) {
  if (!Object.hasOwn(block.fields, 'form_id')) return;
  if (isBlank(own(block.fields, 'form_id'))) report('fields.form_id', 'a form block needs a form_id');
}

export function rulesFor(key: string): BlockRule | undefined {
  return Object.hasOwn(blockRules, key) ? blockRules[key as keyof typeof blockRules] : undefined;
}
