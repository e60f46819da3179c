import { describe, expect, it } from 'vitest';
import { blockComponents, blockKeys } from '../registry';
import { blockLoaders, lazyBlockComponents } from './lazy';

describe('lazy block registry', () => {
  it('has a loader and a lazy component for every block of the eager registry, and no other', () => {
    expect(Object.keys(blockLoaders).sort()).toEqual([...blockKeys].sort());
    expect(Object.keys(lazyBlockComponents).sort()).toEqual([...blockKeys].sort());
  });

  it('loads, for each key, exactly the component the eager registry has for it', async () => {
    for (const key of blockKeys) {
      expect(await blockLoaders[key](), key).toBe(blockComponents[key]);
    }
  }, 60_000);
});
