import { createEvent, createStore, sample } from 'effector';
import { delay } from 'patronum';
import { shellTimings } from './constants';

/**
 * idle → (navigation starts) pending → after 200 ms still pending → running (the bar fills over 5 s)
 * → finished: full for 500 ms, then idle; or failed: red for 500 ms, then idle (A§4, A§9).
 * A navigation that ends within 200 ms never shows the bar.
 */
export type LoadingBarPhase = 'idle' | 'pending' | 'running' | 'finished' | 'failed';

export const navigationStarted = createEvent();
export const navigationFinished = createEvent();
export const navigationFailed = createEvent();

/** Each navigation gets a number, so a timer from an earlier one never touches a later one. */
const $generation = createStore(0, { sid: 'shell/loadingBar/$generation' });
export const $loadingBarPhase = createStore<LoadingBarPhase>('idle', { sid: 'shell/loadingBar/$phase' });

const throttleElapsed = delay({ source: sample({ clock: navigationStarted, source: $generation, fn: (g) => g + 1 }), timeout: shellTimings.loadingBarThrottleMs });
const ended = createEvent<number>();
const hideElapsed = delay({ source: ended, timeout: shellTimings.loadingBarHideDelayMs });

sample({ clock: navigationStarted, source: $generation, fn: (g) => g + 1, target: $generation });
sample({ clock: navigationStarted, fn: (): LoadingBarPhase => 'pending', target: $loadingBarPhase });

sample({
  clock: throttleElapsed,
  source: { generation: $generation, phase: $loadingBarPhase },
  filter: ({ generation, phase }, started) => generation === started && phase === 'pending',
  fn: (): LoadingBarPhase => 'running',
  target: $loadingBarPhase,
});

// Finishing before the throttle elapsed: the bar was never shown, so it simply goes back to idle.
sample({
  clock: navigationFinished,
  source: $loadingBarPhase,
  filter: (phase) => phase === 'pending',
  fn: (): LoadingBarPhase => 'idle',
  target: $loadingBarPhase,
});
sample({
  clock: navigationFinished,
  source: $loadingBarPhase,
  filter: (phase) => phase === 'running',
  fn: (): LoadingBarPhase => 'finished',
  target: $loadingBarPhase,
});
sample({
  clock: navigationFailed,
  source: $loadingBarPhase,
  filter: (phase) => phase === 'pending' || phase === 'running',
  fn: (): LoadingBarPhase => 'failed',
  target: $loadingBarPhase,
});
sample({
  clock: [navigationFinished, navigationFailed],
  source: { generation: $generation, phase: $loadingBarPhase },
  filter: ({ phase }) => phase === 'finished' || phase === 'failed',
  fn: ({ generation }) => generation,
  target: ended,
});
sample({
  clock: hideElapsed,
  source: $generation,
  filter: (generation, endedGeneration) => generation === endedGeneration,
  fn: (): LoadingBarPhase => 'idle',
  target: $loadingBarPhase,
});
