import type { DataLayerEvent, DataLayerTarget } from './data-layer';
import type { ConsentLogger } from './strategies/types';

/** A§9/B§9: how long to wait for the tag manager to confirm an event. */
export const TAG_MANAGER_WAIT_MS = 5000;

export interface TagManagerWaitOptions {
  timeoutMs?: number;
  setTimeout?: (callback: () => void, ms: number) => unknown;
  clearTimeout?: (handle: unknown) => void;
  logger?: ConsentLogger;
}

/**
 * Pushes `event` with GTM's `eventCallback`, and runs `callback` exactly once: when the tag manager
 * has handled the event, or after `timeoutMs` (5000 ms) with a warning (B§8) — so a blocked or slow
 * tag manager never stops a navigation or a form. With no data layer the callback runs at once.
 */
export function pushAndWait(
  target: DataLayerTarget | null | undefined,
  event: DataLayerEvent,
  callback: () => void,
  options: TagManagerWaitOptions = {},
): void {
  const timeoutMs = options.timeoutMs ?? TAG_MANAGER_WAIT_MS;
  const schedule = options.setTimeout ?? ((fn: () => void, ms: number) => globalThis.setTimeout(fn, ms));
  const cancel = options.clearTimeout ?? ((handle: unknown) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>));
  let done = false;
  const finish = () => {
    if (done) return;
    done = true;
    callback();
  };
  if (!target) {
    finish();
    return;
  }
  const timer = schedule(() => {
    if (done) return;
    (options.logger ?? console).warn(`Tag manager did not confirm "${event.event}" within ${timeoutMs} ms; continuing`, {
      event: event.event,
    });
    finish();
  }, timeoutMs);
  if ('ecommerce' in event) target.push({ ecommerce: null });
  target.push({
    ...event,
    eventTimeout: timeoutMs,
    eventCallback: () => {
      cancel(timer);
      finish();
    },
  });
}
