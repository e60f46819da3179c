import { describe, expect, it } from 'vitest';
import { exampleInstance } from './examples';
import { templates } from './catalogue';
import { validateBlockInstance } from './validate/validate';

describe('exampleInstance', () => {
  it.each(['he', 'en'] as const)('builds a valid %s instance of every template', (locale) => {
    const failures = templates.flatMap((template) => {
      const result = validateBlockInstance(template, exampleInstance(template, locale));
      return result.ok ? [] : [`${template.key}: ${result.problems.map((p) => `${p.path} ${p.message}`).join('; ')}`];
    });
    expect(failures).toEqual([]);
  });

  it('fills texts, images and links, and respects the group maximum', () => {
    const hero = exampleInstance(templates.find((t) => t.key === 'hero-title-banner')!, 'he');
    expect(hero.fields['heading']).toBe('דיפנדר');
    expect(hero.fields['image']).toMatchObject({ id: 1, ratio: expect.any(String) });
    expect(hero.fields['button']).toMatchObject({ type: 'internal', url: '/models/defender' });
    const quote = exampleInstance(templates.find((t) => t.key === 'quote')!, 'en', 5);
    expect(quote.groups).toEqual([]);
  });
});
