import { describe, expect, it } from 'vitest';
import { templateByKey, templates, validateBlockInstance, type ValidationResult } from '../index';

const link = {
  url: '/models/defender',
  type: 'internal',
  target: '_self',
  link_text: 'Discover',
  ui_type: 'primary',
};

function problems(result: ValidationResult) {
  return result.ok ? [] : result.problems;
}
const paths = (result: ValidationResult) => problems(result).map((problem) => problem.path);

describe('validateBlockInstance', () => {
  it('returns the effective instance: defaults for missing and null fields, group items too', () => {
    const result = validateBlockInstance(templateByKey('quote'), { fields: { quote: 'Above and beyond', author: null }, groups: [] });
    if (!result.ok) throw new Error('expected ok');
    expect(result.value.fields).toMatchObject({ quote: 'Above and beyond', author: '', justify_text: false, block_scroll_id: '' });
    const accordion = validateBlockInstance(templateByKey('accordion'), { fields: {}, groups: [{}] });
    if (!accordion.ok) throw new Error('expected ok');
    expect(accordion.value.groups).toHaveLength(1);
    expect(Object.keys(accordion.value.groups[0]!).sort()).toEqual(
      templateByKey('accordion').field_groups_template.map((field) => field.symbol).sort(),
    );
  });

  it('accepts a well-formed hero, as the seed writes it', () => {
    const result = validateBlockInstance(templateByKey('hero-title-banner'), {
      fields: {
        block_scroll_id: '',
        heading: 'Defender',
        paragraph: 'Built for adventure.',
        header_size: 'xl',
        header_tag: 'H1',
        box_color: 'dark',
        copy_alignment_class: 'center',
        button: link,
        image: { id: 24730, alt: 'Defender 110', ratio: '16-9', format: 'jpg' },
      },
      groups: [],
    });
    expect(result).toMatchObject({ ok: true });
  });

  it('accepts content-blocks cards with a null price, as the seed writes them', () => {
    const result = validateBlockInstance(templateByKey('content-blocks'), {
      fields: { block_scroll_id: '', heading: 'Models', header_tag: 'H2', box_color: 'light' },
      groups: [
        { heading: 'Defender', paragraph: 'From', price: 389000, link },
        { heading: 'Discovery', paragraph: '', price: null, link },
      ],
    });
    expect(result).toMatchObject({ ok: true });
  });

  it('falls back to the defaults for missing fields, so an empty instance of most templates is valid', () => {
    const needContent = new Set(['html-box', 'entry-form', 'expanded-entry-form', 'offers-to-lead']);
    for (const template of templates) {
      const result = validateBlockInstance(template, { fields: {}, groups: [] });
      expect(result.ok, template.key).toBe(!needContent.has(template.key));
    }
  });

  it('reports values of the wrong type, by path', () => {
    const result = validateBlockInstance(templateByKey('hero-carousel'), {
      fields: { has_timer: 'yes', slide_duration: Number.NaN, offer_key: 7 },
      groups: [{ heading: ['x'], slide_duration_limit: '500', image: { id: 0 } }],
    });
    expect(problems(result)).toEqual(
      expect.arrayContaining([
        { path: 'fields.has_timer', message: 'must be a boolean, got a string' },
        { path: 'fields.slide_duration', message: 'must be a finite number, got a non-finite number' },
        { path: 'fields.offer_key', message: 'must be a string, got a number' },
        { path: 'groups[0].heading', message: 'must be a string, got an array' },
        { path: 'groups[0].slide_duration_limit', message: 'must be a finite number, got a string' },
        { path: 'groups[0].image.id', message: 'must be a positive integer or a non-empty string' },
      ]),
    );
  });

  it('reports a select value outside its options', () => {
    const result = validateBlockInstance(templateByKey('quote'), {
      fields: { quote: 'Above and beyond', alignment: 'justify', box_color: 'purple', header_tag: 'H2' },
      groups: [],
    });
    expect(problems(result)).toEqual([
      { path: 'fields.header_tag', message: 'is not a field of this template' },
      { path: 'fields.alignment', message: 'must be one of left, center, right' },
      { path: 'fields.box_color', message: 'must be one of light, grey, dark, black' },
    ]);
  });

  it('checks links: required parts, types, targets and button types', () => {
    const result = validateBlockInstance(templateByKey('snippet'), {
      fields: { link: { url: '/x', type: 'mailto', target: 'new', ui_type: 'quaternary', colour: 'red' } },
      groups: [],
    });
    expect(paths(result).sort()).toEqual(
      [
        'fields.link.colour',
        'fields.link.link_text',
        'fields.link.target',
        'fields.link.type',
        'fields.link.ui_type',
      ].sort(),
    );
  });

  it('checks each link of a links collection', () => {
    const result = validateBlockInstance(templateByKey('news'), {
      fields: { quick_links: [link, 'not a link', { ...link, size: 'huge' }] },
      groups: [],
    });
    expect(paths(result)).toEqual(['fields.quick_links[1]', 'fields.quick_links[2].size']);
  });

  it('reports a value in a separator', () => {
    const result = validateBlockInstance(templateByKey('map-update'), {
      fields: { step_1: 'text' },
      groups: [],
    });
    expect(problems(result)).toEqual([
      { path: 'fields.step_1', message: 'is a separator and holds no value' },
    ]);
  });

  it('reports more groups than the maximum, and groups where the template has none', () => {
    const item = { icon: 'car', link };
    const tooMany = validateBlockInstance(templateByKey('ready-to-go-bar'), {
      fields: {},
      groups: Array(6).fill(item),
    });
    expect(problems(tooMany)).toEqual([{ path: 'groups', message: 'holds 6 groups; at most 5 are allowed' }]);
    expect(
      validateBlockInstance(templateByKey('ready-to-go-bar'), { fields: {}, groups: Array(5).fill(item) }),
    ).toMatchObject({ ok: true });

    const none = validateBlockInstance(templateByKey('quote'), { fields: {}, groups: [{}] });
    expect(problems(none)).toEqual([{ path: 'groups', message: 'this template has no groups' }]);
  });

  it('checks every group item against the group template', () => {
    const result = validateBlockInstance(templateByKey('accordion'), {
      fields: {},
      groups: [{ question: 'Q', answer: 'A' }, 'oops' as never, { question: 'Q', extra: 1 }],
    });
    expect(problems(result)).toEqual([
      { path: 'groups[1]', message: 'must be an object' },
      { path: 'groups[2].extra', message: 'is not a field of this template' },
    ]);
  });

  it('wants JSON text in Json fields: valid text or empty, not broken text or parsed values', () => {
    const template = templateByKey('retailer-cards');
    const item = (contact_info: unknown) => ({ name: 'Lux Tel Aviv', contact_info });
    expect(
      validateBlockInstance(template, { fields: {}, groups: [item('[{"type":"phone"}]'), item('')] }),
    ).toMatchObject({ ok: true });
    const broken = validateBlockInstance(template, {
      fields: { translations: '{"a": 1,}' },
      groups: [item([{ type: 'phone' }])],
    });
    expect(problems(broken)).toEqual([
      { path: 'fields.translations', message: 'must be valid JSON text' },
      { path: 'groups[0].contact_info', message: 'must be a string, got an array' },
    ]);
  });

  it('reports a field list or group list of the wrong shape', () => {
    const template = templateByKey('quote');
    expect(paths(validateBlockInstance(template, { fields: [] as never, groups: {} as never }))).toEqual([
      'fields',
      'groups',
    ]);
    expect(paths(validateBlockInstance(template, null as never))).toEqual(['']);
  });
});

describe('B§5 content-block validity', () => {
  const contentBlocks = templateByKey('content-blocks');
  const check = (...groups: Record<string, unknown>[]) =>
    validateBlockInstance(contentBlocks, { fields: {}, groups });

  it('needs non-empty html in an html item', () => {
    expect(paths(check({ content_type: 'html', html: '  ' }))).toEqual(['groups[0].html']);
    expect(check({ content_type: 'html', html: '<p>Hi</p>' })).toMatchObject({ ok: true });
  });

  it('needs fields and groups in a calculator item', () => {
    expect(paths(check({ content_type: 'calculator' }))).toEqual(['groups[0].calculator']);
    expect(paths(check({ content_type: 'calculator', calculator: '{"fields":[1],"groups":[]}' }))).toEqual([
      'groups[0].calculator',
    ]);
    expect(
      check({
        content_type: 'calculator',
        calculator: '{"fields":[{"key":"price"}],"groups":[{"key":"a"}]}',
      }),
    ).toMatchObject({
      ok: true,
    });
  });

  it('needs a form_id in a form item', () => {
    expect(paths(check({ content_type: 'form' }))).toEqual(['groups[0].form_id']);
    expect(check({ content_type: 'form', form_id: '12' })).toMatchObject({ ok: true });
  });

  it('needs a label in finance options, and takes any finance options table', () => {
    expect(problems(check({ content_type: 'finance-options', label: '' }))).toEqual([
      { path: 'groups[0].label', message: 'finance options need a non-empty label' },
    ]);
    expect(check({ content_type: 'finance-options', label: 'Hire purchase' })).toMatchObject({ ok: true });
    expect(check({ content_type: 'finance-options-table' })).toMatchObject({ ok: true });
  });

  it('needs a form_id in every form block, and HTML in an HTML box', () => {
    expect(
      paths(validateBlockInstance(templateByKey('entry-form'), { fields: { form_id: '' }, groups: [] })),
    ).toEqual(['fields.form_id']);
    expect(
      validateBlockInstance(templateByKey('entry-form'), { fields: { form_id: '3' }, groups: [] }),
    ).toMatchObject({ ok: true });
    expect(
      validateBlockInstance(templateByKey('extended-warranty-form'), { fields: {}, groups: [] }),
    ).toMatchObject({ ok: true });
    expect(
      paths(validateBlockInstance(templateByKey('html-box'), { fields: { code: '' }, groups: [] })),
    ).toEqual(['fields.code']);
  });

  it('allows at most 8 icons and 5 extra equipment items per rental car', () => {
    const result = validateBlockInstance(templateByKey('car-rent'), {
      fields: {},
      groups: [{ icons: JSON.stringify(Array(9).fill({ icon: 'seat' })), extra_equipment: '[1,2,3,4,5]' }],
    });
    expect(paths(result)).toEqual(['groups[0].icons']);
  });
});

describe('dc_strategy on any block (B§3.5)', () => {
  const template = templateByKey('quote')!;
  it('is kept, normalised, on every template', () => {
    const result = validateBlockInstance(template, {
      fields: { dc_strategy: { key: ' url_brand ', value: 'any_jag', fallback: true } },
      groups: [],
    });
    expect(result.ok && result.value.fields['dc_strategy']).toEqual({ key: 'url_brand', value: 'any_jag', fallback: true });
  });

  it('names what is wrong with a malformed item', () => {
    const result = validateBlockInstance(template, { fields: { dc_strategy: { key: 1, fallback: 'yes', extra: 1 } }, groups: [] });
    expect(result.ok ? [] : result.problems.map((p) => p.path)).toEqual([
      'fields.dc_strategy.key',
      'fields.dc_strategy.fallback',
      'fields.dc_strategy.extra',
    ]);
    const notObject = validateBlockInstance(template, { fields: { dc_strategy: 'url_brand' }, groups: [] });
    expect(notObject.ok ? [] : notObject.problems.map((p) => p.path)).toEqual(['fields.dc_strategy']);
  });
});
