import { afterEach, beforeEach, expect, vi } from 'vitest';

function describeArg(arg: unknown): string {
  if (typeof arg === 'string') return arg;
  if (arg instanceof Error) return `${arg.name}: ${arg.message}`;
  try {
    return JSON.stringify(arg) ?? String(arg);
  } catch {
    return String(arg);
  }
}

/** One console.error call as a line of text, with printf-style `%s` placeholders filled in (as React logs). */
function describeCall(args: readonly unknown[]): string {
  const [first, ...rest] = args;
  if (typeof first !== 'string') return args.map(describeArg).join(' ');
  const message = first.replace(/%[sdifoOc]/g, (token) => {
    if (rest.length === 0) return token;
    const value = rest.shift();
    return token === '%c' ? '' : describeArg(value);
  });
  return [message, ...rest.map(describeArg)].join(' ');
}

/**
 * Records console.error calls from now on; they still print. The returned function stops recording,
 * restores console.error and gives what was logged.
 */
export function recordConsoleErrors(): () => string[] {
  const spy = vi.spyOn(console, 'error');
  return () => {
    const logged = spy.mock.calls.map(describeCall);
    spy.mockRestore();
    return logged;
  };
}

/**
 * Fails each test (each story, in the Storybook projects) that calls console.error: React's warnings
 * (keys, nesting, act, hydration), caught render errors and failed requests all land there, and each
 * is a bug to fix at its cause. Call once from a Vitest setup file, or inside a describe block.
 */
export function failOnConsoleError(): void {
  let stop: (() => string[]) | undefined;
  beforeEach(() => {
    stop = recordConsoleErrors();
  });
  afterEach(() => {
    const logged = stop?.() ?? [];
    stop = undefined;
    expect(logged, 'console.error was called during the test').toEqual([]);
  });
}
