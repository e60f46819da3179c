import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { chromeSettingDefaults } from './chrome-settings';
import {
  emptyFooterContent,
  footerContentFromSettings,
  normaliseFooterColumns,
  normaliseFooterItems,
  normaliseHeadingLevel,
  type FooterItem,
} from './footer';

const logger = () => ({ warn: vi.fn() });

describe('footer items (A§5)', () => {
  it('defaults the type to link and the target to _self', () => {
    expect(normaliseFooterItems([{ label: 'Contact', url: '/contact-us' }, { type: 'bogus', label: 'Offers', url: '/offers', target: 'top' }])).toEqual([
      { type: 'link', label: 'Contact', url: '/contact-us', target: '_self' },
      { type: 'link', label: 'Offers', url: '/offers', target: '_self' },
    ]);
  });

  it('keeps _blank and reads types in any case', () => {
    expect(normaliseFooterItems([{ type: 'LINK', label: 'Brochure', url: 'https://example.com/b.pdf', target: '_BLANK' }])).toEqual([
      { type: 'link', label: 'Brochure', url: 'https://example.com/b.pdf', target: '_blank' },
    ]);
  });

  it('turns a link without url (or with a script url) into a no-op link', () => {
    expect(normaliseFooterItems([{ label: 'Soon' }, { label: 'Bad', url: ' java\tscript:alert(1)' }, { label: 'Data', url: 'data:text/html,x' }])).toEqual([
      { type: 'link', label: 'Soon', url: null, target: '_self' },
      { type: 'link', label: 'Bad', url: null, target: '_self' },
      { type: 'link', label: 'Data', url: null, target: '_self' },
    ]);
  });

  it('drops links and social items without a label', () => {
    expect(normaliseFooterItems([{ url: '/x' }, { type: 'social', icon: 'facebook', url: 'https://fb.com' }, { label: '   ' }])).toEqual([]);
  });

  it('needs an icon on a social link', () => {
    expect(normaliseFooterItems([{ type: 'social', label: 'Facebook', url: 'https://facebook.com/lux' }])).toEqual([]);
    expect(normaliseFooterItems([{ type: 'social', label: 'Facebook', icon: 'Facebook', url: 'https://facebook.com/lux', target: '_blank' }])).toEqual([
      { type: 'social', label: 'Facebook', icon: 'facebook', url: 'https://facebook.com/lux', target: '_blank' },
    ]);
  });

  it('needs a source on an image, with or without a label, and defaults its size to 200×80', () => {
    expect(normaliseFooterItems([{ type: 'image', label: 'Award', url: '/awards' }])).toEqual([]);
    expect(normaliseFooterItems([{ type: 'image', image: { src: '/award.png' } }])).toEqual([
      { type: 'image', label: '', url: null, target: '_self', image: { src: '/award.png', alt: '', width: 200, height: 80 } },
    ]);
    expect(normaliseFooterItems([{ type: 'image', image: { src: '/a.png', width: 0.2, height: 5e-324 } }])).toMatchObject([{ image: { width: 200, height: 80 } }]);
    expect(normaliseFooterItems([{ type: 'image', label: 'Award 2026', url: '/awards', image: { src: '/a.png', width: '120', height: -4 } }])).toEqual([
      { type: 'image', label: 'Award 2026', url: '/awards', target: '_self', image: { src: '/a.png', alt: 'Award 2026', width: 120, height: 80 } },
    ]);
  });

  it('keeps wrappers with valid children, as div unless span', () => {
    const items = normaliseFooterItems([
      { type: 'wrapper', tag: 'span', items: [{ label: 'A', url: '/a' }, { url: '/no-label' }] },
      { type: 'wrapper', items: [{ url: '/no-label' }] },
      { type: 'wrapper', tag: 'section', items: [{ label: 'B', url: '/b' }] },
    ]);
    expect(items).toEqual([
      { type: 'wrapper', tag: 'span', items: [{ type: 'link', label: 'A', url: '/a', target: '_self' }] },
      { type: 'wrapper', tag: 'div', items: [{ type: 'link', label: 'B', url: '/b', target: '_self' }] },
    ]);
  });

  it('bounds wrapper nesting', () => {
    let deep: unknown = { label: 'leaf', url: '/leaf' };
    for (let i = 0; i < 10; i += 1) deep = { type: 'wrapper', items: [deep] };
    expect(normaliseFooterItems([deep])).toEqual([]);
  });
});

describe('heading level (A§5)', () => {
  it('accepts 1–6 and h1–h6 in any case, else 2', () => {
    expect([1, '3', 'h4', 'H6', ' h1 '].map(normaliseHeadingLevel)).toEqual([1, 3, 4, 6, 1]);
    expect([0, 7, 'h7', 'title', null, undefined, 2.5, {}].map(normaliseHeadingLevel)).toEqual([2, 2, 2, 2, 2, 2, 2, 2]);
  });
});

describe('footer columns (A§5)', () => {
  it('drops empty rows and columns without rows', () => {
    const columns = normaliseFooterColumns([
      { heading: 'Models', heading_level: 'h3', rows: [[{ label: 'Defender', url: '/models/defender' }], [], [{ url: '/nolabel' }]] },
      { heading: 'Empty', rows: [[], { items: [] }] },
      { heading: 'Nothing' },
      { rows: [{ items: [{ type: 'social', label: 'YouTube', icon: 'youtube', url: 'https://youtube.com' }] }] },
      'not a column',
    ]);
    expect(columns).toEqual([
      { heading: 'Models', headingLevel: 3, rows: [[{ type: 'link', label: 'Defender', url: '/models/defender', target: '_self' }]] },
      { heading: '', headingLevel: 2, rows: [[{ type: 'social', label: 'YouTube', icon: 'youtube', url: 'https://youtube.com', target: '_self' }]] },
    ]);
  });

  it('never throws and only returns valid items, whatever the input', () => {
    const isValid = (item: FooterItem): boolean => {
      switch (item.type) {
        case 'image':
          return item.image.src !== '' && item.image.width > 0 && item.image.height > 0;
        case 'wrapper':
          return item.items.length > 0 && item.items.every(isValid);
        case 'social':
          return item.label !== '' && item.icon !== '';
        default:
          return item.label !== '';
      }
    };
    const rawItem = fc.letrec((tie) => ({
      item: fc.record(
        {
          type: fc.constantFrom('link', 'social', 'image', 'wrapper', 'other', 3),
          label: fc.oneof(fc.string(), fc.constant(' '), fc.integer()),
          url: fc.oneof(fc.webUrl(), fc.constant('javascript:void(0)'), fc.string()),
          target: fc.constantFrom('_self', '_blank', '_top', null),
          icon: fc.oneof(fc.constant('facebook'), fc.string()),
          tag: fc.constantFrom('div', 'span', 'p'),
          image: fc.oneof(fc.record({ src: fc.string(), width: fc.anything(), height: fc.anything() }, { requiredKeys: [] }), fc.anything()),
          items: fc.array(tie('item'), { maxLength: 3 }),
        },
        { requiredKeys: [] },
      ),
    })).item;
    const rawColumns = fc.array(
      fc.record({ heading: fc.anything(), heading_level: fc.anything(), rows: fc.array(fc.oneof(fc.array(rawItem, { maxLength: 4 }), fc.anything()), { maxLength: 4 }) }, { requiredKeys: [] }),
      { maxLength: 4 },
    );
    fc.assert(
      fc.property(fc.oneof(rawColumns, fc.anything()), (raw) => {
        const columns = normaliseFooterColumns(raw);
        return columns.every((column) => column.rows.length > 0 && column.rows.every((row) => row.length > 0 && row.every(isValid)));
      }),
    );
    fc.assert(fc.property(fc.anything(), (raw) => normaliseFooterItems(raw).every(isValid)));
  });
});

describe('footerContentFromSettings', () => {
  it('reads one namespace of flat settings', () => {
    const content = footerContentFromSettings(
      {
        'footer_redesign.columns': JSON.stringify([{ heading: 'Owners', rows: [[{ label: 'Service', url: '/service' }]] }]),
        'footer_redesign.middle_html': ' <p>Hi</p> ',
        'footer_redesign.secondary_links': JSON.stringify([{ label: 'Privacy', url: '/privacy-policy' }]),
        'footer_redesign.bottom_html': '© Lux',
        'footer_redesign.retailers_enabled': 'true',
        'footer_redesign.search_enabled': 'false',
        'footer.columns': '[]',
      },
      logger(),
      'footer_redesign',
    );
    expect(content).toEqual({
      columns: [{ heading: 'Owners', headingLevel: 2, rows: [[{ type: 'link', label: 'Service', url: '/service', target: '_self' }]] }],
      middleHtml: '<p>Hi</p>',
      secondaryLinks: [{ type: 'link', label: 'Privacy', url: '/privacy-policy', target: '_self' }],
      bottomHtml: '© Lux',
      retailersEnabled: true,
      searchEnabled: false,
    });
  });

  it('logs invalid JSON and non-lists and uses the defaults (A§8)', () => {
    const log = logger();
    const content = footerContentFromSettings({ 'footer.columns': '[{oops', 'footer.secondary_links': '{"label":"x"}' }, log);
    expect(content).toEqual(emptyFooterContent);
    expect(log.warn).toHaveBeenCalledWith('Invalid JSON in footer.columns setting', expect.objectContaining({ key: 'footer.columns' }));
    expect(log.warn).toHaveBeenCalledWith('Invalid JSON in footer.secondary_links setting', expect.objectContaining({ reason: 'unexpected shape' }));
  });

  it('gives an empty footer for the built-in defaults, silently', () => {
    const log = logger();
    expect(footerContentFromSettings(chromeSettingDefaults, log)).toEqual(emptyFooterContent);
    expect(footerContentFromSettings(chromeSettingDefaults, log, 'footer_electric')).toEqual(emptyFooterContent);
    expect(log.warn).not.toHaveBeenCalled();
  });
});
