import axe from 'axe-core';
import { afterEach, describe, expect, it } from 'vitest';
import preview from '../../.storybook/preview';

// The stories' axe check (addon-a11y under addon-vitest) runs with the preview's a11y parameters; these
// prove those parameters fail a story on a violation and let a clean one pass.
const a11y = (preview.parameters?.['a11y'] ?? {}) as { test?: string; options?: axe.RunOptions };

async function violationsOf(html: string): Promise<string[]> {
  const root = document.createElement('div');
  root.innerHTML = html;
  document.body.append(root);
  const results = await axe.run(root, a11y.options ?? {});
  return results.violations.map((violation) => violation.id).sort();
}

afterEach(() => {
  document.body.replaceChildren();
});

describe('Storybook a11y configuration', () => {
  it('turns violations into test failures, over the WCAG 2.x A and AA rules', () => {
    expect(a11y.test).toBe('error');
    expect(a11y.options?.runOnly).toEqual({ type: 'tag', values: expect.arrayContaining(['wcag2a', 'wcag2aa', 'wcag21aa']) });
  });

  it('rejects an image without alt text and a button without a name', async () => {
    expect(await violationsOf('<main><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" /><button type="button"></button></main>')).toEqual([
      'button-name',
      'image-alt',
    ]);
  });

  it('accepts the same content once named', async () => {
    expect(await violationsOf('<main><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" alt="Defender" /><button type="button">Close</button></main>')).toEqual([]);
  });
});
