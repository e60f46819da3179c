import { useState } from 'react';
import { moveItem, removeItem } from './instance';

let counter = 0;
const newId = (prefix: string) => `${prefix}-${(counter += 1)}`;

/** Stable keys for a list that has none of its own (group items, links), kept in step with its edits. */
export interface ListIds {
  ids: readonly string[];
  moved(from: number, to: number): void;
  removed(index: number): void;
  added(): void;
}

export function useListIds(length: number, prefix: string): ListIds {
  const [ids, setIds] = useState<readonly string[]>(() => Array.from({ length }, () => newId(prefix)));
  let current = ids;
  // The list was replaced from outside (another instance loaded): keep the keys we have, make the rest.
  if (ids.length !== length) {
    current = Array.from({ length }, (_, index) => ids[index] ?? newId(prefix));
    setIds(current);
  }
  return {
    ids: current,
    moved: (from, to) => setIds(moveItem(current, from, to)),
    removed: (index) => setIds(removeItem(current, index)),
    added: () => setIds([...current, newId(prefix)]),
  };
}
