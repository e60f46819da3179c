/** A§9 timings of the shell. */
export const shellTimings = {
  /** The loading bar appears only when a navigation takes longer than this. */
  loadingBarThrottleMs: 200,
  /** The bar's run from 0 to (almost) full while waiting. */
  loadingBarDurationMs: 5000,
  /** After finishing (or failing) the bar stays this long, full (or red), then hides. */
  loadingBarHideDelayMs: 500,
  /** A failed code chunk reloads the page at most once per this window. */
  chunkReloadGuardMs: 60_000,
  /** Per-component fetch states show for at least this long, so spinners don't flash. */
  fetchMinimumDelayMs: 200,
} as const;
