// @vitest-environment jsdom
import { allSettled, fork } from 'effector';
import { afterEach, describe, expect, it } from 'vitest';
import { closureReadFx, closureRecordedFx, popupStoreTypes, type PopupStoreType } from './basic-popup';

// The default handlers against jsdom's real storage and cookies.
describe('closure storage handlers', () => {
  afterEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    document.cookie = 'storage-test.closed=; Max-Age=0; Path=/';
  });

  async function closedAfterRecording(storeType: PopupStoreType) {
    const scope = fork();
    const query = { storeType, namespace: 'storage-test' };
    const before = await allSettled(closureReadFx, { scope, params: query });
    await allSettled(closureRecordedFx, { scope, params: { ...query, cookieExpiryDays: 1 } });
    const after = await allSettled(closureReadFx, { scope, params: query });
    return { before: before.value, after: after.value };
  }

  it.each(popupStoreTypes.filter((type) => type !== 'none'))('remembers a closure in %s', async (storeType) => {
    expect(await closedAfterRecording(storeType)).toEqual({ before: false, after: true });
  });

  it('remembers nothing with none', async () => {
    expect(await closedAfterRecording('none')).toEqual({ before: false, after: false });
  });

  it('writes under the namespace', async () => {
    await allSettled(closureRecordedFx, { scope: fork(), params: { storeType: 'cookie', namespace: 'storage-test', cookieExpiryDays: 1 } });
    expect(document.cookie).toContain('storage-test.closed=1');
    await allSettled(closureRecordedFx, { scope: fork(), params: { storeType: 'localStorage', namespace: 'storage-test', cookieExpiryDays: 1 } });
    expect(localStorage.getItem('storage-test.closed')).toMatch(/^\d+$/);
  });
});
