import { allSettled, fork } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { shellTimings } from './constants';
import { $loadingBarPhase, navigationFailed, navigationFinished, navigationStarted } from './loading-bar';

// allSettled waits for the model's timers, so these run in real time (~0.2–0.7 s each) but never race.
describe('loading bar', () => {
  it('never shows for a navigation that ends within the 200 ms throttle', async () => {
    const scope = fork();
    const started = allSettled(navigationStarted, { scope });
    expect(scope.getState($loadingBarPhase)).toBe('pending');
    await allSettled(navigationFinished, { scope });
    expect(scope.getState($loadingBarPhase)).toBe('idle');
    await started;
    expect(scope.getState($loadingBarPhase)).toBe('idle');
  });

  it('runs after 200 ms, shows full on finish, and hides 500 ms later', async () => {
    const scope = fork();
    await allSettled(navigationStarted, { scope });
    expect(scope.getState($loadingBarPhase)).toBe('running');
    const finishing = allSettled(navigationFinished, { scope });
    expect(scope.getState($loadingBarPhase)).toBe('finished');
    await finishing;
    expect(scope.getState($loadingBarPhase)).toBe('idle');
  });

  it('turns red on failure, then hides', async () => {
    const scope = fork();
    await allSettled(navigationStarted, { scope });
    const failing = allSettled(navigationFailed, { scope });
    expect(scope.getState($loadingBarPhase)).toBe('failed');
    await failing;
    expect(scope.getState($loadingBarPhase)).toBe('idle');
  });

  it('does not let the hide timer of one navigation cut short the next', async () => {
    const scope = fork();
    await allSettled(navigationStarted, { scope });
    const finishing = allSettled(navigationFinished, { scope });
    const next = allSettled(navigationStarted, { scope });
    await Promise.all([finishing, next]);
    expect(scope.getState($loadingBarPhase)).toBe('running');
  });

  it('ignores finish and failure when nothing is loading', async () => {
    const scope = fork();
    await allSettled(navigationFinished, { scope });
    await allSettled(navigationFailed, { scope });
    expect(scope.getState($loadingBarPhase)).toBe('idle');
  });
});

// A§4 and A§9 timings on a fake clock: moving any constant by a millisecond fails one of these.
describe('loading bar timings (fake clock)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('stays hidden for 200 ms, then runs', async () => {
    const scope = fork();
    void allSettled(navigationStarted, { scope });
    await vi.advanceTimersByTimeAsync(199);
    expect(scope.getState($loadingBarPhase)).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(scope.getState($loadingBarPhase)).toBe('running');
    expect(shellTimings.loadingBarThrottleMs).toBe(200);
  });

  it('keeps running however long the navigation takes; the bar fills over 5000 ms', async () => {
    const scope = fork();
    void allSettled(navigationStarted, { scope });
    await vi.advanceTimersByTimeAsync(200 + 5000 + 10_000);
    expect(scope.getState($loadingBarPhase)).toBe('running');
    // The run is the bar's CSS transition (the LoadingBar component test checks it uses this value).
    expect(shellTimings.loadingBarDurationMs).toBe(5000);
  });

  it.each([
    ['finished', navigationFinished],
    ['failed', navigationFailed],
  ] as const)('shows %s for 500 ms, then hides', async (phase, end) => {
    const scope = fork();
    void allSettled(navigationStarted, { scope });
    await vi.advanceTimersByTimeAsync(1200);
    void allSettled(end, { scope });
    expect(scope.getState($loadingBarPhase)).toBe(phase);
    await vi.advanceTimersByTimeAsync(499);
    expect(scope.getState($loadingBarPhase)).toBe(phase);
    await vi.advanceTimersByTimeAsync(1);
    expect(scope.getState($loadingBarPhase)).toBe('idle');
    expect(shellTimings.loadingBarHideDelayMs).toBe(500);
  });

  it('shows a failure inside the throttle red too, for 500 ms', async () => {
    const scope = fork();
    void allSettled(navigationStarted, { scope });
    await vi.advanceTimersByTimeAsync(50);
    void allSettled(navigationFailed, { scope });
    expect(scope.getState($loadingBarPhase)).toBe('failed');
    // The throttle elapsing does not turn the failure back into a run.
    await vi.advanceTimersByTimeAsync(200);
    expect(scope.getState($loadingBarPhase)).toBe('failed');
    await vi.advanceTimersByTimeAsync(300);
    expect(scope.getState($loadingBarPhase)).toBe('idle');
  });
});
