import { FIELD_TYPES, MARKDOWN_LANGUAGES, TEMPLATE_AREAS, TEMPLATE_GROUPS } from '@lux/block-catalogue';
import { Type } from 'typebox';

const strict = { additionalProperties: false } as const;

export const TemplatesQuery = Type.Object({
  group: Type.Optional(
    Type.Enum([...TEMPLATE_GROUPS], { description: 'Keep only the templates of this group, e.g. `Hero`.' }),
  ),
});

export const TemplateParams = Type.Object({
  key: Type.String({
    pattern: '^[a-z0-9]+(-[a-z0-9]+)*$',
    maxLength: 100,
    description: 'Template key (kebab-case), e.g. `hero-title-banner`.',
    examples: ['hero-title-banner'],
  }),
});

const SelectOption = Type.Object({ label: Type.String(), value: Type.String() }, strict);

const FieldAttrs = Type.Object(
  {
    options: Type.Optional(Type.Array(SelectOption, { description: 'Select: the choices.' })),
    language: Type.Optional(Type.Enum([...MARKDOWN_LANGUAGES], { description: 'Markdown: html or json.' })),
    sizes: Type.Optional(
      Type.Array(Type.String({ examples: ['1600x900'] }), { description: 'Image: sizes cut.' }),
    ),
    withAlt: Type.Optional(Type.Boolean({ description: 'Image: the editor asks for alt text.' })),
    tooltip: Type.Optional(Type.String()),
  },
  strict,
);

const TemplateField = Type.Object(
  {
    label: Type.String(),
    symbol: Type.String({ examples: ['heading'] }),
    field_type: Type.Enum([...FIELD_TYPES]),
    value: Type.Unknown({
      description:
        'The default: a string, boolean, number, link, image or list by field type; JSON fields hold JSON text; null when unset.',
    }),
    attrs: Type.Optional(FieldAttrs),
    contentful: Type.Optional(Type.Boolean({ description: 'Translatable text.' })),
  },
  strict,
);

const TemplateResource = Type.Object(
  {
    id: Type.String({ examples: ['hero-title-banner'], description: 'The template key.' }),
    type: Type.Literal('template'),
    attributes: Type.Object(
      {
        key: Type.String(),
        name: Type.String(),
        description: Type.String(),
        short_description: Type.String(),
        group: Type.Enum([...TEMPLATE_GROUPS]),
        list_priority: Type.Integer({ description: 'Order inside the group, ascending.' }),
        thumbnail_url: Type.Union([Type.String(), Type.Null()]),
        hidden: Type.Boolean(),
        template: Type.String({ description: 'The rendering component.', examples: ['HeroTitleBanner'] }),
        area: Type.Enum([...TEMPLATE_AREAS]),
        external_block: Type.Boolean({ description: 'Reads data from outside the CMS.' }),
        max_field_groups: Type.Optional(
          Type.Integer({ minimum: 0, description: 'Most group items allowed.' }),
        ),
      },
      strict,
    ),
    fields: Type.Array(TemplateField, { description: 'Block-level fields.' }),
    field_groups_template: Type.Array(TemplateField, {
      description: 'Fields of each repeatable group item.',
    }),
  },
  strict,
);

export const TemplatesResponse = Type.Object(
  { data: Type.Array(TemplateResource) },
  { ...strict, description: 'Block templates by group and list priority, as JSON:API resources.' },
);

export const TemplateResponse = Type.Object(
  { data: TemplateResource },
  { ...strict, description: 'One block template with its fields and group fields.' },
);
