import { findTemplate, validateBlockInstance } from '@lux/block-catalogue';
import { describe, expect, it } from 'vitest';
import { allBlocksPageTemplates } from '../src/seed/pages.demo.js';
import { seedPages } from '../src/seed/pages.js';

describe('seeded pages', () => {
  it('hold only blocks that pass their catalogue template', () => {
    const problems = seedPages
      .filter((page) => !page.intentionallyInvalid)
      .flatMap((page) =>
        page.blocks.flatMap((block) => {
          const template = findTemplate(block.template);
          if (!template) return [`${page.locale} ${page.path}: unknown template ${block.template}`];
          const result = validateBlockInstance(template, { fields: block.fields, groups: block.groups });
          return result.ok
            ? []
            : [
                `${page.locale} ${page.path} ${block.template}: ${result.problems.map((p) => `${p.path} ${p.message}`).join('; ')}`,
              ];
        }),
      );
    expect(problems).toEqual([]);
  });

  it('include the demo site of issue 3 in Hebrew and English, and an all-blocks page with every block', () => {
    const paths = (locale: 'he' | 'en') =>
      seedPages.filter((page) => page.locale === locale).map((page) => page.path);
    for (const locale of ['he', 'en'] as const) {
      expect(paths(locale)).toEqual(
        expect.arrayContaining([
          '/',
          '/models/defender',
          '/models/discovery',
          '/models/range-rover',
          '/offers',
          '/contact',
          '/privacy',
          '/cookies',
          '/terms',
          '/accessibility',
          '/all-blocks',
        ]),
      );
      const allBlocks = seedPages.find((page) => page.locale === locale && page.path === '/all-blocks')!;
      expect(allBlocks.blocks.map((block) => block.template)).toEqual([...allBlocksPageTemplates]);
      expect(allBlocks.disableSeoTracking).toBe(true);
    }
  });

  it('give the accessibility statement what IS 5568 asks: coordinator contact, date, known limits', () => {
    for (const locale of ['he', 'en'] as const) {
      const statement = JSON.stringify(
        seedPages.find((page) => page.locale === locale && page.path === '/accessibility'),
      );
      expect(statement).toMatch(/mailto:access@/);
      expect(statement).toMatch(/tel:\+972/);
      expect(statement).toMatch(/2026/);
      expect(statement).toMatch(locale === 'he' ? /מגבלות ידועות/ : /Known limitations/);
      expect(statement).toMatch(/5568/);
    }
  });
});
