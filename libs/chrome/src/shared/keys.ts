/**
 * Stable React keys from content (never the index): equal content gets a counter suffix, so a
 * reordered list keeps each item's state with the item.
 */
export function withKeys<T>(items: readonly T[], keyOf: (item: T) => string): { key: string; item: T }[] {
  const seen = new Map<string, number>();
  return items.map((item) => {
    const base = keyOf(item);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    return { key: count === 0 ? base : `${base}#${count}`, item };
  });
}
