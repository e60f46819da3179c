/** A fetch's answer, success or failure, as a value (a failure is an answer too, not a thrown error). */
export type Settled<R> = { ok: true; result: R } | { ok: false; error: unknown };

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * A§4/A§9: settles with the promise's outcome, but no sooner than `ms`, so a pending state driven by it
 * lasts at least that long and a fast answer never flashes a spinner. Never rejects.
 */
export function settleAtLeast<R>(promise: Promise<R>, ms: number): Promise<Settled<R>> {
  return Promise.all([
    promise.then(
      (result): Settled<R> => ({ ok: true, result }),
      (error: unknown): Settled<R> => ({ ok: false, error }),
    ),
    wait(ms),
  ]).then(([outcome]) => outcome);
}

/** The message a failed fetch records: an Error's message, anything else as text. */
export function fetchErrorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
