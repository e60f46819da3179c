import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useComponentFetch } from './useComponentFetch';

const answerAfter = <R,>(ms: number, value: R) => new Promise<R>((resolve) => setTimeout(() => resolve(value), ms));
const failAfter = (ms: number, message: string) =>
  new Promise<never>((_, reject) => setTimeout(() => reject(new Error(message)), ms));
/** Moves the fake clock on and lets React apply what settled. */
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  vi.useFakeTimers({ now: 0 });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useComponentFetch (A§4, A§9)', () => {
  it('is pending from the first render until 200 ms, even when the answer comes at 10 ms', async () => {
    const load = vi.fn(() => answerAfter(10, 'cars'));
    const { result } = renderHook(() => useComponentFetch(load, []));
    expect(result.current.status).toBe('pending');
    await advance(199);
    expect(result.current).toMatchObject({ status: 'pending', data: null, timestamp: null });
    await advance(1);
    expect(result.current).toMatchObject({ status: 'ready', data: 'cars', error: null, timestamp: 200 });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('settles a slower answer when it comes (300 ms)', async () => {
    const { result } = renderHook(() => useComponentFetch(() => answerAfter(300, 'cars'), []));
    await advance(299);
    expect(result.current.status).toBe('pending');
    await advance(1);
    expect(result.current).toMatchObject({ status: 'ready', data: 'cars', timestamp: 300 });
  });

  it('ignores an older fetch that answers after a newer one', async () => {
    const { result, rerender } = renderHook(({ ms }) => useComponentFetch(() => answerAfter(ms, ms), [ms]), {
      initialProps: { ms: 500 },
    });
    rerender({ ms: 250 });
    expect(result.current.status).toBe('pending');
    await advance(250);
    expect(result.current).toMatchObject({ status: 'ready', data: 250, timestamp: 250 });
    await advance(300);
    expect(result.current).toMatchObject({ status: 'ready', data: 250, timestamp: 250 });
  });

  it('ignores an answer it no longer wants: when its load is switched off, and after unmount', async () => {
    const { result, rerender } = renderHook(({ on }) => useComponentFetch(on ? () => answerAfter(50, 'cars') : null, []), {
      initialProps: { on: true },
    });
    rerender({ on: false });
    expect(result.current.status).toBe('idle');
    await advance(300);
    expect(result.current).toMatchObject({ status: 'idle', data: null, timestamp: null });

    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const settled = vi.fn();
    const mounted = renderHook(() => useComponentFetch(() => answerAfter(50, 'cars').finally(settled), []));
    mounted.unmount();
    await advance(300);
    expect(settled).toHaveBeenCalled();
    expect(mounted.result.current.status).toBe('pending');
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('records a failure with its message, and retry fetches again', async () => {
    let fail = true;
    const load = vi.fn(() => (fail ? failAfter(20, 'Service unavailable') : answerAfter(20, 'cars')));
    const { result } = renderHook(() => useComponentFetch(load, []));
    await advance(200);
    expect(result.current).toMatchObject({ status: 'error', data: null, error: 'Service unavailable', timestamp: 200 });
    fail = false;
    act(() => result.current.retry());
    expect(result.current.status).toBe('pending');
    await advance(200);
    expect(result.current).toMatchObject({ status: 'ready', data: 'cars', error: null, timestamp: 400 });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('takes server data as ready without fetching, and is idle with nothing to load', async () => {
    const load = vi.fn(() => answerAfter(10, 'fresh'));
    const { result } = renderHook(() => useComponentFetch(load, [], { initial: 'from the server' }));
    expect(result.current).toMatchObject({ status: 'ready', data: 'from the server', timestamp: null });
    await advance(500);
    expect(load).not.toHaveBeenCalled();
    const idle = renderHook(() => useComponentFetch<string>(null, []));
    expect(idle.result.current.status).toBe('idle');
    act(() => idle.result.current.retry());
    expect(idle.result.current.status).toBe('idle');
  });

  it('refetches when its deps change, keeping the last data while pending', async () => {
    const { result, rerender } = renderHook(({ id }) => useComponentFetch(() => answerAfter(10, `car ${id}`), [id]), {
      initialProps: { id: 1 },
    });
    await advance(200);
    rerender({ id: 2 });
    expect(result.current).toMatchObject({ status: 'pending', data: 'car 1' });
    await advance(200);
    expect(result.current).toMatchObject({ status: 'ready', data: 'car 2' });
  });
});
