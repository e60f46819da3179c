import { beforeEach } from 'vitest';
import { failOnConsoleError } from './consoleErrors';
import { withoutNestedActs, type EventWrapper } from './eventActs';

/**
 * Setup of a library's `storybook` Vitest project (`.storybook/vitest.setup.ts`); addon-vitest applies
 * the preview's annotations itself. A story that logs console.error fails, as an axe violation does;
 * each user action runs in one `act`. `storybook/test` is loaded here only, never by unit tests.
 */
export function setupStoryTests(): void {
  failOnConsoleError();

  // After Storybook's own beforeAll has set the act-wrapping event wrapper: one act per user action.
  beforeEach(async () => {
    const { configure, getConfig } = await import('storybook/test');
    configure({ eventWrapper: withoutNestedActs(getConfig().eventWrapper as EventWrapper) });
  });
}
