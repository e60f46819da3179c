import { describe, expect, it } from 'vitest';
import { failOnConsoleError, recordConsoleErrors } from './consoleErrors';

describe('recordConsoleErrors', () => {
  it('records what is logged until stopped, then restores console.error', () => {
    const original = console.error;
    const stop = recordConsoleErrors();
    console.error('Warning: Each child in a list should have a unique "key" prop.');
    console.error({ block: 7 }, 'failed');
    console.error('An update to %s inside a test was not wrapped in act(...).', 'SearchPopup', 'extra');
    expect(stop()).toEqual([
      'Warning: Each child in a list should have a unique "key" prop.',
      '{"block":7} failed',
      'An update to SearchPopup inside a test was not wrapped in act(...). extra',
    ]);
    expect(console.error).toBe(original);
  });
});

// The storybook projects' setup files call failOnConsoleError(); these prove it fails a noisy test.
describe('failOnConsoleError', () => {
  failOnConsoleError();

  it.fails('fails a test that calls console.error', () => {
    console.error('Warning: validateDOMNesting(...): <div> cannot appear as a descendant of <p>.');
  });

  it('passes a test that logs nothing', () => {
    expect(true).toBe(true);
  });
});
