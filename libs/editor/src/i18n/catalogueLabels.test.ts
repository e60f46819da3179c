// The catalogue's Hebrew, as a table over all 68 templates: every label, tooltip, option, name,
// description and group has Hebrew; English is the catalogue's own text; nothing in the table is stale.
import { describe, expect, it } from 'vitest';
import { TEMPLATE_GROUPS, templates, type Field } from '@lux/block-catalogue';
import { FIELD_LABELS, FIELD_TOOLTIPS, OPTION_LABELS, TEMPLATE_DESCRIPTIONS, TEMPLATE_NAMES } from './catalogue.he';
import { fieldLabel, fieldTooltip, groupName, optionLabel, templateDescription, templateName } from './catalogueLabels';

const HEBREW = /[\u0590-\u05FF]/;

/** Catalogue texts whose Hebrew stays in Latin letters, and why. */
const LATIN = new Map<string, string>([
  // The html field holds HTML code; editors know the term, and Hebrew has no other word for it.
  ['HTML', 'technical term'],
  ['html', 'technical term (content type option)'],
  // Header sizes, as the design system names them.
  ...['xs', 's', 'm', 'l', 'xl'].map((size) => [size, 'design-system size'] as const),
  // Heading tags, as HTML and every CMS name them.
  ...['H1', 'H2', 'H3', 'H4', 'H5', 'H6'].map((tag) => [tag, 'HTML heading tag'] as const),
  // Counts (items per row, blocks per row).
  ...['1', '2', '3', '4'].map((count) => [count, 'a number'] as const),
  // The market variant code of the stock locator (Middle East and North Africa), as the spec names it.
  ['mena', 'market code'],
]);

/** The text is Hebrew, or one of the explicit Latin terms above and left as the catalogue wrote it. */
function expectHebrew(hebrew: string | undefined, english: string, what: string) {
  if (LATIN.has(english)) {
    expect(hebrew, what).toBe(english === 'html' ? 'HTML' : english);
    return;
  }
  expect(hebrew, what).toMatch(HEBREW);
}

const fieldsOf = (fields: readonly Field[]) =>
  fields.filter((field) => field.field_type !== 'Separator' || field.label !== '');

describe('the catalogue in Hebrew', () => {
  it('covers 68 templates and seven groups', () => {
    expect(templates).toHaveLength(68);
    expect(TEMPLATE_GROUPS).toHaveLength(7);
  });

  it.each(templates.map((template) => [template.key, template] as const))('%s', (key, template) => {
    expectHebrew(templateName(template, 'he'), template.name, `${key}: name`);
    expectHebrew(templateDescription(template, 'he'), template.short_description, `${key}: description`);
    expect(templateName(template, 'en')).toBe(template.name);
    expect(templateDescription(template, 'en')).toBe(template.short_description);

    for (const field of fieldsOf([...template.fields, ...template.field_groups_template])) {
      const english = field.label || field.symbol;
      expectHebrew(fieldLabel(key, field, 'he'), english, `${key}/${field.symbol}: label "${english}"`);
      expect(fieldLabel(key, field, 'en')).toBe(english);

      const tooltip = field.attrs?.tooltip;
      if (tooltip !== undefined) {
        expectHebrew(fieldTooltip(key, field, 'he'), tooltip, `${key}/${field.symbol}: tooltip "${tooltip}"`);
        expect(fieldTooltip(key, field, 'en')).toBe(tooltip);
      } else {
        expect(fieldTooltip(key, field, 'he')).toBeUndefined();
      }

      if (field.field_type === 'Select') {
        for (const option of field.attrs.options) {
          expectHebrew(optionLabel(option, 'he'), option.label, `${key}/${field.symbol}: option "${option.label}"`);
          expect(optionLabel(option, 'en')).toBe(option.label);
        }
      }
    }
  });

  it.each(TEMPLATE_GROUPS.map((group) => [group]))('group %s', (group) => {
    expect(groupName(group, 'he')).toMatch(HEBREW);
    expect(groupName(group, 'en')).toBe(group);
  });

  it('keeps no stale keys: every Hebrew entry translates a text the catalogue has', () => {
    const fields = templates.flatMap((template) => [...template.fields, ...template.field_groups_template]);
    const symbols = new Set(fields.map((field) => field.symbol));
    const tooltips = new Set(fields.flatMap((field) => (field.attrs?.tooltip === undefined ? [] : [field.attrs.tooltip])));
    const options = new Set(fields.flatMap((field) => (field.field_type === 'Select' ? field.attrs.options.map((option) => option.label) : [])));
    const keys = new Set<string>(templates.map((template) => template.key));
    expect(Object.keys(FIELD_LABELS).filter((symbol) => !symbols.has(symbol))).toEqual([]);
    expect(Object.keys(FIELD_TOOLTIPS).filter((tooltip) => !tooltips.has(tooltip))).toEqual([]);
    expect(Object.keys(OPTION_LABELS).filter((label) => !options.has(label))).toEqual([]);
    expect(Object.keys(TEMPLATE_NAMES).filter((key) => !keys.has(key))).toEqual([]);
    expect(Object.keys(TEMPLATE_DESCRIPTIONS).filter((key) => !keys.has(key))).toEqual([]);
  });

  it('prefers a template’s own label, and falls back to the English text for what it does not know', () => {
    const image = templates.find((template) => template.key === 'hero-title-banner')!.fields.find((field) => field.symbol === 'image')!;
    expect(fieldLabel('hero-title-banner', image, 'he')).toBe('תמונה (rdx-image)');
    expect(fieldLabel('hero-banner', image, 'he')).toBe('תמונה');
    expect(fieldLabel('x', { symbol: 'no_such_field', label: 'No such field' }, 'he')).toBe('No such field');
    expect(fieldLabel('x', { symbol: 'no_label', label: '' }, 'en')).toBe('no_label');
    expect(fieldTooltip('x', { attrs: { tooltip: 'Unknown help.' } }, 'he')).toBe('Unknown help.');
    expect(optionLabel({ label: 'Unknown', value: 'unknown' }, 'he')).toBe('Unknown');
    expect(optionLabel({ label: '', value: 'bare' }, 'en')).toBe('bare');
    const unknown = { key: 'no-such-template', name: 'No such template', short_description: 'Nothing.' };
    expect([templateName(unknown, 'he'), templateDescription(unknown, 'he')]).toEqual(['No such template', 'Nothing.']);
    expect(groupName('Unknown group', 'he')).toBe('Unknown group');
    // Keys that are Object.prototype's own names are not translations.
    expect(fieldLabel('x', { symbol: 'constructor', label: 'Constructor' }, 'he')).toBe('Constructor');
  });
});
