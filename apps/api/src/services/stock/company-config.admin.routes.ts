import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, eq } from 'drizzle-orm';
import sanitizeHtml from 'sanitize-html';
import { type TSchema, Type } from 'typebox';
import { Value } from 'typebox/value';
import { PAYMENT_VENDORS, stockCompanyConfigs } from '../../db/schema.js';
import { recordAudit } from '../../http/audit.js';
import { Line, OneResponse, Refusal, refusing, Resource, Text } from '../../http/back-office.js';
import { TAGS } from '../../http/docs.js';
import { errorResponses, sendError } from '../../http/errors.js';

/**
 * The order-online configuration in the back office (ADR 026 §3, "Order online → Configuration"): read and
 * replace one config type's `data` for a company (the demo company unless `company` names another). Each
 * type is checked against its ADR shape before it is stored, so the journey never reads a config it cannot
 * use; the public `GET {stock}/public_api/company_config/…` reads the table per request and sees a save at once.
 */

const strict = { additionalProperties: false } as const;
/** The demo company of the seed (`stock.company_config` on the site defaults to the same listing). */
export const DEFAULT_CONFIG_COMPANY = 'lux-il';

export const ORDER_ONLINE_BASE_TYPES = ['order_online', 'order_online_steps_page', 'order_online_checkout_page', 'order_online_success_page'] as const;
type BaseType = (typeof ORDER_ONLINE_BASE_TYPES)[number];
/** The journey's types and their configurator-journey (`config_`) variants (A§4, A§7). */
export const ORDER_ONLINE_CONFIG_TYPES = [...ORDER_ONLINE_BASE_TYPES, ...ORDER_ONLINE_BASE_TYPES.map((type) => `config_${type}` as const)];
export const COMPONENT_TYPES = ['vehicle_detail', 'payment_option', 'trade_in', 'service_pack', 'appointment', 'retailer', 'terms', 'customer_details'] as const;
export const PAYMENT_OPTION_TYPES = ['cash', 'lease', 'subscription'] as const;

const KEY_PATTERN = '^[a-z][a-z0-9_]{0,39}$';
const Key = (description: string) => Type.String({ pattern: KEY_PATTERN, description });
const Title = (description?: string) => Line({ minLength: 1, maxLength: 200, ...(description ? { description } : {}) });
const Email = Type.String({ maxLength: 254, pattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$' });
const Money = (description: string) => Type.Integer({ minimum: 0, maximum: 10_000_000, description });

const Component = Type.Enum([...COMPONENT_TYPES]);
/** ADR 026 §3 `{ key, component_type, title }`; the journey also reads several components as `component_types`. */
const Step = Type.Object(
  {
    key: Key('Unique within the journey; the steps page texts are kept under it.'),
    component_type: Type.Optional(Component),
    component_types: Type.Optional(Type.Array(Component, { minItems: 1, uniqueItems: true, maxItems: COMPONENT_TYPES.length })),
    title: Title(),
  },
  strict,
);

const OrderOnline = Type.Object(
  {
    payment_vendor_types: Type.Array(Type.Enum([...PAYMENT_VENDORS]), { minItems: 1, uniqueItems: true, description: 'Offered vendors (trimmed, upper-cased).' }),
    payment_vendor_type: Type.Enum([...PAYMENT_VENDORS], { description: 'The default vendor; one of payment_vendor_types.' }),
    reservation_fee: Money('Reservation fee in whole units of the currency (ILS).'),
    currency: Type.String({ pattern: '^[A-Z]{3}$', description: 'ISO 4217 code, e.g. ILS.' }),
    steps: Type.Array(Step, { minItems: 1, maxItems: 12 }),
    retailers_take_payment: Type.Optional(Type.Boolean()),
    inquiry_recipients: Type.Optional(Type.Array(Email, { maxItems: 20, uniqueItems: true })),
  },
  strict,
);

const StepText = Type.Object({ heading: Title(), description: Type.Optional(Text({ maxLength: 5000 })) }, strict);
const Slot = Type.String({ pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$', description: 'HH:MM, 24-hour clock.' });

/** Step texts under each step key, plus the service packs, the terms and the appointment's days and slots. */
const StepsPage = Type.Object(
  {
    service_packs: Type.Array(
      Type.Object({ id: Key('Stable id the order stores.'), title: Title(), description: Type.Optional(Text({ maxLength: 2000 })), price: Money('Whole units of the currency.') }, strict),
      { maxItems: 20 },
    ),
    terms_html: Text({ maxLength: 50_000, description: 'Sanitised on save: content markup and links only.' }),
    appointment: Type.Object(
      {
        heading: Type.Optional(Title()),
        description: Type.Optional(Text({ maxLength: 5000 })),
        days_ahead: Type.Integer({ minimum: 1, maximum: 90, description: 'How many days ahead a visit can be booked.' }),
        slots: Type.Array(Slot, { minItems: 1, maxItems: 48, uniqueItems: true }),
      },
      strict,
    ),
  },
  { additionalProperties: StepText, propertyNames: { pattern: KEY_PATTERN }, maxProperties: 40 },
);

/** A page's texts: `heading` and the page's own required keys, any other text, and per payment type overrides. */
const PageTexts = (required: readonly string[]) => {
  const Texts = (options: { maxProperties: number }) => ({ additionalProperties: Text({ maxLength: 5000 }), propertyNames: { pattern: KEY_PATTERN }, ...options });
  return Type.Object(
    {
      ...Object.fromEntries(required.map((key) => [key, Line({ minLength: 1, maxLength: 500 })])),
      by_type: Type.Optional(
        Type.Object(
          Object.fromEntries(PAYMENT_OPTION_TYPES.map((type) => [type, Type.Optional(Type.Object({}, Texts({ maxProperties: 40 })))])),
          strict,
        ),
      ),
    },
    Texts({ maxProperties: 60 }),
  );
};

const SCHEMAS: Record<BaseType, TSchema> = {
  order_online: OrderOnline,
  order_online_steps_page: StepsPage,
  order_online_checkout_page: PageTexts(['heading', 'summary_title']),
  order_online_success_page: PageTexts(['heading', 'body']),
};

const baseTypeOf = (type: string) => type.replace(/^config_/, '') as BaseType;

/** Terms are shown as HTML on the journey: headings, paragraphs, lists, emphasis and safe links only. */
const TERMS_HTML: sanitizeHtml.IOptions = {
  allowedTags: ['h2', 'h3', 'h4', 'p', 'br', 'strong', 'b', 'em', 'i', 'u', 'small', 'span', 'ul', 'ol', 'li', 'a'],
  allowedAttributes: { '*': ['dir', 'lang'], a: ['href', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: false,
  transformTags: { a: (tagName, attribs) => ({ tagName, attribs: attribs['target'] === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs }) },
};

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const upper = (value: unknown) => (typeof value === 'string' ? value.trim().toUpperCase() : value);

/** ADR 026 §3: vendor types are trimmed and upper-cased; terms are sanitised. Everything else is stored as sent. */
function normalised(type: BaseType, data: Record<string, unknown>): Record<string, unknown> {
  if (type === 'order_online') {
    const types = data['payment_vendor_types'];
    return {
      ...data,
      ...(Array.isArray(types) ? { payment_vendor_types: types.map(upper) } : {}),
      ...('payment_vendor_type' in data ? { payment_vendor_type: upper(data['payment_vendor_type']) } : {}),
    };
  }
  if (type === 'order_online_steps_page' && typeof data['terms_html'] === 'string') {
    return { ...data, terms_html: sanitizeHtml(data['terms_html'], TERMS_HTML) };
  }
  return data;
}

interface Problem {
  pointer: string;
  detail: string;
}

const MAX_PROBLEMS = 10;

/** TypeBox's errors as one problem per field, named by its JSON pointer under `/data`. */
function schemaProblems(schema: TSchema, data: unknown): Problem[] {
  const problems: Problem[] = [];
  for (const error of Value.Errors(schema, data)) {
    // A property that may not be there is reported twice: once by `additionalProperties`, once as `false`.
    if (error.keyword === 'boolean') continue;
    const at = error.instancePath;
    const name = at.slice(1).replaceAll('/', '.') || 'data';
    if (error.keyword === 'additionalProperties') {
      for (const property of error.params.additionalProperties) problems.push({ pointer: `/data${at}/${property}`, detail: `"${property}" is not a field of this configuration.` });
    } else if (error.keyword === 'required') {
      for (const property of (error.params as { requiredProperties: string[] }).requiredProperties) problems.push({ pointer: `/data${at}/${property}`, detail: `"${property}" is required.` });
    } else if (error.keyword === 'enum') {
      problems.push({ pointer: `/data${at}`, detail: `${name} must be one of ${(error.params.allowedValues as unknown[]).join(', ')}.` });
    } else if (error.keyword === 'propertyNames') {
      problems.push({ pointer: `/data${at}`, detail: `Keys must be lower-case letters, digits and "_", starting with a letter (${KEY_PATTERN}).` });
    } else {
      problems.push({ pointer: `/data${at}`, detail: `${name} ${error.message}.` });
    }
  }
  return problems;
}

/** Rules one schema cannot say: the default vendor is offered, step keys and pack ids are unique. */
function crossProblems(type: BaseType, data: Record<string, unknown>): Problem[] {
  const problems: Problem[] = [];
  const duplicates = (items: unknown, field: string, path: string) => {
    if (!Array.isArray(items)) return;
    const seen = new Set<unknown>();
    items.forEach((item, index) => {
      const value = isRecord(item) ? item[field] : undefined;
      if (seen.has(value)) problems.push({ pointer: `/data/${path}/${index}/${field}`, detail: `${field} "${String(value)}" is used twice.` });
      seen.add(value);
    });
  };
  if (type === 'order_online') {
    const offered = data['payment_vendor_types'];
    if (Array.isArray(offered) && !offered.includes(data['payment_vendor_type'])) {
      problems.push({ pointer: '/data/payment_vendor_type', detail: 'The default vendor must be one of the offered payment_vendor_types.' });
    }
    duplicates(data['steps'], 'key', 'steps');
    if (Array.isArray(data['steps'])) {
      data['steps'].forEach((step, index) => {
        if (isRecord(step) && step['component_type'] === undefined && step['component_types'] === undefined) {
          problems.push({ pointer: `/data/steps/${index}/component_type`, detail: 'A step needs its component_type (or a component_types list).' });
        }
      });
    }
  }
  if (type === 'order_online_steps_page') duplicates(data['service_packs'], 'id', 'service_packs');
  return problems;
}

/** The refusal's envelope: every problem found (up to ten), each pointing at its field. */
function problemsBody(problems: readonly Problem[]) {
  const unique = [...new Map(problems.map((problem) => [problem.pointer, problem])).values()].slice(0, MAX_PROBLEMS);
  return { errors: unique.map((problem) => ({ status: '400', title: 'Bad Request', detail: problem.detail, source: { pointer: problem.pointer } })) };
}

/** What a save changes from: a hash of the stored data, so two editors cannot overwrite each other unseen. */
const versionOf = (data: unknown) => createHash('sha256').update(JSON.stringify(data ?? null)).digest('hex');

type Row = typeof stockCompanyConfigs.$inferSelect;
const toResource = (row: Row) => ({
  id: String(row.id),
  type: 'company_configs' as const,
  attributes: { company: row.company, config_type: row.configType, data: row.data, version: versionOf(row.data) },
});

const ConfigResource = Resource(
  'company_configs',
  Type.Object(
    {
      company: Type.String(),
      config_type: Type.String(),
      data: Type.Unknown({ description: 'The config type\'s data (ADR 026 §3).' }),
      version: Type.String({ description: 'Send back as expected_version to refuse a save over someone else\'s.' }),
    },
    strict,
  ),
);
const Params = Type.Object({ config_type: Type.Enum(ORDER_ONLINE_CONFIG_TYPES, { examples: ['order_online'] }) }, strict);
const Query = Type.Object(
  { company: Type.Optional(Type.String({ pattern: '^[a-z0-9][a-z0-9_-]{0,99}$', description: `The company (default ${DEFAULT_CONFIG_COMPANY}).` })) },
  strict,
);
const errors = errorResponses(400, 401, 403, 404, 409, 429, 500);

export const companyConfigAdminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;
  const where = (company: string, type: string) => and(eq(stockCompanyConfigs.company, company), eq(stockCompanyConfigs.configType, type));

  app.get(
    '/admin/company_configs/:config_type',
    {
      preHandler: app.authorize('admin'),
      schema: {
        tags: [TAGS.stock],
        summary: 'One order-online config type of a company, for editing (ADR 026 §3)',
        params: Params,
        querystring: Query,
        response: { 200: OneResponse(ConfigResource), ...errors },
      },
    },
    async (request, reply) => {
      const company = request.query.company ?? DEFAULT_CONFIG_COMPANY;
      const type = request.params.config_type;
      const [row] = await db.select().from(stockCompanyConfigs).where(where(company, type)).limit(1);
      return row ? { data: toResource(row) } : sendError(reply, 404, `The company "${company}" has no "${type}" config yet; saving one creates it.`, { parameter: 'config_type' });
    },
  );

  app.put(
    '/admin/company_configs/:config_type',
    {
      preHandler: app.authorize('admin'),
      schema: {
        tags: [TAGS.stock],
        summary: "Replace an order-online config type's data, checked against its shape (ADR 026 §3); audited",
        params: Params,
        querystring: Query,
        body: Type.Object(
          {
            data: Type.Record(Type.String(), Type.Unknown(), { description: 'The whole data object of the type.' }),
            expected_version: Type.Optional(Type.String({ pattern: '^[0-9a-f]{64}$', description: 'The version last read; a newer stored one answers 409.' })),
          },
          strict,
        ),
        response: { 200: OneResponse(ConfigResource), ...errors },
      },
    },
    async (request, reply) => {
      const company = request.query.company ?? DEFAULT_CONFIG_COMPANY;
      const type = request.params.config_type;
      const base = baseTypeOf(type);
      const data = normalised(base, request.body.data);
      const problems = [...schemaProblems(SCHEMAS[base], data)];
      if (problems.length === 0) problems.push(...crossProblems(base, data));
      if (problems.length > 0) return reply.code(400).type('application/json; charset=utf-8').send(problemsBody(problems));
      const expected = request.body.expected_version;
      return refusing(reply, () =>
        db.transaction(async (tx) => {
          const [before] = await tx.select().from(stockCompanyConfigs).where(where(company, type)).for('update');
          if (expected !== undefined && (!before || versionOf(before.data) !== expected)) {
            throw new Refusal(409, `The "${type}" config was changed by someone else since you loaded it; reload it and apply your change again.`, {
              pointer: '/expected_version',
            });
          }
          const [after] = before
            ? await tx.update(stockCompanyConfigs).set({ data }).where(eq(stockCompanyConfigs.id, before.id)).returning()
            : await tx.insert(stockCompanyConfigs).values({ company, configType: type, data }).returning();
          await recordAudit(tx, request, {
            action: before ? 'update' : 'create',
            entity: 'company_config',
            entityId: `${company}:${type}`,
            before: before ? before.data : null,
            after: after!.data,
          });
          return { data: toResource(after!) };
        }),
        // Two first saves of a missing type at once: the second insert meets the unique (company, type).
        { detail: `The "${type}" config was created by someone else meanwhile; reload it and apply your change again.`, pointer: '/expected_version' },
      );
    },
  );
};
