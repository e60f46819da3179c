import { describe, expect, it } from 'vitest';
import { templates } from './catalogue';
import { catalogueExamples } from './examples.catalogue';
import { exampleInstance } from './examples';

describe('model-catalogue examples', () => {
  it('belong to templates that exist, so a misspelt key cannot silently fall back to generic copy', () => {
    const keys = new Set<string>(templates.map((template) => template.key));
    expect(Object.keys(catalogueExamples).filter((key) => !keys.has(key))).toEqual([]);
  });

  it('name demo catalogue keys in place of generic copy', () => {
    const template = (key: string) => templates.find((candidate) => candidate.key === key)!;
    expect(exampleInstance(template('model-summary'), 'he').fields).toMatchObject({
      car_key: 'defender-110',
      engine_key: 'p400e',
    });
    expect(exampleInstance(template('single-offer'), 'en').fields['hash']).toBe('defender-110');
    expect(
      exampleInstance(template('models-carousel'), 'he').groups.map((group) => group['nameplate']),
    ).toContain('discovery');
    expect(
      String(exampleInstance(template('specification-at-a-glance'), 'he').groups[0]!['number_heading']),
    ).toMatch(/^\{\{spec:/);
  });
});
