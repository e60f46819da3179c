import { createElement, use } from 'react';
import { blockKeys, blockLoaders, isBlockKey, type BlockKey } from '../registry';
import type { AnyBlockComponent, BlockProps } from '../shared/types';

const loaded = new Map<BlockKey, AnyBlockComponent>();
const loading = new Map<BlockKey, Promise<AnyBlockComponent>>();

/**
 * Loads a block's module once (its own chunk in the browser) and keeps its component, so the block renders
 * at once from then on. A failed load is forgotten: the block's "Try again" (BlockBoundary) loads it again.
 */
export function loadBlock(key: BlockKey): Promise<AnyBlockComponent> {
  let promise = loading.get(key);
  if (!promise) {
    promise = blockLoaders[key]().then(
      (component) => {
        loaded.set(key, component);
        return component;
      },
      (error: unknown) => {
        loading.delete(key);
        throw error;
      },
    );
    loading.set(key, promise);
  }
  return promise;
}

/**
 * Loads the blocks a page shows: the server before it renders (loadBlockData), so its HTML arrives whole;
 * the browser's client loader before a navigation commits, so the next page appears whole.
 */
export function loadBlocks(keys: Iterable<string>): Promise<AnyBlockComponent[]> {
  return Promise.all([...new Set(keys)].filter(isBlockKey).map(loadBlock));
}

function blockComponentOf(key: BlockKey): AnyBlockComponent {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  function Block(props: BlockProps<any, any>) {
    // Loaded: renders at once. Not yet (the first page hydrating in the browser): suspends inside the
    // block's boundary, whose server HTML React keeps until the chunk lands (selective hydration).
    const Component = loaded.get(key) ?? use(loadBlock(key));
    return createElement(Component, props);
  }
  Block.displayName = `Block(${key})`;
  return Block;
}

/**
 * Every block's component, by key, on the server and in the browser alike: each renders its module's
 * component once loaded (loadBlock) and suspends until then. Stable identities, so a block never remounts
 * when its chunk arrives.
 */
export const blockComponents = Object.fromEntries(
  blockKeys.map((key) => [key, blockComponentOf(key)]),
) as Readonly<Record<BlockKey, AnyBlockComponent>>;
