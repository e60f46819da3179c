/**
 * The "select vehicle to update" block's mapper (B§3.2 `subblocks_mapper`), as the editor writes it:
 *
 * ```json
 * {
 *   "dropdowns": [
 *     { "label": "Defender", "key": "defender", "children": [{ "label": "2024", "key": "2024" }] }
 *   ],
 *   "subblocks_groups": [
 *     { "key": "pivi-pro-2024", "match_dropdowns": [{ "parent_key": "defender", "child_key": ["2024", "2025"] }] }
 *   ]
 * }
 * ```
 *
 * `children` may also be plain strings ("2024": label and key alike). A `match_dropdowns` entry with an
 * empty `child_key` list matches every model year of its parent. The block's groups name a sub-block
 * group by `subblock_key`; a group item whose key no sub-block group lists shows only under "all".
 */
export interface PickerOption {
  key: string;
  label: string;
}

export interface PickerParent extends PickerOption {
  children: readonly PickerOption[];
}

export interface PickerMatch {
  parentKey: string;
  /** Empty: every child of the parent. */
  childKeys: readonly string[];
}

export interface SubblockGroup {
  key: string;
  matches: readonly PickerMatch[];
}

export interface VehicleMapper {
  parents: readonly PickerParent[];
  groups: readonly SubblockGroup[];
}

export type VehicleMapperParseResult = { mapper: VehicleMapper; problems: readonly string[] };

/** "All" in a dropdown: the key no editor key can take (keys are trimmed, non-empty text). */
export const PICKER_ALL = '*';

export interface PickerChoice {
  /** A parent key or `PICKER_ALL`. */
  parent: string;
  /** A child key or `PICKER_ALL`. */
  child: string;
}

export const ALL_CHOICE: PickerChoice = { parent: PICKER_ALL, child: PICKER_ALL };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : typeof value === 'number' && Number.isFinite(value) ? String(value) : null;

function parseOption(raw: unknown): PickerOption | null {
  const plain = text(raw);
  if (plain !== null) return { key: plain, label: plain };
  if (!isRecord(raw)) return null;
  const key = text(raw['key']);
  const label = text(raw['label']) ?? key;
  return key === null || label === null || key === PICKER_ALL ? null : { key, label };
}

/**
 * Reads the mapper from the block's JSON text (or data). Never throws: what cannot be read is skipped
 * and named in `problems` (the block logs them), so one bad entry does not hide the rest.
 */
export function parseVehicleMapper(input: unknown): VehicleMapperParseResult {
  const problems: string[] = [];
  let raw: unknown = input;
  if (typeof input === 'string') {
    try {
      raw = input.trim() === '' ? {} : (JSON.parse(input) as unknown);
    } catch {
      return { mapper: { parents: [], groups: [] }, problems: ['subblocks_mapper is not valid JSON'] };
    }
  }
  if (!isRecord(raw)) return { mapper: { parents: [], groups: [] }, problems: ['subblocks_mapper must be an object'] };

  const parents: PickerParent[] = [];
  const rawDropdowns = raw['dropdowns'] ?? [];
  if (!Array.isArray(rawDropdowns)) problems.push('dropdowns must be a list');
  else
    rawDropdowns.forEach((item: unknown, index) => {
      const option = parseOption(item);
      if (!option || !isRecord(item)) return void problems.push(`dropdowns[${index}] needs a key and a label`);
      if (parents.some((parent) => parent.key === option.key)) return void problems.push(`dropdowns[${index}]: "${option.key}" is listed twice`);
      const rawChildren = item['children'] ?? [];
      const children: PickerOption[] = [];
      if (!Array.isArray(rawChildren)) problems.push(`dropdowns[${index}].children must be a list`);
      else
        rawChildren.forEach((child: unknown, position) => {
          const parsed = parseOption(child);
          if (!parsed) problems.push(`dropdowns[${index}].children[${position}] needs a key`);
          else if (!children.some((known) => known.key === parsed.key)) children.push(parsed);
        });
      parents.push({ ...option, children });
    });

  const groups: SubblockGroup[] = [];
  const rawGroups = raw['subblocks_groups'] ?? [];
  if (!Array.isArray(rawGroups)) problems.push('subblocks_groups must be a list');
  else
    rawGroups.forEach((item: unknown, index) => {
      const key = isRecord(item) ? text(item['key']) : null;
      if (!isRecord(item) || key === null) return void problems.push(`subblocks_groups[${index}] needs a key`);
      const rawMatches = item['match_dropdowns'] ?? [];
      const matches: PickerMatch[] = [];
      if (!Array.isArray(rawMatches)) problems.push(`subblocks_groups[${index}].match_dropdowns must be a list`);
      else
        rawMatches.forEach((match: unknown, position) => {
          const parentKey = isRecord(match) ? text(match['parent_key']) : null;
          if (!isRecord(match) || parentKey === null) return void problems.push(`subblocks_groups[${index}].match_dropdowns[${position}] needs a parent_key`);
          const rawChild = match['child_key'] ?? [];
          const list = Array.isArray(rawChild) ? rawChild : [rawChild];
          const childKeys = list.map(text).filter((value): value is string => value !== null);
          if (childKeys.length !== list.length) problems.push(`subblocks_groups[${index}].match_dropdowns[${position}].child_key must list keys`);
          if (!parents.some((parent) => parent.key === parentKey)) problems.push(`subblocks_groups[${index}]: parent "${parentKey}" is in no dropdown`);
          matches.push({ parentKey, childKeys });
        });
      groups.push({ key, matches });
    });
  return { mapper: { parents, groups }, problems };
}

export interface PickerLabels {
  parentAll: string;
  childAll: string;
}

/** The vehicle dropdown: "All vehicles" first, then the mapper's parents. */
export function parentOptions(mapper: VehicleMapper, labels: PickerLabels): PickerOption[] {
  return [{ key: PICKER_ALL, label: labels.parentAll }, ...mapper.parents.map(({ key, label }) => ({ key, label }))];
}

/**
 * The model-year dropdown for a parent: "All model years" first, then its children; under "All
 * vehicles", every parent's children once each (in the order first met).
 */
export function childOptions(mapper: VehicleMapper, parent: string, labels: PickerLabels): PickerOption[] {
  const source = parent === PICKER_ALL ? mapper.parents : mapper.parents.filter((item) => item.key === parent);
  const children: PickerOption[] = [];
  for (const item of source) for (const child of item.children) if (!children.some((known) => known.key === child.key)) children.push(child);
  return [{ key: PICKER_ALL, label: labels.childAll }, ...children];
}

/** A child kept only while the new parent has it; otherwise back to "all". */
export function choiceForParent(mapper: VehicleMapper, current: PickerChoice, parent: string): PickerChoice {
  const keep = childOptions(mapper, parent, { parentAll: '', childAll: '' }).some((option) => option.key === current.child);
  return { parent, child: keep ? current.child : PICKER_ALL };
}

function matchesChoice(match: PickerMatch, choice: PickerChoice): boolean {
  if (choice.parent !== PICKER_ALL && match.parentKey !== choice.parent) return false;
  return choice.child === PICKER_ALL || match.childKeys.length === 0 || match.childKeys.includes(choice.child);
}

/** Keys of the sub-block groups shown for a choice ("all" and "all" shows every one). */
export function matchingGroupKeys(mapper: VehicleMapper, choice: PickerChoice): string[] {
  return mapper.groups.filter((group) => group.matches.some((match) => matchesChoice(match, choice))).map((group) => group.key);
}

/**
 * The block's group items for a choice, in the editor's order: under "all"/"all" every item; otherwise
 * the items whose `subblock_key` names a matching sub-block group.
 */
export function matchingItems<T extends { subblock_key: string }>(mapper: VehicleMapper, items: readonly T[], choice: PickerChoice): T[] {
  if (choice.parent === PICKER_ALL && choice.child === PICKER_ALL) return [...items];
  const keys = new Set(matchingGroupKeys(mapper, choice));
  return items.filter((item) => keys.has(item.subblock_key.trim()));
}

const labelOf = (options: readonly PickerOption[], key: string) => options.find((option) => option.key === key)?.label ?? key;

/** `result_text_label` with {amount}, {parent} and {child} filled (every occurrence; extra spaces folded). */
export function resultText(template: string, mapper: VehicleMapper, choice: PickerChoice, amount: number, labels: PickerLabels): string {
  const parent = labelOf(parentOptions(mapper, labels), choice.parent);
  const child = labelOf(childOptions(mapper, choice.parent, labels), choice.child);
  return template
    .replaceAll('{amount}', String(amount))
    .replaceAll('{parent}', parent)
    .replaceAll('{child}', child)
    .replace(/\s{2,}/g, ' ')
    .trim();
}
