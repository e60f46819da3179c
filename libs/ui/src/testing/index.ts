// Test-only entry of @lux/ui (`@lux/ui/testing`): helpers for the libraries' Storybook and Vitest setups.
export { failOnConsoleError, recordConsoleErrors } from './consoleErrors';
export { withoutNestedActs, type EventWrapper } from './eventActs';
export { declarationsFor, declarationsOf, injectedCss, physicalDeclarations, type Declaration } from './css';
export { setupStoryTests } from './setupStoryTests';
export {
  a11yParameters,
  createPreview,
  createUiDecorator,
  storyGlobalTypes,
  storyInitialGlobals,
  storyLocales,
  storyUiOf,
  withUi,
} from './storybook';
export type { PreviewOptions, StoryLocale, StoryUi, UiDecoratorOptions } from './storybook';
