import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { ServerStyleSheet } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { styleInjector } from './style-injector.server';

async function inject(chunks: Array<string | Buffer>, css: string | null) {
  const sheet = new ServerStyleSheet();
  const original = sheet.getStyleTags.bind(sheet);
  sheet.getStyleTags = () => (css === null ? original() : `<style data-styled="active">${css}</style>`);
  return text(Readable.from(chunks.map((chunk) => (typeof chunk === 'string' ? Buffer.from(chunk) : chunk))).pipe(styleInjector(sheet, 'n0nce')));
}

describe('styleInjector', () => {
  it('puts the styles right before </head>, keeping the doctype first', async () => {
    const html = await inject(['<!DOCTYPE html><html><head><title>x</title></head><body>b</body></html>'], '.a{color:red}');
    expect(html).toBe(
      '<!DOCTYPE html><html><head><title>x</title><style nonce="n0nce" data-styled="active">.a{color:red}</style></head><body>b</body></html>',
    );
  });

  it('finds </head> when it is split across chunks, and multi-byte text survives', async () => {
    const html = await inject(['<!DOCTYPE html><html><head><title>שלום</title></he', 'ad><body>עולם</body></html>'], '.b{}');
    expect(html).toContain('<title>שלום</title><style nonce="n0nce" data-styled="active">.b{}</style></head><body>עולם</body>');
  });

  it('decodes a Hebrew character split between two chunks', async () => {
    const bytes = Buffer.from('<html><head><title>ש</title></head></html>');
    const cut = bytes.indexOf(Buffer.from('ש')) + 1;
    const html = await inject([bytes.subarray(0, cut), bytes.subarray(cut)], '.d{}');
    expect(html).toBe('<html><head><title>ש</title><style nonce="n0nce" data-styled="active">.d{}</style></head></html>');
  });

  it('passes a document without a head through unchanged', async () => {
    expect(await inject(['<p>', 'fragment</p>'], '.c{}')).toBe('<p>fragment</p>');
  });
});
