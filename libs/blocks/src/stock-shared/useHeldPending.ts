import { useEffect, useState } from 'react';
import { shellTimings } from '@lux/shell';

/** A§4/A§9: a fetch's pending state is shown for at least 200 ms, so a fast answer never flickers. */
export const MINIMUM_PENDING_MS = shellTimings.fetchMinimumDelayMs;

/**
 * `pending`, held true for at least `minimumMs` after it turns on. `initiallyHeld` starts with a hold
 * (a view that starts a fetch as it mounts shows "loading" from its first frame).
 */
export function useHeldPending(pending: boolean, minimumMs = MINIMUM_PENDING_MS, initiallyHeld = false): boolean {
  const [holding, setHolding] = useState(pending || initiallyHeld);
  const [previous, setPrevious] = useState(pending);
  // Adjusted while rendering (not in an effect): the hold starts on the same frame as `pending`.
  if (pending !== previous) {
    setPrevious(pending);
    if (pending) setHolding(true);
  }
  useEffect(() => {
    if (!holding) return;
    const timer = setTimeout(() => setHolding(false), minimumMs);
    return () => clearTimeout(timer);
  }, [holding, minimumMs]);
  return pending || holding;
}
