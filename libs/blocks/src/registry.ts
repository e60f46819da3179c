/** Template keys of the blocks the site renders; the content issue grows this to the full catalogue. */
export const blockKeys = ['hero-title-banner', 'quote', 'content-blocks'] as const;
export type BlockKey = (typeof blockKeys)[number];

export function isBlockKey(key: string): key is BlockKey {
  return (blockKeys as readonly string[]).includes(key);
}
