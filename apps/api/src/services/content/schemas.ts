import { type TSchema, Type } from 'typebox';
import { METAHEAD_LANGUAGES, PAGE_TYPES } from '../../db/schema.js';

export const LOCALES = ['he', 'en'] as const;

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const strict = { additionalProperties: false } as const;

export const SettingsQuery = Type.Object({
  namespace: Type.Optional(
    Type.String({
      pattern: '^[a-z0-9_-]+$',
      maxLength: 100,
      description: 'Keep only keys whose first dot segment equals this, e.g. `price`.',
    }),
  ),
});

export const SettingsResponse = Type.Object(
  {
    data: Type.Array(
      Type.Object(
        {
          id: Type.String({ examples: ['12'] }),
          type: Type.Literal('settings'),
          attributes: Type.Object(
            {
              key: Type.String({ examples: ['meta.title_divider'] }),
              value: Type.String({ description: 'Always a string; structured values are JSON text.' }),
            },
            strict,
          ),
        },
        strict,
      ),
    ),
  },
  { ...strict, description: 'Settings sorted by key, as JSON:API resources.' },
);

export const PageParams = Type.Object({
  '*': Type.String({
    maxLength: 2048,
    description: "Page path without the leading slash; '' is the home page. Percent-encoding is decoded.",
  }),
});

export const PageQuery = Type.Object({
  // Optional for the client; validation fills in the default, so handlers always see a locale.
  locale: Type.Optional(Type.Enum([...LOCALES], { default: 'he', description: 'Content locale.' })),
});

const Page = Type.Object(
  {
    id: Type.Integer(),
    locale: Type.String(),
    path: Type.String({ examples: ['/models/defender'] }),
    page_type: Type.Enum([...PAGE_TYPES]),
    title: Nullable(Type.String()),
    meta_title: Nullable(Type.String()),
    meta_description: Nullable(Type.String()),
    canonical_url: Nullable(Type.String()),
    external_meta_image: Nullable(Type.String()),
    image_id: Nullable(Type.Integer()),
    disable_seo_tracking: Type.Boolean(),
    updated_at: Type.String({ format: 'date-time' }),
  },
  strict,
);

/** Block content belongs to its template; the API stores and returns it as given. */
const FreeForm = Type.Object({}, { additionalProperties: true });

const Block = Type.Object(
  {
    id: Type.Integer(),
    template: Type.String({ examples: ['hero-title-banner'] }),
    sequence: Type.Integer(),
    fields: FreeForm,
    groups: Type.Array(FreeForm),
  },
  strict,
);

const Metahead = Type.Object(
  {
    id: Type.Integer(),
    page_id: Nullable(Type.Integer({ description: 'Null for snippets that apply to every page.' })),
    content: Nullable(Type.String()),
    language: Nullable(Type.Enum([...METAHEAD_LANGUAGES])),
    sequence: Nullable(Type.Integer()),
    in_body: Nullable(Type.Boolean()),
    reload_on_each_page: Nullable(Type.Boolean()),
  },
  strict,
);

export const PageResponse = Type.Object(
  {
    data: Type.Object(
      {
        page: Page,
        blocks: Type.Array(Block),
        metaheads: Type.Array(Metahead),
        alternates: Type.Array(Type.Object({ locale: Type.String(), path: Type.String() }, strict), {
          description: 'The same path published in other locales (for hreflang).',
        }),
      },
      strict,
    ),
  },
  {
    ...strict,
    description: 'The page, its blocks by sequence, and its own plus the global metaheads by sequence.',
  },
);
