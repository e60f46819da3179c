import { contentBlocks } from './content-blocks/ContentBlocks';
import { heroTitleBanner } from './hero-title-banner/HeroTitleBanner';
import { quote } from './quote/Quote';
import type { AnyBlockDefinition } from './shared/types';

/** Template keys of the blocks the site renders; the content issue grows this to the full catalogue. */
export const blockKeys = ['hero-title-banner', 'quote', 'content-blocks'] as const;
export type BlockKey = (typeof blockKeys)[number];

/**
 * Every block keyed by template key. The mapped type makes a missing or misspelt key a compile error;
 * each definition checks its own schema/component pair with `satisfies` where it is declared.
 */
export const blockRegistry: { readonly [K in BlockKey]: AnyBlockDefinition } = {
  'hero-title-banner': heroTitleBanner,
  quote,
  'content-blocks': contentBlocks,
};

export function isBlockKey(key: string): key is BlockKey {
  return Object.hasOwn(blockRegistry, key);
}
