import { renderToStaticMarkup } from 'react-dom/server';
import { compile, middleware, serialize, stringify } from 'stylis';
import { describe, expect, it } from 'vitest';
import { stylisPluginsFor } from '../direction/stylisPlugins';
import { GlobalCss } from './GlobalCss';
import { globalCss } from './GlobalStyle';

const throughStylis = (css: string, dir: 'rtl' | 'ltr') => serialize(compile(css), middleware([...stylisPluginsFor(dir), stringify]));

describe('GlobalCss', () => {
  it('is the same CSS in both directions: the RTL plugin has nothing to flip, so serving it raw loses nothing', () => {
    expect(throughStylis(globalCss, 'rtl')).toBe(throughStylis(globalCss, 'ltr'));
  });

  it('needs no stylis: no nesting, so the browser reads it as stylis would write it', () => {
    // stylis flattens nesting into separate rules; with none, every selector it emits is one the text has.
    const emitted = throughStylis(globalCss, 'ltr');
    for (const selector of ['[data-skip-link]:not(:focus)', ':focus-visible', '[data-region="israel"]', '[data-theme="dark"]']) {
      expect(emitted).toContain(`${selector}{`);
      expect(globalCss).toContain(`${selector} {`);
    }
    expect(globalCss).not.toMatch(/&/);
  });

  it('renders one <style> with the CSS as it is (nothing escaped)', () => {
    const html = renderToStaticMarkup(<GlobalCss />);
    expect(html).toBe(`<style data-lux-global="">${globalCss}</style>`);
    expect(html).toContain('[data-theme="light"]');
  });
});
