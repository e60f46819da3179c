import { allSettled, fork } from 'effector';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { classifyRouteChange, createComponentFetch } from './fetch-state';

describe('classifyRouteChange (A§4)', () => {
  const at = (route: string, params: Record<string, string> = {}, search = '') => ({ route, params, search });

  it('tells route, param and query changes apart', () => {
    expect(classifyRouteChange(null, at('page'))).toBe('route');
    expect(classifyRouteChange(at('page'), at('showroom'))).toBe('route');
    expect(classifyRouteChange(at('showroom', { slug: 'a-1' }), at('showroom', { slug: 'b-2' }))).toBe('param');
    expect(classifyRouteChange(at('list', {}, '?a=1'), at('list', {}, '?a=2'))).toBe('query');
    expect(classifyRouteChange(at('list', {}, '?a=1&b=2'), at('list', {}, 'b=2&a=1'))).toBe('none');
  });
});

describe('createComponentFetch (A§4, A§9)', () => {
  it('holds pending for at least the minimum delay, then keeps data and a timestamp', async () => {
    const model = createComponentFetch('test/fast', async (id: number) => ({ id }), { minimumDelayMs: 60, now: () => 42 });
    const scope = fork();
    const started = performance.now();
    const run = allSettled(model.fetch, { scope, params: 7 });
    expect(scope.getState(model.$pending)).toBe(true);
    await run;
    expect(performance.now() - started).toBeGreaterThanOrEqual(55);
    expect(scope.getState(model.$pending)).toBe(false);
    expect(scope.getState(model.$data)).toEqual({ id: 7 });
    expect(scope.getState(model.$timestamp)).toBe(42);
    expect(scope.getState(model.$error)).toBeNull();
  });

  it('keeps the error message and clears it on the next success', async () => {
    let fail = true;
    const model = createComponentFetch('test/flaky', async () => {
      if (fail) throw new Error('Service unavailable');
      return 'ok';
    }, { minimumDelayMs: 0 });
    const scope = fork();
    await allSettled(model.fetch, { scope, params: undefined });
    expect(scope.getState(model.$error)).toBe('Service unavailable');
    expect(scope.getState(model.$pending)).toBe(false);
    fail = false;
    await allSettled(model.fetch, { scope, params: undefined });
    expect(scope.getState(model.$error)).toBeNull();
    expect(scope.getState(model.$data)).toBe('ok');
  });

  it('ignores an older answer that arrives after a newer one', async () => {
    const model = createComponentFetch('test/race', (ms: number) => new Promise<number>((resolve) => setTimeout(() => resolve(ms), ms)), {
      minimumDelayMs: 0,
    });
    const scope = fork();
    const slow = allSettled(model.fetch, { scope, params: 80 });
    const fast = allSettled(model.fetch, { scope, params: 10 });
    await Promise.all([slow, fast]);
    expect(scope.getState(model.$data)).toBe(10);
  });
});

describe('createComponentFetch default minimum (A§9: 200 ms)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('holds an instant answer pending for 200 ms when no minimum is given', async () => {
    vi.useFakeTimers();
    const model = createComponentFetch('test/default-minimum', async (id: number) => ({ id }));
    const scope = fork();
    void allSettled(model.fetch, { scope, params: 1 });
    await vi.advanceTimersByTimeAsync(199);
    expect(scope.getState(model.$pending)).toBe(true);
    expect(scope.getState(model.$data)).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(scope.getState(model.$pending)).toBe(false);
    expect(scope.getState(model.$data)).toEqual({ id: 1 });
  });
});
