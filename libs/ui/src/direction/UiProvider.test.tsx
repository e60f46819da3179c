// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { Surface } from '../Surface';
import { stylisPluginsFor } from './stylisPlugins';
import { UiProvider } from './UiProvider';

/** Server-renders a raised card the way the site will, returning its markup and style tags. */
function renderServer(locale: string) {
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(
      sheet.collectStyles(
        <UiProvider locale={locale}>
          <Surface variant="raised">Card</Surface>
        </UiProvider>,
      ),
    );
    return { html, css: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}

describe('stylisPluginsFor', () => {
  it('returns the same array for the same direction, so server and client agree (pitfall 7)', () => {
    expect(stylisPluginsFor('rtl')).toBe(stylisPluginsFor('rtl'));
    expect(stylisPluginsFor('ltr')).toBe(stylisPluginsFor('ltr'));
    expect(stylisPluginsFor('ltr')).toHaveLength(0);
  });

  it('gives the RTL plugin a pinned name, which styled-components hashes into class names', () => {
    expect(stylisPluginsFor('rtl').map((plugin) => plugin.name)).toEqual(['lux-stylis-rtl']);
  });
});

describe('UiProvider on the server', () => {
  it('runs stylis-plugin-rtl for Hebrew: the raised shadow falls toward the inline end', () => {
    expect(renderServer('he').css).toContain('box-shadow:-12px 12px 32px');
  });

  it('leaves English styles as written', () => {
    expect(renderServer('en').css).toContain('box-shadow:12px 12px 32px');
  });

  it('renders the same class names on every render of a locale', () => {
    expect(renderServer('he').html).toBe(renderServer('he').html);
  });

  it('wraps in a themed root only when a theme is asked for', () => {
    const html = renderToString(
      <UiProvider locale="ar" theme="dark">
        <p>نص</p>
      </UiProvider>,
    );
    expect(html).toBe('<div data-theme="dark" lang="ar" dir="rtl"><p>نص</p></div>');
    expect(renderToString(<UiProvider locale="en">text</UiProvider>)).toBe('text');
  });
});
