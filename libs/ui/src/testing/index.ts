// Test-only entry of @lux/ui (`@lux/ui/testing`): helpers for the libraries' Vitest setups and tests.
export { failOnConsoleError, recordConsoleErrors } from './consoleErrors';
export { withoutNestedActs, type EventWrapper } from './eventActs';
export { declarationsFor, declarationsOf, injectedCss, physicalDeclarations, type Declaration } from './css';
