export interface RetryPolicy {
  /** The first retry waits up to this long. */
  baseMs: number;
  /** No retry waits longer than this. */
  maxMs: number;
  /** After this many tries the message is dead-lettered. */
  maxAttempts: number;
}

/**
 * Exponential back-off with full jitter (AWS Architecture Blog, "Exponential Backoff And Jitter"): a
 * random wait between 0 and min(cap, base · 2^(attempt-1)). The randomness spreads the retries of many
 * leads that failed together (one CRM outage) instead of having them return in lockstep.
 */
export function retryDelayMs(attempt: number, policy: Pick<RetryPolicy, 'baseMs' | 'maxMs'>, random: () => number = Math.random): number {
  const ceiling = Math.min(policy.maxMs, policy.baseMs * 2 ** Math.min(Math.max(attempt - 1, 0), 40));
  return Math.floor(random() * ceiling);
}
