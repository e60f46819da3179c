// The catalogue's words in the editor's language: field labels and tooltips, select option labels,
// template names, short descriptions and groups. English is the catalogue's own text; Hebrew comes
// from catalogue.he.ts and falls back to the English text where a key is missing.
import type { BlockTemplate, Field, SelectOption, TemplateGroup } from '@lux/block-catalogue';
import {
  FIELD_LABELS,
  FIELD_TOOLTIPS,
  GROUP_NAMES,
  OPTION_LABELS,
  TEMPLATE_DESCRIPTIONS,
  TEMPLATE_FIELD_LABELS,
  TEMPLATE_NAMES,
} from './catalogue.he';
import type { EditorLocale } from './strings';

/** The template parts the picker and cards show; a whole `BlockTemplate` fits. */
export type TemplateText = Pick<BlockTemplate, 'key' | 'name' | 'short_description'>;

const lookup = (table: Readonly<Record<string, string>>, key: string): string | undefined =>
  Object.prototype.hasOwnProperty.call(table, key) ? table[key] : undefined;

/** A field's label: a template's own label first (`templateKey/symbol`), then the symbol's. */
export function fieldLabel(templateKey: string, field: Pick<Field, 'symbol' | 'label'>, locale: EditorLocale): string {
  const english = field.label || field.symbol;
  if (locale !== 'he') return english;
  return lookup(TEMPLATE_FIELD_LABELS, `${templateKey}/${field.symbol}`) ?? lookup(FIELD_LABELS, field.symbol) ?? english;
}

/** A field's tooltip (its help text), or undefined when it has none. Hebrew is keyed by the English text. */
export function fieldTooltip(
  _templateKey: string,
  field: { readonly attrs?: { readonly tooltip?: string } },
  locale: EditorLocale,
): string | undefined {
  const english = field.attrs?.tooltip;
  if (english === undefined || locale !== 'he') return english;
  return lookup(FIELD_TOOLTIPS, english) ?? english;
}

/** A select option's label (the value stays as stored); an option without a label shows its value. */
export function optionLabel(option: SelectOption, locale: EditorLocale): string {
  const english = option.label || option.value;
  if (locale !== 'he') return english;
  return lookup(OPTION_LABELS, english) ?? english;
}

export function templateName(template: TemplateText, locale: EditorLocale): string {
  return locale === 'he' ? (lookup(TEMPLATE_NAMES, template.key) ?? template.name) : template.name;
}

/** The template's short description, as the block picker and cards show it. */
export function templateDescription(template: TemplateText, locale: EditorLocale): string {
  return locale === 'he'
    ? (lookup(TEMPLATE_DESCRIPTIONS, template.key) ?? template.short_description)
    : template.short_description;
}

/** A B§3.1 template group (`TemplateGroup`); a group the table does not know shows as it came. */
export function groupName(group: TemplateGroup | (string & {}), locale: EditorLocale): string {
  return locale === 'he' ? (lookup(GROUP_NAMES, group) ?? group) : group;
}
