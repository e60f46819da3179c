import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  SLIDER_THEMES,
  THEMES,
  findTemplate,
  isTemplateKey,
  templateByKey,
  templateKeys,
  templates,
  type BlockTemplate,
  type Field,
  type TemplateKey,
} from './index';

/** B§3.2 row by row, then B§3.4: the key and name each block has in the catalogue. */
const EXPECTED: ReadonlyArray<readonly [key: string, name: string]> = [
  ['number-button-carousel', 'Number button carousel'],
  ['dual-frame-carousel-2', 'Dual frame carousel 2.0'],
  ['quote', 'Quote'],
  ['entry-form', 'Entry form'],
  ['ready-to-go-bar', 'Ready to go bar'],
  ['gallery-categories', 'Gallery categories'],
  ['single-offer', 'Single offer'],
  ['gallery-carousel', 'Gallery carousel'],
  ['icons-timeline', 'Icons timeline'],
  ['map-update', 'Map update'],
  ['collection-item', 'Collection item (merchandise)'],
  ['extended-warranty-form', 'Extended warranty form'],
  ['offers-to-lead', 'Offers to lead'],
  ['vin-checker', 'VIN checker'],
  ['select-vehicle-to-update', 'Select vehicle to update'],
  ['hero-title-banner', 'Hero title banner (tall)'],
  ['expanded-entry-form', 'Expanded entry form (MENA)'],
  ['retailer-locator', 'Retailer locator'],
  ['retailer-cards', 'Retailer cards'],
  ['retailer-schema', 'Retailer schema'],
  ['retailer-service-schema', 'Retailer service schema'],
  ['models-carousel', 'Models carousel'],
  ['parallax-image', 'Parallax image'],
  ['text-steps', 'Text steps'],
  ['accordion', 'Accordion'],
  ['hero-banner', 'Hero banner'],
  ['sign-post', 'Sign post'],
  ['snippet', 'Snippet'],
  ['content-blocks', 'Content blocks'],
  ['hero-carousel', 'Hero carousel'],
  ['section-tabs', 'Section tabs'],
  ['tabbed-component', 'Tabbed component'],
  ['exterior-360', 'Exterior 360'],
  ['interior-360', 'Interior 360'],
  ['specification-accordion', 'Specification accordion'],
  ['color-picker-slider', 'Color picker slider'],
  ['content-blocks-carousel', 'Content blocks carousel'],
  ['model-summary-filters', 'Model summary filters'],
  ['stock-locator-carousel', 'Stock locator carousel'],
  ['collection-slider', 'Collection slider'],
  ['collection-feed-slider', 'Collection feed slider'],
  ['car-rent', 'Car rent'],
  ['html-box', 'HTML box'],
  ['image-box', 'Image box'],
  ['location-map', 'Location map'],
  ['specification-at-a-glance', 'Specification at a glance'],
  ['versatility', 'Versatility'],
  ['quote-slider', 'Quote slider'],
  ['model-summary', 'Model summary'],
  ['stock-locator', 'Stock locator'],
  ['stock-locator-overseas', 'Stock locator overseas'],
  ['info-system', 'Info system'],
  ['image-tabs', 'Image tabs'],
  ['in-page-navigation', 'In-page navigation'],
  ['masonry', 'Masonry'],
  ['hotspots-container', 'Hotspots container'],
  ['compare-images', 'Compare images'],
  ['range-calculator', 'Range calculator'],
  ['racing-results', 'Racing results'],
  ['news', 'News'],
  ['icon-button-slider', 'Icon button slider'],
  ['range-component', 'Range component'],
  ['electrifying-power', 'Electrifying power'],
  ['contents-block-carousel', 'Contents block carousel'],
  // B§3.4
  ['jlr-diesel-petrol-quiz', 'Diesel or petrol quiz'],
  ['subscription-quiz', 'Subscription quiz'],
  ['finance-calculator', 'Finance calculator'],
  ['jlr-rent-a-car', 'Rent a car'],
];

/** B§9 group maxima. */
const MAXIMA: Readonly<Record<string, number>> = {
  'ready-to-go-bar': 5,
  'gallery-categories': 4,
  'gallery-carousel': 40,
  'icons-timeline': 20,
  accordion: 30,
  'content-blocks': 1000,
  'car-rent': 20,
  'specification-accordion': 100,
  'color-picker-slider': 20,
  'parallax-image': 40,
  'retailer-cards': 30,
  'specification-at-a-glance': 20,
  'info-system': 30,
  'in-page-navigation': 10,
  'jlr-rent-a-car': 4,
};

const allFields = (template: BlockTemplate) => [...template.fields, ...template.field_groups_template];
const field = (key: TemplateKey, symbol: string): Field | undefined =>
  allFields(templateByKey(key)).find((item) => item.symbol === symbol);

describe('the catalogue', () => {
  it.each(EXPECTED)('has %s, named "%s"', (key, name) => {
    expect(findTemplate(key)?.name).toBe(name);
  });

  it('has exactly the expected templates, no more', () => {
    expect([...templateKeys].sort()).toEqual(EXPECTED.map(([key]) => key).sort());
    expect(templates).toHaveLength(68);
  });

  it('has the three blocks the site renders, under the keys libs/blocks uses', () => {
    for (const key of ['hero-title-banner', 'quote', 'content-blocks']) expect(isTemplateKey(key)).toBe(true);
    const symbols = (key: TemplateKey) => templateByKey(key).fields.map((item) => item.symbol);
    expect(symbols('hero-title-banner')).toEqual(
      expect.arrayContaining([
        'heading',
        'paragraph',
        'header_size',
        'header_tag',
        'box_color',
        'copy_alignment_class',
        'button',
      ]),
    );
    expect(symbols('quote')).toEqual(
      expect.arrayContaining([
        'quote',
        'author',
        'author_position',
        'alignment',
        'justify_text',
        'box_color',
      ]),
    );
    expect(symbols('content-blocks')).toEqual(expect.arrayContaining(['heading', 'header_tag', 'box_color']));
    expect(templateByKey('content-blocks').field_groups_template.map((item) => item.symbol)).toEqual(
      expect.arrayContaining(['heading', 'paragraph', 'price', 'link']),
    );
  });

  it('gives every template a unique kebab-case key', () => {
    expect(new Set(templateKeys).size).toBe(templateKeys.length);
    for (const key of templateKeys) expect(key).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('puts block_scroll_id first in every block but in-page navigation, which has none', () => {
    for (const template of templates) {
      const symbols = template.fields.map((item) => item.symbol);
      if (template.key === 'in-page-navigation') {
        expect(symbols).not.toContain('block_scroll_id');
      } else {
        expect(template.fields[0], template.key).toMatchObject({
          symbol: 'block_scroll_id',
          field_type: 'String',
        });
        expect(
          symbols.filter((symbol) => symbol === 'block_scroll_id'),
          template.key,
        ).toHaveLength(1);
      }
    }
  });

  it('sets the B§9 group maxima, and no others', () => {
    const maxima = Object.fromEntries(
      templates.filter((t) => t.max_field_groups !== undefined).map((t) => [t.key, t.max_field_groups]),
    );
    expect(maxima).toEqual(MAXIMA);
  });

  it('gives groups only to templates with group fields', () => {
    for (const template of templates) {
      if (template.max_field_groups !== undefined) {
        expect(template.field_groups_template.length, template.key).toBeGreaterThan(0);
      }
    }
  });

  it('uses each symbol once per field list', () => {
    for (const template of templates) {
      for (const list of [template.fields, template.field_groups_template]) {
        const symbols = list.map((item) => item.symbol);
        expect(new Set(symbols).size, template.key).toBe(symbols.length);
      }
    }
  });

  it('defaults every Select to one of its options', () => {
    for (const template of templates) {
      for (const item of allFields(template)) {
        if (item.field_type !== 'Select') continue;
        expect(item.attrs.options.length, `${template.key}.${item.symbol}`).toBeGreaterThan(0);
        expect(
          item.attrs.options.map((option) => option.value),
          `${template.key}.${item.symbol}`,
        ).toContain(item.value);
      }
    }
  });

  it('gives every Json field a default that parses', () => {
    for (const template of templates) {
      for (const item of allFields(template)) {
        if (item.field_type === 'Json')
          expect(() => JSON.parse(item.value), `${template.key}.${item.symbol}`).not.toThrow();
      }
    }
  });

  it('gives every Image field its sizes and every Markdown field a language', () => {
    for (const template of templates) {
      for (const item of allFields(template)) {
        if (item.field_type === 'Image') expect(item.attrs.sizes.length).toBeGreaterThan(0);
        if (item.field_type === 'Markdown') expect(['html', 'json']).toContain(item.attrs.language);
      }
    }
  });

  it('offers the four themes in box_color, and all-white-theme in sliders', () => {
    const themeSets = new Set<string>();
    for (const template of templates) {
      const boxColor = template.fields.find((item) => item.symbol === 'box_color');
      if (boxColor?.field_type === 'Select')
        themeSets.add(boxColor.attrs.options.map((o) => o.value).join(','));
    }
    expect(themeSets).toEqual(new Set([THEMES.join(','), SLIDER_THEMES.join(',')]));
    expect(SLIDER_THEMES).toContain('all-white-theme');
  });

  it('numbers list_priority inside each group', () => {
    for (const template of templates) expect(template.list_priority).toBeGreaterThan(0);
    const quote = templateByKey('quote');
    expect(templates.filter((t) => t.group === quote.group).map((t) => t.list_priority)).toEqual(
      templates.filter((t) => t.group === quote.group).map((_, i) => (i + 1) * 10),
    );
  });

  it('marks the templates the spec does not detail', () => {
    for (const key of [
      'number-button-carousel',
      'text-steps',
      'sign-post',
      'interior-360',
      'retailer-locator',
    ] as const) {
      expect(templateByKey(key).description).toMatch(/^Not detailed in the spec/);
    }
    expect(templateByKey('quote').description).not.toMatch(/Not detailed/);
  });
});

describe('defaults from the spec', () => {
  it.each([
    ['hero-title-banner', 'header_size', 'xl'],
    ['hero-title-banner', 'header_tag', 'H2'],
    ['entry-form', 'form_position', 'center'],
    ['offers-to-lead', 'button_position', 'right'],
    ['offers-to-lead', 'error_text', 'Offers request error'],
    ['offers-to-lead', 'error_button_text', 'Try again'],
    ['extended-warranty-form', 'form_id', '1'],
    ['hero-carousel', 'slide_duration', 6000],
    ['collection-feed-slider', 'limit', 10],
    ['range-calculator', 'minimal_range', 187],
    ['range-calculator', 'maximal_range', 493],
    ['compare-images', 'start_position', 50],
    ['ready-to-go-bar', 'mobile_button_label', 'Show more'],
    ['in-page-navigation', 'goTopShort', 'TOP'],
    [
      'map-update',
      'error_text',
      'VIN not recognised. Please check you have entered your VIN correctly or try again later.',
    ],
    ['vin-checker', 'response_negative', 'Your vehicle is NOT the affected vehicle.'],
    ['news', 'error_heading', 'Something went wrong'],
    ['news', 'no_results_text', 'We have not found any news'],
    ['select-vehicle-to-update', 'button_text', 'Show me'],
    ['select-vehicle-to-update', 'clear_text', 'Clear'],
    ['jlr-diesel-petrol-quiz', 'also_consider_label', 'You could also consider'],
    ['jlr-diesel-petrol-quiz', 'step_3_subheading', 'Select all that apply'],
    ['subscription-quiz', 'mileage_threshold', 20000],
    ['jlr-rent-a-car', 'error_heading', 'Oops! Something went wrong.'],
    ['jlr-rent-a-car', 'thank_you_text', 'Your inquiry has been sent. We will contact you soon.'],
  ] as const)('%s.%s defaults to %s', (key, symbol, value) => {
    expect(field(key, symbol)?.value).toBe(value);
  });

  it('turns the overseas filters on by default only in the overseas stock locator', () => {
    const on = (key: TemplateKey) =>
      templateByKey(key)
        .fields.filter((item) => item.symbol.startsWith('filter_') && item.value === true)
        .map((item) => item.symbol);
    expect(on('stock-locator')).toEqual([]);
    expect(on('stock-locator-overseas')).toEqual([
      'filter_models',
      'filter_statuses',
      'filter_production_year',
      'filter_engine_types',
      'filter_specific_colors',
    ]);
  });

  it('lets the finance input configuration run 20–50 % by 5 and 4–7 years', () => {
    const input = field('finance-calculator', 'input_configuration');
    expect(JSON.parse(String(input?.value))).toMatchObject({
      down_payment: { min: 20, max: 50, default: 20, interval: 5 },
      duration: { min: 4, max: 7, default: 4 },
    });
  });
});

describe('types', () => {
  it('derives TemplateKey from the data, so a misspelt key does not compile', () => {
    expectTypeOf<'quote'>().toExtend<TemplateKey>();
    expectTypeOf<'jlr-rent-a-car'>().toExtend<TemplateKey>();
    expectTypeOf<'qoute'>().not.toExtend<TemplateKey>();
    expectTypeOf(templateByKey('quote').key).toEqualTypeOf<'quote'>();
  });
});
