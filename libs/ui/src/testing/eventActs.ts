/** How Testing Library runs each dispatched event; in the React renderers, inside a synchronous `act`. */
export type EventWrapper = (cb: (...args: unknown[]) => unknown) => unknown;

const flat = Symbol('events dispatched inside an event run unwrapped');

/**
 * Runs an event dispatched while another is being handled directly, inside the outer event's `act`,
 * instead of in an `act` of its own. user-event dispatches `change` when a focused, edited field
 * loses focus; if that happens while React flushes the outer `act` (a dialog closing on Enter moves
 * focus away), the nested synchronous `act` ends the outer one's queue early, and React then warns
 * that later updates were "not wrapped in act" and that a component "suspended inside an act scope"
 * (testing-library/user-event#1283). The outer `act` already covers the nested event.
 */
export function withoutNestedActs(wrapper: EventWrapper): EventWrapper {
  if (flat in wrapper) return wrapper;
  let depth = 0;
  const wrapped: EventWrapper = (cb) => {
    if (depth > 0) return cb();
    depth += 1;
    try {
      return wrapper(cb);
    } finally {
      depth -= 1;
    }
  };
  return Object.assign(wrapped, { [flat]: true });
}
