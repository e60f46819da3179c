import { diffWords } from 'diff';

/**
 * Words as Unicode sees them: jsdiff's own tokeniser knows Latin letters only, so Hebrew (and Arabic, Russian)
 * text would be compared letter by letter. The segmenter splits every script at its word boundaries.
 */
const wordSegmenter = new Intl.Segmenter(undefined, { granularity: 'word' });
import { isDeepStrictEqual } from 'node:util';
import { Type } from 'typebox';
import type { DraftBlock, PageContent } from '../../../db/cms.schema.js';

/**
 * A readable diff of two versions of a page's content (ADR 027 §3): SEO fields, then blocks.
 *
 * Blocks carry no identity, so they are matched in two passes: first identical blocks (same template,
 * fields, groups and positions; the nearest free one), then the remaining blocks of the same template,
 * the most alike pairs first (the share of equal values, text counted by shared words; ties go to the
 * nearest positions) — so an edited text keeps its block even when another block of that template was
 * inserted before it. Unmatched blocks are `added` or `removed`. Of the matched pairs, those outside the longest run that
 * kept its relative order are `moved` (so inserting one block does not report every later one as moved).
 * A matched pair whose content differs is `changed`, with each differing field by pointer.
 */

const strict = { additionalProperties: false } as const;

export const SEO_FIELDS = ['title', 'meta_title', 'meta_description', 'canonical_url', 'external_meta_image', 'image_id', 'disable_seo_tracking'] as const;

const Part = Type.Object({ value: Type.String(), added: Type.Optional(Type.Boolean()), removed: Type.Optional(Type.Boolean()) }, strict);
const FieldChange = Type.Object(
  {
    pointer: Type.String({ description: 'JSON pointer inside the block (`/fields/title`, `/groups/1/text`) or the SEO field (`/title`).' }),
    before: Type.Unknown(),
    after: Type.Unknown(),
    parts: Type.Optional(Type.Array(Part, { description: 'Word-level changes, for text.' })),
  },
  strict,
);
export const Change = Type.Object(
  {
    kind: Type.Union([Type.Literal('seo'), Type.Literal('added'), Type.Literal('removed'), Type.Literal('moved'), Type.Literal('changed')]),
    template: Type.Optional(Type.String()),
    from_index: Type.Optional(Type.Integer({ description: 'The block\'s position in `from` (not for added).' })),
    to_index: Type.Optional(Type.Integer({ description: 'The block\'s position in `to` (not for removed).' })),
    moved: Type.Optional(Type.Boolean({ description: 'For changed: the block also moved.' })),
    field: Type.Optional(FieldChange),
    fields: Type.Optional(Type.Array(FieldChange)),
  },
  strict,
);

type Part = { value: string; added?: boolean; removed?: boolean };
type FieldChange = { pointer: string; before: unknown; after: unknown; parts?: Part[] };
export type Change =
  | { kind: 'seo'; field: FieldChange }
  | { kind: 'added'; template: string; to_index: number }
  | { kind: 'removed'; template: string; from_index: number }
  | { kind: 'moved'; template: string; from_index: number; to_index: number }
  | { kind: 'changed'; template: string; from_index: number; to_index: number; moved: boolean; fields: FieldChange[] };

const escape = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');

function fieldChange(pointer: string, before: unknown, after: unknown): FieldChange {
  const change: FieldChange = { pointer, before: before ?? null, after: after ?? null };
  const text = (value: unknown) => (typeof value === 'string' ? value : value === undefined || value === null ? '' : null);
  const [a, b] = [text(before), text(after)];
  if (a !== null && b !== null && (typeof before === 'string' || typeof after === 'string')) {
    change.parts = diffWords(a, b, { intlSegmenter: wordSegmenter }).map(({ value, added, removed }) => ({ value, ...(added ? { added } : {}), ...(removed ? { removed } : {}) }));
  }
  return change;
}

/** Each key of two value objects whose values differ. */
function valueChanges(base: string, before: Record<string, unknown>, after: Record<string, unknown>): FieldChange[] {
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return keys
    .filter((key) => !isDeepStrictEqual(before[key], after[key]))
    .map((key) => fieldChange(`${base}/${escape(key)}`, before[key], after[key]));
}

function blockChanges(before: DraftBlock, after: DraftBlock): FieldChange[] {
  const changes = valueChanges('/fields', before.fields, after.fields);
  const groups = Math.max(before.groups.length, after.groups.length);
  for (let index = 0; index < groups; index += 1) {
    const [a, b] = [before.groups[index], after.groups[index]];
    if (a && b) changes.push(...valueChanges(`/groups/${index}`, a, b));
    else changes.push({ pointer: `/groups/${index}`, before: a ?? null, after: b ?? null });
  }
  if (!isDeepStrictEqual([...before.active_positions].sort(), [...after.active_positions].sort())) {
    changes.push({ pointer: '/active_positions', before: before.active_positions, after: after.active_positions });
  }
  return changes;
}

/** Indexes (into `values`) of one longest strictly increasing subsequence. */
function longestIncreasing(values: number[]): Set<number> {
  const tails: number[] = [];
  const previous = new Array<number>(values.length).fill(-1);
  values.forEach((value, index) => {
    let low = 0;
    let high = tails.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (values[tails[middle]!]! < value) low = middle + 1;
      else high = middle;
    }
    if (low > 0) previous[index] = tails[low - 1]!;
    tails[low] = index;
  });
  const kept = new Set<number>();
  for (let index = tails[tails.length - 1] ?? -1; index !== -1; index = previous[index]!) kept.add(index);
  return kept;
}

/** Every value of a block by its pointer (`/fields/x`, `/groups/1/y`, `/active_positions`). */
function valuesOf(block: DraftBlock): Map<string, unknown> {
  const values = new Map<string, unknown>(Object.entries(block.fields).map(([key, value]) => [`/fields/${key}`, value]));
  block.groups.forEach((group, index) => Object.entries(group).forEach(([key, value]) => values.set(`/groups/${index}/${key}`, value)));
  values.set('/active_positions', [...block.active_positions].sort());
  return values;
}

const words = (text: string) => new Set(text.toLowerCase().split(/\s+/).filter(Boolean));

/** How alike two blocks are, 0–1: the mean over their values of 1 (equal), shared words (text) or 0. */
function similarity(a: DraftBlock, b: DraftBlock): number {
  const [before, after] = [valuesOf(a), valuesOf(b)];
  const keys = new Set([...before.keys(), ...after.keys()]);
  let total = 0;
  for (const key of keys) {
    const [x, y] = [before.get(key), after.get(key)];
    if (isDeepStrictEqual(x, y)) total += 1;
    else if (typeof x === 'string' && typeof y === 'string') {
      const [p, q] = [words(x), words(y)];
      const shared = [...p].filter((word) => q.has(word)).length;
      total += shared / Math.max(p.size, q.size, 1);
    }
  }
  return keys.size === 0 ? 1 : total / keys.size;
}

/** Pairs of (from index, to index), by the two passes described above. */
function matchBlocks(from: DraftBlock[], to: DraftBlock[]): Array<[number, number]> {
  const pairs = new Map<number, number>();
  const taken = new Set<number>();
  const pair = (i: number, j: number) => {
    pairs.set(i, j);
    taken.add(j);
  };
  // Identical blocks, each with the nearest identical one still free.
  from.forEach((block, i) => {
    const candidates = to.map((other, j) => j).filter((j) => !taken.has(j) && isDeepStrictEqual(block, to[j]));
    candidates.sort((x, y) => Math.abs(x - i) - Math.abs(y - i));
    if (candidates[0] !== undefined) pair(i, candidates[0]);
  });
  // Then same-template blocks, the most alike first (ties: the nearest positions).
  const candidates: Array<{ i: number; j: number; score: number }> = [];
  from.forEach((block, i) => {
    if (pairs.has(i)) return;
    to.forEach((other, j) => {
      if (!taken.has(j) && other.template === block.template) candidates.push({ i, j, score: similarity(block, other) });
    });
  });
  candidates.sort((x, y) => y.score - x.score || Math.abs(x.i - x.j) - Math.abs(y.i - y.j) || x.i - y.i);
  for (const { i, j } of candidates) if (!pairs.has(i) && !taken.has(j)) pair(i, j);
  return [...pairs.entries()].sort(([a], [b]) => a - b);
}

export function diffContent(from: PageContent, to: PageContent): Change[] {
  const changes: Change[] = [];
  for (const field of SEO_FIELDS) {
    if (!isDeepStrictEqual(from[field], to[field])) changes.push({ kind: 'seo', field: fieldChange(`/${field}`, from[field], to[field]) });
  }
  const pairs = matchBlocks(from.blocks, to.blocks);
  const inOrder = longestIncreasing(pairs.map(([, j]) => j));
  const matchedFrom = new Set(pairs.map(([i]) => i));
  const matchedTo = new Set(pairs.map(([, j]) => j));
  from.blocks.forEach((block, i) => {
    if (!matchedFrom.has(i)) changes.push({ kind: 'removed', template: block.template, from_index: i });
  });
  pairs.forEach(([i, j], index) => {
    const moved = !inOrder.has(index);
    const fields = blockChanges(from.blocks[i]!, to.blocks[j]!);
    const template = to.blocks[j]!.template;
    if (fields.length > 0) changes.push({ kind: 'changed', template, from_index: i, to_index: j, moved, fields });
    else if (moved) changes.push({ kind: 'moved', template, from_index: i, to_index: j });
  });
  to.blocks.forEach((block, j) => {
    if (!matchedTo.has(j)) changes.push({ kind: 'added', template: block.template, to_index: j });
  });
  return changes;
}
