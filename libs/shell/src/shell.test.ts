import { allSettled, fork } from 'effector';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { shouldReloadAfterChunkError } from './chunk-reload';
import { $online, wentOffline, wentOnline } from './connectivity';
import { scrollTargetIds } from './scroll';

describe('scrollTargetIds (A§2)', () => {
  it('maps #component-N to the Nth block', () => {
    expect(scrollTargetIds('#component-3')).toEqual(['component-3']);
  });

  it('tries the rdx- prefixed id first for any other hash', () => {
    expect(scrollTargetIds('#specs')).toEqual(['rdx-specs', 'specs']);
    expect(scrollTargetIds('#%D7%9E%D7%A4%D7%A8%D7%98')).toEqual(['rdx-מפרט', 'מפרט']);
  });

  it('has no target for an empty hash and survives malformed escapes', () => {
    expect(scrollTargetIds('')).toEqual([]);
    expect(scrollTargetIds('#')).toEqual([]);
    expect(scrollTargetIds('#%E0%A4%A')).toEqual(['rdx-%E0%A4%A', '%E0%A4%A']);
    fc.assert(fc.property(fc.string(), (hash) => Array.isArray(scrollTargetIds(hash))));
  });
});

describe('shouldReloadAfterChunkError (A§8)', () => {
  const now = 1_800_000_000_000;
  it('reloads when there was no recent reload', () => {
    expect(shouldReloadAfterChunkError(null, now)).toBe(true);
    expect(shouldReloadAfterChunkError('garbage', now)).toBe(true);
    expect(shouldReloadAfterChunkError(String(now - 60_000), now)).toBe(true);
  });

  it('does not reload again within 60 seconds', () => {
    expect(shouldReloadAfterChunkError(String(now - 59_999), now)).toBe(false);
    expect(shouldReloadAfterChunkError(String(now), now)).toBe(false);
  });
});

describe('$online', () => {
  it('follows the browser', async () => {
    const scope = fork();
    expect(scope.getState($online)).toBe(true);
    await allSettled(wentOffline, { scope });
    expect(scope.getState($online)).toBe(false);
    await allSettled(wentOnline, { scope });
    expect(scope.getState($online)).toBe(true);
  });
});
