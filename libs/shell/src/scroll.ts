/**
 * A§2 scroll rules for a URL hash, as element ids to try in order:
 * `#component-N` → the Nth block's wrapper; any other hash → `rdx-{hash}` first, then `{hash}`.
 */
export function scrollTargetIds(hash: string): string[] {
  let name = hash.startsWith('#') ? hash.slice(1) : hash;
  try {
    name = decodeURIComponent(name);
  } catch {
    // A malformed escape is matched literally.
  }
  if (name === '') return [];
  if (/^component-\d+$/.test(name)) return [name];
  return [`rdx-${name}`, name];
}
