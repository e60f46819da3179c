import { describe, expect, it } from 'vitest';
import { withoutScripts } from './documents.mjs';

describe('withoutScripts', () => {
  it('takes out inline, module and data scripts and module preloads, and keeps the markup and styles', () => {
    const html = [
      '<!DOCTYPE html><html lang="he" dir="rtl"><head>',
      '<script nonce="n">window.dataLayer=[];</script>',
      '<link rel="stylesheet" href="/assets/root.css"/><link rel="modulepreload" href="/assets/framework.js"/>',
      '<style data-styled="active">.a{color:red}</style></head>',
      '<body><main><h1>שלום</h1><noscript><p>no js</p></noscript></main>',
      '<script type="module" async="">await import("/assets/root.js");</script>',
      '<script type="application/json" id="data">{"a":"</div>"}</script >',
      '<SCRIPT>alert(1)</SCRIPT></body></html>',
    ].join('');
    expect(withoutScripts(html)).toBe(
      '<!DOCTYPE html><html lang="he" dir="rtl"><head><link rel="stylesheet" href="/assets/root.css"/>' +
        '<style data-styled="active">.a{color:red}</style></head><body><main><h1>שלום</h1><p>no js</p></main></body></html>',
    );
  });

  it('leaves a document without scripts as it is', () => {
    const html = '<html><head><link rel="preload" as="font" href="/f.woff2"/></head><body><p>x</p></body></html>';
    expect(withoutScripts(html)).toBe(html);
  });
});
