import { type TSchema, Type } from 'typebox';
import {
  BLOCK_POSITIONS,
  LINK_TYPES,
  METAHEAD_CONSENT_SCOPES,
  METAHEAD_LANGUAGES,
  PAGE_KINDS,
  PAGE_TYPES,
} from '../../db/schema.js';

export const LOCALES = ['he', 'en', 'ar', 'ru'] as const;

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const strict = { additionalProperties: false } as const;

/** Issue 12, prior blocking: what the site waits for before it runs a script or HTML metahead. */
const MetaheadConsentScope = Type.Enum([...METAHEAD_CONSENT_SCOPES], {
  description:
    'The cookie consent scope the visitor must grant before the snippet runs; only `obligatory` ones are server-rendered. CSS is never blocked. Default `unclassified` (runs only on "accept all").',
  examples: ['statistic'],
});

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
    // No control characters: no page path has one, and PostgreSQL text cannot hold NUL at all.
    pattern: '^[^\\u0000-\\u001f\\u007f]*$',
    description: "Page path without the leading slash; '' is the home page. Percent-encoding is decoded.",
  }),
});

export const PageQuery = Type.Object({
  // Optional for the client; validation fills in the default, so handlers always see a locale.
  locale: Type.Optional(Type.Enum([...LOCALES], { default: 'he', description: 'Content locale.' })),
  position: Type.Optional(
    Type.Enum([...BLOCK_POSITIONS], {
      description: 'Serve only the blocks active at this position; by default every block active somewhere.',
    }),
  ),
});

/** Documents the optional preview token (B§6); any other bearer token is ignored, not refused. */
export const PreviewHeaders = Type.Object({
  authorization: Type.Optional(
    Type.String({
      maxLength: 1024,
      description: 'Bearer preview token: lets an editor see a disabled page.',
      examples: ['Bearer eyJ2IjoxLCJleHAiOjE4MDAwMDAwMDB9.c2lnbmF0dXJl'],
    }),
  ),
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
    disabled: Type.Boolean({ description: 'True only when a preview token let a disabled page through.' }),
    type: Type.Enum([...PAGE_KINDS], { description: '`url_redirection`: the site redirects to `to`.' }),
    to: Nullable(Type.String({ description: 'Where a url_redirection leads (its redirect_path); else null.' })),
    http_code: Nullable(
      Type.Union(
        [Type.Literal(301), Type.Literal(302), Type.Literal(303), Type.Literal(307), Type.Literal(308)],
        { description: 'The redirect status (default 301); null unless url_redirection.' },
      ),
    ),
    redirect_path: Nullable(Type.String({ examples: ['/models/range-rover'] })),
    link_type: Nullable(Type.Enum([...LINK_TYPES], { description: 'What `to` is; null unless url_redirection.' })),
    link_new_window: Nullable(
      Type.Boolean({ description: 'Links to this redirection open in a new tab (B§9); null unless url_redirection.' }),
    ),
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
    active_positions: Type.Array(Type.Enum([...BLOCK_POSITIONS]), {
      description: 'Where the block shows; never empty here, since a block active nowhere is not served.',
    }),
  },
  strict,
);

export const Metahead = Type.Object(
  {
    id: Type.Integer(),
    page_id: Nullable(Type.Integer({ description: 'Null for snippets that apply to every page.' })),
    content: Nullable(Type.String()),
    language: Nullable(Type.Enum([...METAHEAD_LANGUAGES])),
    sequence: Nullable(Type.Integer()),
    in_body: Nullable(Type.Boolean()),
    reload_on_each_page: Nullable(Type.Boolean()),
    consent_scope: MetaheadConsentScope,
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

export const MetaheadsQuery = Type.Object({
  'q[page_id_equal_or_null]': Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: 2147483647,
      description: "The global metaheads plus this page's; without it, only the global ones.",
    }),
  ),
});

export const MetaheadsResponse = Type.Object(
  {
    data: Type.Array(
      Type.Object(
        {
          id: Type.String({ examples: ['4'] }),
          type: Type.Literal('metaheads'),
          attributes: Type.Object(
            {
              page_id: Nullable(Type.Integer({ description: 'Null for snippets that apply to every page.' })),
              content: Nullable(Type.String()),
              language: Nullable(Type.Enum([...METAHEAD_LANGUAGES])),
              sequence: Nullable(Type.Integer()),
              in_body: Nullable(Type.Boolean()),
              reload_on_each_page: Nullable(Type.Boolean()),
              consent_scope: MetaheadConsentScope,
            },
            strict,
          ),
        },
        strict,
      ),
    ),
  },
  { ...strict, description: 'Metaheads by sequence (unsequenced last), as JSON:API resources.' },
);
