import { createEffect } from 'effector';

/** A problem the visitor does not see but an operator should (A§8: storage failures, bad patterns). */
export type ShellWarning = { message: string; details?: Record<string, unknown> };

/**
 * Where the chrome models report problems. The default writes to the console; the site may swap the
 * handler for its logger with `fork({ handlers })`, and tests do so to assert on warnings.
 */
export const warningLoggedFx = createEffect<ShellWarning, void>(({ message, details }) => {
  console.warn(`[shell] ${message}`, details ?? {});
});
