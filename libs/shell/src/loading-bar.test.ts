import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
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
