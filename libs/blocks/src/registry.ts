import type { TemplateKey } from '@lux/block-catalogue';

/**
 * Template keys of the blocks the site renders so far; each must exist in the catalogue (a misspelt
 * key fails to compile). The content issue grows this to every presentation block.
 */
export const blockKeys = ['hero-title-banner', 'quote', 'content-blocks'] as const satisfies readonly TemplateKey[];
export type BlockKey = (typeof blockKeys)[number];

export function isBlockKey(key: string): key is BlockKey {
  return (blockKeys as readonly string[]).includes(key);
}
