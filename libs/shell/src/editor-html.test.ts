import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { editorHtmlToText } from './editor-html';

describe('editorHtmlToText', () => {
  it('keeps the visible text and its lines', () => {
    expect(editorHtmlToText('<p>Lux Motors Ltd.</p><p>Registered in Israel<br/>No. 123</p>')).toBe('Lux Motors Ltd.\nRegistered in Israel\nNo. 123');
  });

  it('drops scripts, styles, comments and handlers with their content', () => {
    expect(editorHtmlToText('<script>alert(1)</script><style>p{}</style><!-- note --><b onclick="x()">Bold</b><img src=x onerror=alert(1)>')).toBe('Bold');
    expect(editorHtmlToText('Before<script>never closed')).toBe('Before');
  });

  it('decodes entities into text (rendered as text, so never markup)', () => {
    expect(editorHtmlToText('&copy; 2026 Lux &amp; Co &lt;b&gt; &#1488;&#x5d1; &bogus; &#xD800;')).toBe('© 2026 Lux & Co <b> אב &bogus; &#xD800;');
  });

  it('collapses spaces and empty lines', () => {
    expect(editorHtmlToText('  <div>a   b</div>\n\n\n<div> c </div> ')).toBe('a b\n\nc');
  });

  it('never throws', () => {
    fc.assert(fc.property(fc.string(), (html) => typeof editorHtmlToText(html) === 'string'));
  });
});
