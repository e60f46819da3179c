import { describe, expect, it } from 'vitest';
import type { CmsMetahead } from '@lux/content';
import { inlineScriptText, metaheadScope, renderableMetaheads } from './metaheads';

const head = (over: Partial<CmsMetahead>): CmsMetahead => ({
  id: 1,
  page_id: null,
  content: 'x',
  language: 'css',
  sequence: 1,
  in_body: false,
  reload_on_each_page: false,
  ...over,
});

describe('renderableMetaheads', () => {
  it('renders each language its way, in sequence order', () => {
    const { rendered, problems } = renderableMetaheads([
      head({ id: 3, language: 'html', content: '<meta name="x">', sequence: 3, in_body: true }),
      head({ id: 1, language: 'javascript', content: 'window.a=1', sequence: 1, reload_on_each_page: true, consent_scope: 'obligatory' } as Partial<CmsMetahead>),
      head({ id: 2, language: 'js-src', content: 'https://tags.example.com/t.js', sequence: 2, consent_scope: 'statistic' } as Partial<CmsMetahead>),
      head({ id: 4, language: 'css', content: 'a{}', sequence: 0 }),
    ]);
    expect(problems).toEqual([]);
    expect(rendered).toEqual([
      { id: 4, kind: 'css', content: 'a{}', inBody: false },
      { id: 1, kind: 'script', content: 'window.a=1', inBody: false, reloadOnEachPage: true, scope: 'obligatory' },
      { id: 2, kind: 'script-src', src: 'https://tags.example.com/t.js', inBody: false, reloadOnEachPage: false, scope: 'statistic' },
      { id: 3, kind: 'html', content: '<meta name="x">', inBody: true, scope: 'unclassified' },
    ]);
  });

  it('never runs javascript: or data: sources and reports them', () => {
    const { rendered, problems } = renderableMetaheads([
      head({ id: 5, language: 'js-src', content: 'javascript:alert(1)' }),
      head({ id: 6, language: 'js-src', content: 'data:text/javascript,alert(1)' }),
      head({ id: 7, language: 'js-src', content: '//evil.example/x.js' }),
      head({ id: 8, language: 'js-src', content: '/scripts/site.js' }),
    ]);
    expect(rendered).toEqual([{ id: 8, kind: 'script-src', src: '/scripts/site.js', inBody: false, reloadOnEachPage: false, scope: 'unclassified' }]);
    expect(problems.map((p) => p.id)).toEqual([5, 6, 7]);
  });

  it('skips empty content and reports sass and scss, which need a compiler', () => {
    const { rendered, problems } = renderableMetaheads([
      head({ id: 9, language: 'css', content: '   ' }),
      head({ id: 10, language: 'scss', content: '$a: 1px; a { b: $a }' }),
      head({ id: 11, language: 'sass', content: 'a\n  b: 1px' }),
      head({ id: 12, language: null, content: 'x' }),
    ]);
    expect(rendered).toEqual([]);
    expect(problems.map((p) => p.id)).toEqual([10, 11, 12]);
  });
});

describe('metaheadScope', () => {
  it('reads the consent scope and holds back anything unknown as unclassified', () => {
    expect(metaheadScope(head({ consent_scope: 'marketing' } as Partial<CmsMetahead>))).toBe('marketing');
    expect(metaheadScope(head({ consent_scope: 'everything' } as unknown as Partial<CmsMetahead>))).toBe('unclassified');
    expect(metaheadScope(head({}))).toBe('unclassified');
  });
});

describe('inlineScriptText', () => {
  it('keeps a closing script tag inside the text from ending the element', () => {
    expect(inlineScriptText('var s="</script><b>"; var t="</SCRIPT>"')).toBe('var s="<\\/script><b>"; var t="<\\/SCRIPT>"');
  });
});
