// Setup of the storybook Vitest project; @storybook/addon-vitest applies the preview's annotations itself.
import { configure, getConfig } from 'storybook/test';
import { beforeEach } from 'vitest';
import { failOnConsoleError, withoutNestedActs, type EventWrapper } from '@lux/ui/testing';

// A story that logs console.error fails, as an axe violation does (a11y.test: 'error' in preview.tsx).
failOnConsoleError();

// After Storybook's own beforeAll has set the act-wrapping event wrapper: one act per user action.
beforeEach(() => {
  configure({ eventWrapper: withoutNestedActs(getConfig().eventWrapper as EventWrapper) });
});
