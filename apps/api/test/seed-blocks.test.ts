import { findTemplate, validateBlockInstance } from '@lux/block-catalogue';
import {
  defaultDynamicContentSettings,
  dynamicContentDisplay,
  isItemShown,
  parseDynamicContentCondition,
} from '@lux/dynamic-content';
import { normaliseFloatingButtonItems } from '@lux/shell';
import { describe, expect, it } from 'vitest';
import { allBlocksPageTemplates } from '../src/seed/pages.demo.js';
import { JAGUAR_DEMO_PATH } from '../src/seed/pages.dynamic.js';
import { seedPages } from '../src/seed/pages.js';
import { seedSettings } from '../src/seed/settings.js';

describe('seeded pages', () => {
  it('hold only blocks that pass their catalogue template', () => {
    const problems = seedPages
      .filter((page) => !page.intentionallyInvalid)
      .flatMap((page) =>
        page.blocks.flatMap((block) => {
          const template = findTemplate(block.template);
          if (!template) return [`${page.locale} ${page.path}: unknown template ${block.template}`];
          // B§3.5: any block may carry a dynamic-content item; the catalogue checks it with the fields.
          const condition = block.fields['dc_strategy'];
          if (condition !== undefined && parseDynamicContentCondition(condition) === null) {
            return [`${page.locale} ${page.path} ${block.template}: dc_strategy needs a key`];
          }
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
      // An H1 hero, then every template of the catalogue in its order.
      expect(allBlocks.blocks.map((block) => block.template)).toEqual(['hero-title-banner', ...allBlocksPageTemplates]);
      expect(allBlocksPageTemplates).toHaveLength(68);
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

/** What a page shows once mounted, by the URL-brand strategy alone (B§4, B§5), as the site decides it. */
function shownAt(pathname: string, raw: unknown): boolean {
  const condition = parseDynamicContentCondition(raw);
  const display = dynamicContentDisplay({
    condition,
    mounted: true,
    data: {},
    location: { pathname, search: '' },
    settings: defaultDynamicContentSettings,
  });
  return isItemShown(condition, display);
}

describe('the dynamic content demo (issue 12)', () => {
  const headings = (path: string) =>
    seedPages
      .find((page) => page.locale === 'he' && page.path === path)!
      .blocks.filter((block) => block.fields['dc_strategy'] !== undefined)
      .map((block) => ({
        heading: block.fields['heading'],
        shown: shownAt(path, block.fields['dc_strategy']),
        beforeMount: isItemShown(parseDynamicContentCondition(block.fields['dc_strategy']), 'content'),
      }));

  it('shows the Jaguar offer on the Jaguar model page and its fallback on a Land Rover one', () => {
    expect(JAGUAR_DEMO_PATH).toBe('/models/f-pace');
    expect(headings('/models/f-pace')).toEqual([
      { heading: 'הטבת השקה ליגואר F-PACE', shown: true, beforeMount: true },
      { heading: 'מחפשים משהו ספורטיבי יותר?', shown: false, beforeMount: false },
    ]);
    expect(headings('/models/discovery')).toEqual([
      { heading: 'הטבת השקה ליגואר F-PACE', shown: false, beforeMount: true },
      { heading: 'מחפשים משהו ספורטיבי יותר?', shown: true, beforeMount: false },
    ]);
  });

  it('swaps the floating button’s offers between Land Rover and Jaguar pages, four items each', () => {
    const items = normaliseFloatingButtonItems(JSON.parse(seedSettings['fab.items']!));
    const labels = (path: string) =>
      items.filter((item) => shownAt(path, item.dcStrategy)).map((item) => item.link.text);
    expect(labels('/models/discovery')).toEqual([
      'תיאום נסיעת מבחן',
      'מבצעי לנד רובר',
      'התקשרו אלינו',
      'דיפנדר',
    ]);
    expect(labels('/models/defender')).toEqual([
      'תיאום נסיעת מבחן',
      'מבצעי לנד רובר',
      'התקשרו אלינו',
      'דיפנדר',
    ]);
    expect(labels('/models/f-pace')).toEqual(['תיאום נסיעת מבחן', 'מבצעי יגואר', 'התקשרו אלינו', 'דיפנדר']);
    expect(labels('/')).toEqual(['תיאום נסיעת מבחן', 'מבצעי יגואר', 'התקשרו אלינו', 'דיפנדר']);
  });
});
