import axe from 'axe-core';
import { expect } from 'vitest';

/**
 * axe over a jsdom render, with the WCAG A/AA rules the stories use. Colour contrast needs layout, which
 * jsdom has not: the stories check it in Chromium.
 */
export async function expectNoAxeViolations(root: Element = document.body): Promise<void> {
  const results = await axe.run(root, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
    rules: { 'color-contrast': { enabled: false } },
  });
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}
