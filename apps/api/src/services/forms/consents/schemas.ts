import { type TSchema, Type } from 'typebox';
import { Line, PagingQuery, SortQuery } from '../../../http/back-office.js';
import { IsoInstant, Locale, strict } from '../forms.schemas.js';

/**
 * Proof of consent (issue 12): the choices the site records and the back office reads. The lists mirror
 * libs/consent (CONSENT_SCOPES, CONSENT_STATUSES, CONSENT_STRATEGY_KINDS) and the table's CHECK
 * constraints; the API does not import the browser's domain lib, so they are written out here.
 */

export const CONSENT_ACTIONS = ['accept_all', 'reject_all', 'save_selected', 'withdraw', 'vendor'] as const;
export const CONSENT_STATUSES = ['pending', 'accepted', 'rejected', 'unknown'] as const;
/** In the order libs/consent lists them; stored scopes follow it. */
export const CONSENT_SCOPES = ['obligatory', 'optional', 'statistic', 'marketing', 'unclassified'] as const;
export const CONSENT_STRATEGIES = ['basic', 'none', 'onetrust', 'cookie-information', 'cookiebot', 'usercentrics'] as const;

export type ConsentAction = (typeof CONSENT_ACTIONS)[number];
export type ConsentStatus = (typeof CONSENT_STATUSES)[number];
export type ConsentScope = (typeof CONSENT_SCOPES)[number];

/** Longest page path and user agent kept; a longer user agent is cut, a longer path refused. */
export const PAGE_PATH_MAX = 512;
export const USER_AGENT_MAX = 512;

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const Uuid = (description: string) => Type.String({ format: 'uuid', description, examples: ['3f2b8f4e-7c1a-4a4e-9a57-0c5d2f1e8b11'] });

export const ConsentBody = Type.Object(
  {
    consent_id: Uuid('The visitor\'s consent id: a UUID the site generates on the first choice and keeps in a first-party cookie.'),
    action: Type.Enum(CONSENT_ACTIONS, { description: 'What the visitor did; `vendor` is a choice made in a vendor\'s dialog.' }),
    strategy: Type.Enum(CONSENT_STRATEGIES, { description: 'The consent strategy the site ran.' }),
    status: Type.Enum(CONSENT_STATUSES, { description: 'The consent status after the choice (pending after a withdrawal).' }),
    scopes: Type.Array(Type.Enum(CONSENT_SCOPES), {
      uniqueItems: true,
      maxItems: CONSENT_SCOPES.length,
      description: 'The scopes the choice grants; `obligatory` is always stored, sent or not.',
    }),
    policy_version: Line({ minLength: 1, maxLength: 64, description: 'The version of the cookie policy the choice was made under.', examples: ['2026-11'] }),
    locale: Type.Optional(Locale),
    page_path: Type.Optional(
      Type.String({
        maxLength: PAGE_PATH_MAX,
        pattern: '^/[^\\s\\u0000-\\u001f\\u007f]*$',
        description: 'The page the choice was made on; its query and fragment are dropped before it is stored.',
        examples: ['/models/defender'],
      }),
    ),
  },
  strict,
);

export const ConsentCreated = Type.Object(
  { id: Type.Integer(), consent_id: Type.String(), created_at: Type.String({ format: 'date-time' }) },
  strict,
);

export const ConsentRecordOut = Type.Object(
  {
    id: Type.Integer(),
    consent_id: Type.String(),
    action: Type.Enum(CONSENT_ACTIONS),
    strategy: Type.String(),
    status: Type.Enum(CONSENT_STATUSES),
    scopes: Type.Array(Type.String()),
    policy_version: Type.String(),
    locale: Nullable(Type.String()),
    page_path: Nullable(Type.String()),
    user_agent: Nullable(Type.String()),
    ip_truncated: Nullable(Type.String({ description: 'IPv4 /24 (`203.0.113.0`) or IPv6 /48 (`2001:db8:1::`).' })),
    created_at: Type.String({ format: 'date-time' }),
  },
  strict,
);

export const CONSENT_SORTS = ['created_at', '-created_at'] as const;
export type ConsentSort = (typeof CONSENT_SORTS)[number];

/** The list's and the export's filters (the back office's `filter[…]` shape, ADR 019). Dates are UTC days. */
export const ConsentFilterQuery = {
  sort: SortQuery(['created_at'], '-created_at'),
  'filter[created_at_gteq]': IsoInstant('Recorded at or after this instant; a bare date is that day from 00:00 UTC.'),
  'filter[created_at_lteq]': IsoInstant('Recorded at or before this instant; a bare date includes that whole day (UTC).'),
  'filter[consent_id]': Type.Optional(Line({ maxLength: 64, description: 'One visitor\'s consent id (exact, any case).' })),
  'filter[action]': Type.Optional(Type.Enum(CONSENT_ACTIONS)),
  'filter[scope]': Type.Optional(Type.Enum(CONSENT_SCOPES, { description: 'Records whose choice granted this scope.' })),
  'filter[status]': Type.Optional(Type.Enum(CONSENT_STATUSES)),
};

export const ConsentListQuery = Type.Object({ ...PagingQuery, ...ConsentFilterQuery }, strict);
export const ConsentExportQuery = Type.Object(ConsentFilterQuery, strict);
