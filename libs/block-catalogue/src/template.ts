import { key } from './fields/builders';
import type { Field, StringField } from './fields/types';

/** B§3.1 template groups, in the order the editor lists them. */
export const TEMPLATE_GROUPS = [
  'Content',
  'Advanced',
  'Other',
  'Specials',
  'Hero',
  'Stock Locator',
  'New Blocks Versions',
] as const;
export type TemplateGroup = (typeof TEMPLATE_GROUPS)[number];

/** Where the block renders: in the page's flow, or floating over it (the ready-to-go bar). */
export const TEMPLATE_AREAS = ['main', 'floating'] as const;
export type TemplateArea = (typeof TEMPLATE_AREAS)[number];

/** What a group file writes for one template; the group and list order come from its position. */
export interface TemplateDefinition {
  readonly key: string;
  readonly name: string;
  readonly description: string;
  readonly short_description: string;
  readonly fields: readonly Field[];
  readonly field_groups_template?: readonly Field[];
  /** B§9 group maximum, where the spec sets one. */
  readonly max_field_groups?: number;
  readonly hidden?: boolean;
  readonly area?: TemplateArea;
  /** The block reads data from outside the CMS (an API, a feed, a file URL). */
  readonly external_block?: boolean;
  /** In-page navigation only: the one block without a scroll anchor (B§3.1). */
  readonly without_scroll_id?: true;
}

/** A block template as the catalogue and the API expose it (B§3.1). */
export interface BlockTemplate<K extends string = string> {
  readonly key: K;
  readonly name: string;
  readonly description: string;
  readonly short_description: string;
  readonly group: TemplateGroup;
  /** Order inside the group in the editor's block picker, ascending. */
  readonly list_priority: number;
  /** No thumbnails are drawn yet; the editor shows the name. */
  readonly thumbnail_url: string | null;
  /** Hidden from the editor's block picker (existing instances still render). */
  readonly hidden: boolean;
  /** The name of the component that renders the block: the key in PascalCase. */
  readonly template: string;
  readonly area: TemplateArea;
  readonly external_block: boolean;
  readonly max_field_groups?: number;
  /** Block-level fields; block_scroll_id first everywhere but in-page navigation. */
  readonly fields: readonly Field[];
  /** The fields of each repeatable group item; empty when the block has no groups. */
  readonly field_groups_template: readonly Field[];
}

/** Prefix added to description of templates the spec does not detail, so editors and reviewers see it. */
export const NOT_SHOWN = 'Not detailed in the spec; a first-class field set.';

/** The anchor that in-page navigation scrolls to; added first to every block but one (B§3.1). */
export const blockScrollId: StringField = key('block_scroll_id', '', {
  label: 'Block scroll id',
  tooltip: 'Anchor for in-page navigation links: letters, digits, - and _.',
});

export function withScrollId(definition: TemplateDefinition): readonly Field[] {
  return definition.without_scroll_id ? definition.fields : [blockScrollId, ...definition.fields];
}

const pascalCase = (kebab: string) =>
  kebab
    .split('-')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');

/** Turns one group's definitions into templates: group, list order, scroll anchor and defaults. */
export function defineGroup<const D extends readonly TemplateDefinition[]>(
  group: TemplateGroup,
  definitions: D,
): readonly BlockTemplate<D[number]['key']>[] {
  return definitions.map((definition, index) => ({
    key: definition.key,
    name: definition.name,
    description: definition.description,
    short_description: definition.short_description,
    group,
    list_priority: (index + 1) * 10,
    thumbnail_url: null,
    hidden: definition.hidden ?? false,
    template: pascalCase(definition.key),
    area: definition.area ?? 'main',
    external_block: definition.external_block ?? false,
    ...(definition.max_field_groups === undefined ? {} : { max_field_groups: definition.max_field_groups }),
    fields: withScrollId(definition),
    field_groups_template: definition.field_groups_template ?? [],
  }));
}
