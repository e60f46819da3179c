import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, count, eq, ilike, ne, or, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type Static, Type } from 'typebox';
import { BRANDS, dealers, stockVehicles } from '../../db/schema.js';
import { recordAudit } from '../../http/audit.js';
import {
  containsPattern,
  FilterText,
  Line,
  listMeta,
  ListResponse,
  OneResponse,
  orderBy,
  PagingQuery,
  Refusal,
  refusing,
  Resource,
  SortQuery,
  Text,
} from '../../http/back-office.js';
import { TAGS } from '../../http/docs.js';
import { errorResponses, sendError } from '../../http/errors.js';
import type { DealerRow } from './dealers.repository.js';

/**
 * Retailers in the back office: every column of `dealers`, validated. The public lists (content
 * `/dealers`, the stock locator's `/retailers`) read the table on every request; the stock service's
 * facet index caches each vehicle's retailer code, so a write bumps the stock version and the index is
 * rebuilt on its next use.
 */

const strict = { additionalProperties: false } as const;
const Required = (maxLength: number, description?: string) => Line({ minLength: 1, maxLength, ...(description ? { description } : {}) });

const Contact = Type.Object(
  {
    type: Type.Enum(['phone', 'whatsapp', 'email']),
    icon: Line({ maxLength: 50 }),
    label: Line({ maxLength: 200 }),
    href: Type.String({ maxLength: 500, pattern: '^(tel:\\+?[0-9]+|mailto:[^\\s@]+@[^\\s@]+|https://[^\\s]+)$', description: 'tel:, mailto: or https: link.' }),
  },
  strict,
);
const Service = Type.Object({ icon: Line({ maxLength: 50 }), label: Line({ maxLength: 200 }) }, strict);

const DealerBody = Type.Object(
  {
    dealer_code: Type.String({ pattern: '^[A-Za-z0-9_-]+$', minLength: 1, maxLength: 40, examples: ['TLV01'] }),
    ci_code: Required(60),
    brands: Type.Array(Type.Enum([...BRANDS]), { minItems: 1, uniqueItems: true, description: 'Brand codes the retailer sells.' }),
    name_he: Required(200),
    name_en: Required(200),
    address_he: Required(300),
    address_en: Required(300),
    city_he: Required(120),
    city_en: Required(120),
    state_he: Required(120, 'District (Hebrew).'),
    state_en: Required(120, 'District (English).'),
    postcode: Type.String({ pattern: '^[0-9]{7}$', description: 'Israeli postcode, 7 digits.', examples: ['6789012'] }),
    phone: Type.String({ minLength: 1, maxLength: 30, pattern: '^[0-9+()\\- ]+$', examples: ['03-7654321'] }),
    email: Type.String({ format: 'email', maxLength: 254 }),
    latitude: Type.Number({ minimum: -90, maximum: 90 }),
    longitude: Type.Number({ minimum: -180, maximum: 180 }),
    opening_hours: Type.Optional(Text({ maxLength: 2000 })),
    contact_info: Type.Optional(Type.Array(Contact, { maxItems: 20 })),
    services: Type.Optional(Type.Array(Service, { maxItems: 30 })),
  },
  strict,
);
type DealerInput = Static<typeof DealerBody>;

const DealerAttributes = Type.Object(
  {
    dealer_code: Type.String(),
    ci_code: Type.String(),
    brands: Type.Array(Type.String()),
    name_he: Type.String(),
    name_en: Type.String(),
    address_he: Type.String(),
    address_en: Type.String(),
    city_he: Type.String(),
    city_en: Type.String(),
    state_he: Type.String(),
    state_en: Type.String(),
    postcode: Type.String(),
    phone: Type.String(),
    email: Type.String(),
    latitude: Type.Number(),
    longitude: Type.Number(),
    opening_hours: Type.String(),
    contact_info: Type.Array(Contact),
    services: Type.Array(Service),
  },
  strict,
);
const DealerResource = Resource('dealers', DealerAttributes);

function attributes(row: DealerRow) {
  return {
    dealer_code: row.dealerCode,
    ci_code: row.ciCode,
    brands: row.brands,
    name_he: row.nameHe,
    name_en: row.nameEn,
    address_he: row.addressHe,
    address_en: row.addressEn,
    city_he: row.cityHe,
    city_en: row.cityEn,
    state_he: row.stateHe,
    state_en: row.stateEn,
    postcode: row.postcode,
    phone: row.phone,
    email: row.email,
    latitude: row.latitude,
    longitude: row.longitude,
    opening_hours: row.openingHours,
    contact_info: row.contactInfo,
    services: row.services,
  };
}
const toResource = (row: DealerRow) => ({ id: String(row.id), type: 'dealers' as const, attributes: attributes(row) });

function columnsOf(body: DealerInput) {
  return {
    dealerCode: body.dealer_code,
    ciCode: body.ci_code.trim(),
    brands: body.brands,
    nameHe: body.name_he.trim(),
    nameEn: body.name_en.trim(),
    addressHe: body.address_he.trim(),
    addressEn: body.address_en.trim(),
    cityHe: body.city_he.trim(),
    cityEn: body.city_en.trim(),
    stateHe: body.state_he.trim(),
    stateEn: body.state_en.trim(),
    postcode: body.postcode,
    phone: body.phone.trim(),
    email: body.email.trim().toLowerCase(),
    latitude: body.latitude,
    longitude: body.longitude,
    openingHours: body.opening_hours ?? '',
    contactInfo: body.contact_info ?? [],
    services: body.services ?? [],
  };
}

/**
 * `:id` as text: `/dealers/by_postcode` and `/dealers/manage` share the URL shape, so a PUT or DELETE
 * there is a 404 (no such retailer), not a 400 about the id's type.
 */
const DealerParams = Type.Object({ id: Type.String({ maxLength: 40, examples: ['1'], description: 'Retailer id.' }) }, strict);
const dealerId = (id: string) => (/^[1-9]\d{0,9}$/.test(id) && Number(id) <= 2_147_483_647 ? Number(id) : null);

const errors = errorResponses(400, 401, 403, 404, 409, 429, 500);
const NoQuery = Type.Object({}, strict);
/** The stock service's facet indexes are tagged with this version; bumping it makes them rebuild. */
const bumpStockVersion = sql`update stock_data_version set version = version + 1 where id = 1`;

export const dealersAdminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;
  const duplicate = (code: string) =>
    new Refusal(409, `Another retailer already has the code "${code}"; dealer codes are unique.`, { pointer: '/dealer_code' });
  const notFound = (id: string) => new Refusal(404, `No retailer has the id "${id}".`, { parameter: 'id' });
  const conflict = { detail: 'Another retailer already has this dealer code; dealer codes are unique.', pointer: '/dealer_code' };
  /** Before the body is validated: `PUT /dealers/by_postcode` names no retailer (404), whatever its body. */
  const knownShape = async (request: FastifyRequest, reply: FastifyReply) => {
    const { id } = request.params as { id: string };
    if (dealerId(id) === null) return sendError(reply, 404, `No retailer has the id "${id.slice(0, 40)}".`, { parameter: 'id' });
  };

  app.get(
    '/dealers/manage',
    {
      preHandler: app.authorize('admin', 'editor'),
      schema: {
        tags: [TAGS.content],
        summary: 'Retailers with every column, for the back office: paged, sorted, searchable',
        querystring: Type.Object(
          {
            ...PagingQuery,
            sort: SortQuery(['name', 'code', 'city'], 'name'),
            'filter[q]': FilterText('Name, code or city (either language) containing this text.'),
          },
          strict,
        ),
        response: { 200: ListResponse(DealerResource), ...errors },
      },
    },
    async (request) => {
      const { page = 1, items = 25, sort = 'name' } = request.query;
      const q = request.query['filter[q]']?.trim();
      const like = q ? containsPattern(q) : '';
      const where = q
        ? or(
            ilike(dealers.nameHe, like),
            ilike(dealers.nameEn, like),
            ilike(dealers.dealerCode, like),
            ilike(dealers.cityHe, like),
            ilike(dealers.cityEn, like),
          )
        : undefined;
      const columns = { name: sql`${dealers.nameHe} collate "C"`, code: dealers.dealerCode, city: sql`${dealers.cityHe} collate "C"` };
      const [rows, [total]] = await Promise.all([
        db.select().from(dealers).where(where).orderBy(...orderBy(sort, columns, dealers.id)).limit(items).offset((page - 1) * items),
        db.select({ n: count() }).from(dealers).where(where),
      ]);
      return { data: rows.map(toResource), meta: listMeta(total?.n ?? 0, page, items) };
    },
  );

  app.get(
    '/dealers/:id',
    {
      preValidation: knownShape,
      preHandler: app.authorize('admin', 'editor'),
      schema: {
        tags: [TAGS.content],
        summary: 'One retailer with every column, for editing',
        params: DealerParams,
        querystring: NoQuery,
        response: { 200: OneResponse(DealerResource), ...errors },
      },
    },
    async (request, reply) => {
      const [row] = await db.select().from(dealers).where(eq(dealers.id, dealerId(request.params.id) ?? 0));
      return row ? { data: toResource(row) } : sendError(reply, 404, `No retailer has the id "${request.params.id}".`, { parameter: 'id' });
    },
  );

  app.post(
    '/dealers',
    {
      preHandler: app.authorize('admin'),
      schema: {
        tags: [TAGS.content],
        summary: 'Create a retailer',
        querystring: NoQuery,
        body: DealerBody,
        response: { 200: OneResponse(DealerResource), ...errors },
      },
    },
    async (request, reply) =>
      refusing(
        reply,
        () =>
          db.transaction(async (tx) => {
            const [row] = await tx.insert(dealers).values(columnsOf(request.body)).onConflictDoNothing({ target: dealers.dealerCode }).returning();
            if (!row) throw duplicate(request.body.dealer_code);
            await tx.execute(bumpStockVersion);
            await recordAudit(tx, request, { action: 'create', entity: 'dealer', entityId: row.id, before: null, after: attributes(row) });
            return { data: toResource(row) };
          }),
        conflict,
      ),
  );

  app.put(
    '/dealers/:id',
    {
      preValidation: knownShape,
      preHandler: app.authorize('admin'),
      schema: {
        tags: [TAGS.content],
        summary: 'Replace a retailer',
        description: 'A retailer whose vehicles are in stock keeps its dealer code (the vehicles refer to it): changing it answers 409.',
        params: DealerParams,
        querystring: NoQuery,
        body: DealerBody,
        response: { 200: OneResponse(DealerResource), ...errors },
      },
    },
    async (request, reply) =>
      refusing(
        reply,
        () =>
          db.transaction(async (tx) => {
            const id = dealerId(request.params.id);
            const [before] = id === null ? [] : await tx.select().from(dealers).where(eq(dealers.id, id)).for('update');
            if (!before) throw notFound(request.params.id);
            const code = request.body.dealer_code;
            if (code !== before.dealerCode) {
              const [taken] = await tx.select({ id: dealers.id }).from(dealers).where(and(eq(dealers.dealerCode, code), ne(dealers.id, before.id))).limit(1);
              if (taken) throw duplicate(code);
              const [vehicles] = await tx.select({ n: count() }).from(stockVehicles).where(eq(stockVehicles.dealerCode, before.dealerCode));
              if ((vehicles?.n ?? 0) > 0) {
                throw new Refusal(409, `${vehicles!.n} vehicles in stock belong to "${before.dealerCode}", so its code cannot change; keep the code or move the vehicles first.`, { pointer: '/dealer_code' });
              }
            }
            const [after] = await tx.update(dealers).set(columnsOf(request.body)).where(eq(dealers.id, before.id)).returning();
            await tx.execute(bumpStockVersion);
            await recordAudit(tx, request, { action: 'update', entity: 'dealer', entityId: before.id, before: attributes(before), after: attributes(after!) });
            return { data: toResource(after!) };
          }),
        conflict,
      ),
  );

  app.delete(
    '/dealers/:id',
    {
      preValidation: knownShape,
      preHandler: app.authorize('admin'),
      schema: {
        tags: [TAGS.content],
        summary: 'Delete a retailer',
        description: 'Vehicles in stock that belonged to it stay listed without a retailer.',
        params: DealerParams,
        querystring: NoQuery,
        response: { 200: OneResponse(DealerResource), ...errors },
      },
    },
    async (request, reply) =>
      refusing(reply, () =>
        db.transaction(async (tx) => {
          const id = dealerId(request.params.id);
          const [row] = id === null ? [] : await tx.delete(dealers).where(eq(dealers.id, id)).returning();
          if (!row) throw notFound(request.params.id);
          await tx.execute(bumpStockVersion);
          await recordAudit(tx, request, { action: 'delete', entity: 'dealer', entityId: row.id, before: attributes(row), after: null });
          return { data: toResource(row) };
        }),
      ),
  );
};
