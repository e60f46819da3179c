import { describe, expect, it } from 'vitest';
import { templates } from '@lux/block-catalogue';
import { isBlockKey } from './registry';
import { validateBlocks } from './validate';
import type { BlockInstance } from './shared/types';

const block = (overrides: Partial<BlockInstance>): BlockInstance => ({
  id: 1,
  template: 'quote',
  sequence: 10,
  fields: { quote: 'ציטוט' },
  groups: [],
  ...overrides,
});

describe('validateBlocks', () => {
  it('keeps valid blocks in sequence order, with defaults filled in', () => {
    const { valid, problems } = validateBlocks([
      block({ id: 2, sequence: 20, template: 'hero-title-banner', fields: { heading: 'כותרת' } }),
      block({ id: 1, sequence: 10 }),
    ]);
    expect(problems).toEqual([]);
    expect(valid.map((b) => b.id)).toEqual([1, 2]);
    expect(valid[1]?.fields).toMatchObject({ heading: 'כותרת', header_size: 'xl', header_tag: 'H2', box_color: 'light' });
  });

  it('has a renderer for every template of the catalogue (issue 15): none is dropped for want of one', () => {
    expect(templates.filter((template) => !isBlockKey(template.key)).map((template) => template.key)).toEqual([]);
  });

  it('drops an unknown template and says why', () => {
    const { valid, problems } = validateBlocks([block({ template: 'nope' })]);
    expect(valid).toEqual([]);
    expect(problems).toEqual([{ blockId: 1, template: 'nope', reason: 'unknown template' }]);
  });

  it('drops a block with wrong field types or values outside its selects', () => {
    const { valid, problems } = validateBlocks([
      block({ id: 1, fields: { quote: 'x', justify_text: 'maybe' } }),
      block({ id: 2, template: 'hero-title-banner', fields: { header_size: 'huge' } }),
      block({ id: 3, template: 'content-blocks', fields: {}, groups: [{ calculator: '{broken' }] }),
    ]);
    expect(valid).toEqual([]);
    expect(problems.map((p) => p.blockId)).toEqual([1, 2, 3]);
    expect(problems[0]?.reason).toContain('fields.justify_text');
    expect(problems[1]?.reason).toContain('fields.header_size');
    expect(problems[2]?.reason).toContain('groups[0].calculator');
  });

  it('drops a block with more groups than its template allows', () => {
    const groups = Array.from({ length: 1001 }, () => ({ heading: 'x' }));
    const { valid, problems } = validateBlocks([block({ template: 'content-blocks', fields: {}, groups })]);
    expect(valid).toEqual([]);
    expect(problems[0]?.reason).toBe('groups: holds 1001 groups; at most 1000 are allowed');
  });

  it('drops groups on a block that takes none, and bad group items', () => {
    expect(validateBlocks([block({ groups: [{}] })]).problems[0]?.reason).toBe('groups: this template has no groups');
    const bad = validateBlocks([block({ template: 'content-blocks', fields: {}, groups: [{ price: 'a lot' }] })]);
    expect(bad.valid).toEqual([]);
  });

  it('strips unknown fields and survives null fields', () => {
    const { valid } = validateBlocks([block({ fields: { quote: 'q', injected: '<script>' } })]);
    expect(valid[0]?.fields).not.toHaveProperty('injected');
    const empty = validateBlocks([block({ fields: null as unknown as Record<string, unknown> })]);
    expect(empty.valid[0]?.fields).toMatchObject({ quote: '', author: '' });
    expect(validateBlocks([block({ fields: 'text' as unknown as Record<string, unknown> })]).valid).toEqual([]);
  });
});
