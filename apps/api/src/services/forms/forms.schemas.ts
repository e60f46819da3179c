import { type Static, type TSchema, Type } from 'typebox';
import { OUTBOX_DESTINATIONS, OUTBOX_STATUSES } from '../../db/schema.js';
import { ExpectedUpdatedAt, Line, Text } from '../../http/back-office.js';

/**
 * Schemas of the forms and leads routes (B§3.5, B§7). Settings are stored as jsonb; these shapes are the
 * contract, so a stored setting always has every key (defaults fill the gaps on the way in).
 */

export const strict = { additionalProperties: false } as const;
const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/**
 * 1 to 2147483647 written as plain decimal digits. A string on purpose: an integer schema would coerce
 * `1e3`, ` 7` or `0x10` into a number and accept them.
 */
const INT4 =
  '^(?:[1-9][0-9]{0,8}|1[0-9]{9}|20[0-9]{8}|21[0-3][0-9]{7}|214[0-6][0-9]{6}|2147[0-3][0-9]{5}|21474[0-7][0-9]{4}|214748[0-2][0-9]{3}|2147483[0-5][0-9]{2}|21474836[0-3][0-9]|214748364[0-7])$';
const IdText = (description: string) => Type.String({ pattern: INT4, maxLength: 10, examples: ['1'], description });

export const FormParams = Type.Object({ id: IdText('Form id: a positive integer.') }, strict);
export const LeadParams = Type.Object(
  { id: IdText('Form id: a positive integer.'), leadId: IdText('Lead id: a positive integer.') },
  strict,
);
export const NoQuery = Type.Object({}, strict);

export const LOCALES = ['he', 'en'] as const;
export const Locale = Type.Enum(LOCALES);

const Email = Type.String({ format: 'email', maxLength: 254 });
/** A site path (`/thank-you`) or an https address; empty for none. */
const RedirectUrl = (description: string) =>
  Type.String({ maxLength: 2000, pattern: '^(|/(?!/)[^\\s]*|https://[^\\s]+)$', description });

export const ThankYou = Type.Object(
  {
    title: Type.Optional(Line({ maxLength: 200, description: 'Heading after a successful submit (Hebrew).' })),
    title_en: Type.Optional(Line({ maxLength: 200 })),
    message: Type.Optional(Text({ maxLength: 2000 })),
    message_en: Type.Optional(Text({ maxLength: 2000 })),
    redirect_url: Type.Optional(RedirectUrl('Send the visitor here instead of showing the message.')),
  },
  { ...strict, description: 'What the visitor sees after submitting (public).' },
);
export const Notifications = Type.Object(
  {
    recipients: Type.Optional(Type.Array(Email, { maxItems: 20, description: 'Staff who get an e-mail for every lead.' })),
    subject: Type.Optional(Line({ maxLength: 200 })),
  },
  strict,
);
export const Confirmations = Type.Object(
  {
    enabled: Type.Optional(Type.Boolean({ description: "E-mail the visitor a confirmation when the lead has an e-mail field's value." })),
    subject: Type.Optional(Line({ maxLength: 200 })),
    subject_en: Type.Optional(Line({ maxLength: 200 })),
    body: Type.Optional(Text({ maxLength: 10_000 })),
    body_en: Type.Optional(Text({ maxLength: 10_000 })),
  },
  strict,
);
export const Integrations = Type.Object(
  {
    crm: Type.Optional(
      Type.Object(
        {
          enabled: Type.Optional(Type.Boolean()),
          system: Type.Optional(Type.String({ pattern: '^[a-z0-9_-]{1,40}$', description: 'Which CRM the pipeline sends leads to.' })),
        },
        strict,
      ),
    ),
  },
  strict,
);

const Definition = Type.Record(Type.String(), Type.Unknown(), {
  description: 'Fields, rules, hidden fields and layout (libs/forms-client FormDefinition); checked with validateFormDefinition.',
});

const FormFields = {
  name: Line({ minLength: 1, maxLength: 200, description: 'Name in the back office.' }),
  type: Type.Optional(Type.String({ pattern: '^[a-z][a-z0-9_]{0,39}$', examples: ['contact', 'test_drive'], default: 'contact' })),
  locale: Type.Optional(Locale),
  definition: Definition,
  thank_you: Type.Optional(ThankYou),
  notifications: Type.Optional(Notifications),
  confirmations: Type.Optional(Confirmations),
  integrations: Type.Optional(Integrations),
};
export const FormBody = Type.Object(FormFields, strict);
export const FormUpdateBody = Type.Object({ ...FormFields, expected_updated_at: ExpectedUpdatedAt }, strict);
export type FormInput = Static<typeof FormBody>;

/** The settings with every key present, as stored and as answered. */
export const ThankYouOut = Type.Object(
  { title: Type.String(), title_en: Type.String(), message: Type.String(), message_en: Type.String(), redirect_url: Type.String() },
  strict,
);
export const NotificationsOut = Type.Object({ recipients: Type.Array(Type.String()), subject: Type.String() }, strict);
export const ConfirmationsOut = Type.Object(
  { enabled: Type.Boolean(), subject: Type.String(), subject_en: Type.String(), body: Type.String(), body_en: Type.String() },
  strict,
);
export const IntegrationsOut = Type.Object(
  { crm: Type.Object({ enabled: Type.Boolean(), system: Type.String() }, strict) },
  strict,
);
export type ThankYouSetting = Static<typeof ThankYouOut>;
export type NotificationsSetting = Static<typeof NotificationsOut>;
export type ConfirmationsSetting = Static<typeof ConfirmationsOut>;
export type IntegrationsSetting = Static<typeof IntegrationsOut>;

/** A visitor (anyone) gets the first five; editors and admins the whole record. */
export const FormOut = Type.Object(
  {
    id: Type.Integer(),
    type: Type.String(),
    locale: Type.String(),
    definition: Type.Record(Type.String(), Type.Unknown()),
    thank_you: ThankYouOut,
    name: Type.Optional(Type.String()),
    notifications: Type.Optional(NotificationsOut),
    confirmations: Type.Optional(ConfirmationsOut),
    integrations: Type.Optional(IntegrationsOut),
    created_at: Type.Optional(Type.String({ format: 'date-time' })),
    updated_at: Type.Optional(Type.String({ format: 'date-time' })),
    captcha: Type.Optional(
      Type.Object({ site_key: Type.String() }, { ...strict, description: 'Present when leads need a reCAPTCHA token: render it with this key.' }),
    ),
  },
  { ...strict, description: 'Visitors get id, type, locale, definition and thank_you; editors and admins every field.' },
);

export const FormSummary = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    type: Type.String(),
    locale: Type.String(),
    crm_enabled: Type.Boolean(),
    leads: Type.Integer({ description: 'Leads stored for this form.' }),
    created_at: Type.String({ format: 'date-time' }),
    updated_at: Type.String({ format: 'date-time' }),
  },
  strict,
);

/** The file `GET /forms/{id}/export` answers (as `data`) and `POST /forms/import` takes. No leads. */
export const FormExport = Type.Object(
  {
    format: Type.Literal('lux-form'),
    version: Type.Literal(1),
    form: Type.Object(
      {
        name: FormFields.name,
        type: FormFields.type,
        locale: FormFields.locale,
        definition: Definition,
        thank_you: Type.Optional(ThankYou),
        notifications: Type.Optional(Notifications),
        confirmations: Type.Optional(Confirmations),
        integrations: Type.Optional(Integrations),
      },
      strict,
    ),
  },
  strict,
);

// Leads

export const Destination = Type.Enum(OUTBOX_DESTINATIONS);
export const OutboxStatus = Type.Enum(OUTBOX_STATUSES);

export const LeadBody = Type.Object(
  {
    data: Type.Record(Type.String({ maxLength: 100 }), Type.Unknown(), {
      description: "The visitor's answers by field id; checked against the form's definition.",
    }),
    idempotency_key: Type.String({ format: 'uuid', description: 'A fresh UUID per submit; a retry with the same one finds the first lead.' }),
    locale: Type.Optional(Locale),
    source_url: Type.Optional(Type.String({ maxLength: 2000, pattern: '^https?://[^\\s\\u0000]+$' })),
    'g-recaptcha-response': Type.Optional(
      Type.String({ maxLength: 4000, description: 'The reCAPTCHA token; required when the form read carries `captcha`.' }),
    ),
    phone_verification_token: Type.Optional(
      Type.String({ maxLength: 1000, description: 'From POST /twilio/check_verification; required when a tel field has `verify: true`.' }),
    ),
    website: Type.Optional(
      Type.String({ maxLength: 500, description: 'Honeypot: hidden from people. Filled in → 202 and nothing is stored.' }),
    ),
  },
  strict,
);

export const LeadCreated = Type.Object(
  {
    id: Nullable(Type.Integer({ description: 'Null only when the submission was dropped as spam (202).' })),
    created_at: Type.String({ format: 'date-time' }),
    thank_you: ThankYouOut,
  },
  strict,
);

export const LeadIntegrationSummary = Type.Object(
  { destination: Destination, status: OutboxStatus, attempts: Type.Integer(), last_error: Nullable(Type.String()) },
  strict,
);

export const LeadOut = Type.Object(
  {
    id: Type.Integer(),
    form_id: Type.Integer(),
    created_at: Type.String({ format: 'date-time' }),
    locale: Type.String(),
    source_url: Nullable(Type.String()),
    data: Type.Record(Type.String(), Type.Unknown()),
    integrations: Type.Array(LeadIntegrationSummary),
  },
  strict,
);

export const Delivery = Type.Object(
  {
    attempt: Type.Integer(),
    at: Type.String({ format: 'date-time' }),
    ok: Type.Boolean(),
    status_code: Nullable(Type.Integer()),
    detail: Type.String(),
  },
  strict,
);

export const OutboxOut = Type.Object(
  {
    id: Type.Integer(),
    destination: Destination,
    status: OutboxStatus,
    attempts: Type.Integer(),
    next_attempt_at: Type.String({ format: 'date-time' }),
    last_error: Nullable(Type.String()),
    delivered_at: Nullable(Type.String({ format: 'date-time' })),
    idempotency_key: Type.String(),
    deliveries: Type.Array(Delivery),
  },
  strict,
);

/** A date (`2025-01-31`) or a date-time with an offset; a bare date means midnight UTC. */
export const IsoInstant = (description: string) =>
  Type.Optional(
    Type.String({
      pattern: '^\\d{4}-\\d{2}-\\d{2}(T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,6})?)?(Z|[+-]\\d{2}:\\d{2}))?$',
      maxLength: 40,
      description,
      examples: ['2025-01-31', '2025-01-31T12:00:00Z'],
    }),
  );

/**
 * The instant of a filter value: undefined when absent, null when not a real date (2025-02-30). A bare
 * date as an upper bound means the end of that day, so `created_at_lteq=2025-01-31` includes the 31st.
 */
export function instant(value: string | undefined, endOfDay: boolean): Date | null | undefined {
  if (value === undefined) return undefined;
  const day = value.slice(0, 10);
  // JavaScript rolls 2025-02-30 over into March; a real day survives the round trip.
  const midnight = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(midnight.getTime()) || midnight.toISOString().slice(0, 10) !== day) return null;
  const bare = value.length === 10;
  const date = new Date(bare ? `${day}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return null;
  return bare && endOfDay ? new Date(date.getTime() + 86_400_000 - 1) : date;
}
