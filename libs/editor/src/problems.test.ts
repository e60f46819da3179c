import { describe, expect, it } from 'vitest';
import { templates, validateBlockInstance } from '@lux/block-catalogue';
import { editorStrings, translateProblem } from './i18n/strings';
import { pathToPointer, problemsByPointer } from './problems';

describe('pointers', () => {
  it('turns validator paths into JSON pointers', () => {
    expect(pathToPointer('fields.title')).toBe('/fields/title');
    expect(pathToPointer('groups[2].image.alt')).toBe('/groups/2/image/alt');
    expect(pathToPointer('fields.links[0].url')).toBe('/fields/links/0/url');
    expect(pathToPointer('groups')).toBe('/groups');
    expect(pathToPointer('')).toBe('');
  });

  it('groups messages by pointer without repeats', () => {
    const map = problemsByPointer([
      { pointer: '/fields/a', message: 'one' },
      { pointer: '/fields/a', message: 'one' },
      { pointer: '/fields/a', message: 'two' },
      { pointer: '/groups/1/b', message: 'three' },
    ]);
    expect(map.get('/fields/a')).toEqual(['one', 'two']);
    expect(map.get('/groups/1/b')).toEqual(['three']);
  });
});

/** Values of every wrong kind, so the validator says each thing it can say. */
const wrongValues: readonly unknown[] = [
  {},
  [],
  7,
  'text',
  true,
  Number.NaN,
  [{ url: 1, type: 'x', target: 'x', link_text: 2, ui_type: 'x', size: 'x', icon: 3, hidden_fields: '{', rdx_forms_form_id: [], always_show: 'x', extra: 1 }],
  { id: 0, alt: 1, ratio: 'x', sizes: [1], heights: ['x'], nope: 1, url: 2 },
  { url: '', type: 'internal', target: '_self', link_text: '', ui_type: 'primary', form_layout: 4 },
  '',
  '{',
];

describe('every validator message has a translation', () => {
  it('leaves no English message untranslated in Hebrew', () => {
    const he = editorStrings('he');
    const messages = new Set<string>();
    for (const template of templates) {
      for (const wrong of wrongValues) {
        const fields = Object.fromEntries(template.fields.map((field) => [field.symbol, wrong]));
        const group = Object.fromEntries(template.field_groups_template.map((field) => [field.symbol, wrong]));
        const result = validateBlockInstance(template, {
          fields: { ...fields, unknown_field: 1, dc_strategy: { key: 1, value: {}, fallback: 'x', other: 1 } },
          groups: [group, 'not an object' as never, ...Array.from({ length: 1001 }, () => ({}))],
        });
        if (!result.ok) for (const problem of result.problems) messages.add(problem.message);
      }
    }
    for (const odd of [null, 'x', { fields: [], groups: {} }, { fields: {}, groups: [], dc_strategy: 1 }]) {
      const result = validateBlockInstance(templates[0]!, odd as never);
      if (!result.ok) for (const problem of result.problems) messages.add(problem.message);
    }
    const untranslated = [...messages].filter((message) => translateProblem(message, he) === message);
    expect(messages.size).toBeGreaterThan(25);
    expect(untranslated).toEqual([]);
  });

  it('translates known messages with their numbers and passes unknown ones through', () => {
    const he = editorStrings('he');
    expect(translateProblem('holds 6 groups; at most 5 are allowed', he)).toBe('יש 6 פריטים; מותרים לכל היותר 5');
    expect(translateProblem('must be a string, got an object', he)).toBe('חייב להיות טקסט, התקבל אובייקט');
    expect(translateProblem('something new', he)).toBe('something new');
  });
});
