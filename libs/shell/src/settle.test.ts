import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchErrorMessage, settleAtLeast, type Settled } from './settle';

describe('settleAtLeast (A§4, A§9)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  const track = <R>(promise: Promise<Settled<R>>) => {
    const seen: { value: Settled<R> | null } = { value: null };
    void promise.then((value) => {
      seen.value = value;
    });
    return seen;
  };

  it('holds a fast answer until the minimum, and a slow one until it comes', async () => {
    vi.useFakeTimers();
    const fast = track(settleAtLeast(new Promise<number>((resolve) => setTimeout(() => resolve(1), 10)), 200));
    const slow = track(settleAtLeast(new Promise<number>((resolve) => setTimeout(() => resolve(2), 300)), 200));
    await vi.advanceTimersByTimeAsync(199);
    expect(fast.value).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(fast.value).toEqual({ ok: true, result: 1 });
    await vi.advanceTimersByTimeAsync(99);
    expect(slow.value).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(slow.value).toEqual({ ok: true, result: 2 });
  });

  it('turns a rejection into a value, never a rejection', async () => {
    await expect(settleAtLeast(Promise.reject(new Error('Service unavailable')), 0)).resolves.toEqual({
      ok: false,
      error: new Error('Service unavailable'),
    });
    expect(fetchErrorMessage(new Error('Service unavailable'))).toBe('Service unavailable');
    expect(fetchErrorMessage('timeout')).toBe('timeout');
  });
});
