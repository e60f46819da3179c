// Pure edits of a block instance. Each returns a new instance that differs only where edited: keys are
// never added, dropped or reordered behind the editor's back, so saving an untouched block is a no-op.
import type { BlockPosition } from './positions';

/** A block as the API stores it (ADR 027: `{ template, fields, groups, active_positions }` minus the key). */
export interface BlockInstance {
  fields: Record<string, unknown>;
  groups: Array<Record<string, unknown>>;
  /** Where the block shows; absent means both (ADR 010). */
  active_positions?: BlockPosition[];
}

/** The value of one key, replaced in place: an existing key keeps its position. */
export function withKey<T extends Record<string, unknown>>(record: T, key: string, value: unknown): T {
  return { ...record, [key]: value };
}

/** The record without one key (an optional property set back to its default). */
export function withoutKey<T extends Record<string, unknown>>(record: T, key: string): T {
  const { [key]: _dropped, ...rest } = record;
  return rest as T;
}

export function setBlockField(instance: BlockInstance, symbol: string, value: unknown): BlockInstance {
  return { ...instance, fields: withKey(instance.fields, symbol, value) };
}

export function setGroupField(instance: BlockInstance, index: number, symbol: string, value: unknown): BlockInstance {
  const groups = instance.groups.map((item, at) => (at === index ? withKey(item, symbol, value) : item));
  return { ...instance, groups };
}

/** Moves one element of a list; indexes out of range leave it as it is. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  if (from < 0 || from >= list.length || to < 0 || to >= list.length || from === to) return next;
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}

export function removeItem<T>(list: readonly T[], index: number): T[] {
  return list.filter((_, at) => at !== index);
}
