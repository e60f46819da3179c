import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { count, eq, ilike, or, sql } from 'drizzle-orm';
import { type Static, Type } from 'typebox';
import { dealers, locations } from '../../db/schema.js';
import { recordAudit } from '../../http/audit.js';
import {
  containsPattern,
  ExpectedUpdatedAt,
  FilterText,
  isStale,
  Line,
  listMeta,
  ListResponse,
  OneResponse,
  orderBy,
  PagingQuery,
  Refusal,
  refusing,
  Resource,
  SerialParams,
  SortQuery,
} from '../../http/back-office.js';
import { TAGS } from '../../http/docs.js';
import { errorResponses, sendError } from '../../http/errors.js';
import type { Database } from '../../db/client.js';

/** Locations of the forms service (B§7 `/locations`): where a lead can be sent, or a visitor can come. */

const strict = { additionalProperties: false } as const;
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);

const Fields = {
  name: Line({ minLength: 1, maxLength: 200, description: 'Name shown to visitors (Hebrew).' }),
  name_en: Type.Optional(Line({ maxLength: 200 })),
  address: Type.Optional(Line({ maxLength: 300 })),
  city: Type.Optional(Line({ maxLength: 120 })),
  phone: Type.Optional(Type.String({ maxLength: 30, pattern: '^[0-9+()\\- ]*$', examples: ['03-7654321'] })),
  email: Type.Optional(Type.Union([Type.Literal(''), Type.String({ format: 'email', maxLength: 254 })])),
  latitude: Type.Optional(Nullable(Type.Number({ minimum: -90, maximum: 90 }))),
  longitude: Type.Optional(Nullable(Type.Number({ minimum: -180, maximum: 180 }))),
  dealer_code: Type.Optional(Nullable(Line({ minLength: 1, maxLength: 40, description: 'The retailer this location belongs to.' }))),
  active: Type.Optional(Type.Boolean({ default: true })),
};
const LocationBody = Type.Object(Fields, strict);
const LocationUpdateBody = Type.Object({ ...Fields, expected_updated_at: ExpectedUpdatedAt }, strict);
type LocationInput = Static<typeof LocationBody>;

const LocationAttributes = Type.Object(
  {
    name: Type.String(),
    name_en: Type.String(),
    address: Type.String(),
    city: Type.String(),
    phone: Type.String(),
    email: Type.String(),
    latitude: Type.Union([Type.Number(), Type.Null()]),
    longitude: Type.Union([Type.Number(), Type.Null()]),
    dealer_code: Type.Union([Type.String(), Type.Null()]),
    active: Type.Boolean(),
    created_at: Type.String({ format: 'date-time' }),
    updated_at: Type.String({ format: 'date-time' }),
  },
  strict,
);
const LocationResource = Resource('locations', LocationAttributes);
type LocationRow = typeof locations.$inferSelect;

function attributes(row: LocationRow) {
  return {
    name: row.name,
    name_en: row.nameEn,
    address: row.address,
    city: row.city,
    phone: row.phone,
    email: row.email,
    latitude: row.latitude,
    longitude: row.longitude,
    dealer_code: row.dealerCode,
    active: row.active,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
const toResource = (row: LocationRow) => ({ id: String(row.id), type: 'locations' as const, attributes: attributes(row) });

/** Checks what the schema cannot say, and maps the body onto the table's columns. */
async function columnsOf(db: Pick<Database, 'select'>, body: LocationInput) {
  const latitude = body.latitude ?? null;
  const longitude = body.longitude ?? null;
  if ((latitude === null) !== (longitude === null)) {
    throw new Refusal(400, 'Give both latitude and longitude, or neither.', { pointer: latitude === null ? '/latitude' : '/longitude' });
  }
  const dealerCode = body.dealer_code?.trim() || null;
  if (dealerCode) {
    const [dealer] = await db.select({ id: dealers.id }).from(dealers).where(eq(dealers.dealerCode, dealerCode)).limit(1);
    if (!dealer) throw new Refusal(400, `No retailer has the code "${dealerCode}".`, { pointer: '/dealer_code' });
  }
  return {
    name: body.name.trim(),
    nameEn: body.name_en?.trim() ?? '',
    address: body.address?.trim() ?? '',
    city: body.city?.trim() ?? '',
    phone: body.phone?.trim() ?? '',
    email: body.email?.trim().toLowerCase() ?? '',
    latitude,
    longitude,
    dealerCode,
    active: body.active ?? true,
  };
}

const errors = errorResponses(400, 401, 403, 404, 409, 429, 500);
const NoQuery = Type.Object({}, strict);

export const locationsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;
  const notFound = (id: number) => new Refusal(404, `No location has the id ${id}.`, { parameter: 'id' });

  app.get(
    '/locations',
    {
      preHandler: app.authorize('admin', 'editor', 'sales'),
      schema: {
        tags: [TAGS.forms],
        summary: 'Locations: paged, sorted by name or city, searchable by name or city',
        querystring: Type.Object(
          { ...PagingQuery, sort: SortQuery(['name', 'city'], 'name'), 'filter[q]': FilterText('Name (either language) or city containing this text.') },
          strict,
        ),
        response: { 200: ListResponse(LocationResource), ...errors },
      },
    },
    async (request) => {
      const { page = 1, items = 25, sort = 'name' } = request.query;
      const q = request.query['filter[q]']?.trim();
      const where = q
        ? or(ilike(locations.name, containsPattern(q)), ilike(locations.nameEn, containsPattern(q)), ilike(locations.city, containsPattern(q)))
        : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(locations)
          .where(where)
          .orderBy(...orderBy(sort, { name: sql`${locations.name} collate "C"`, city: sql`${locations.city} collate "C"` }, locations.id))
          .limit(items)
          .offset((page - 1) * items),
        db.select({ n: count() }).from(locations).where(where),
      ]);
      return { data: rows.map(toResource), meta: listMeta(total?.n ?? 0, page, items) };
    },
  );

  app.get(
    '/locations/:id',
    {
      preHandler: app.authorize('admin', 'editor', 'sales'),
      schema: {
        tags: [TAGS.forms],
        summary: 'One location',
        params: SerialParams,
        querystring: NoQuery,
        response: { 200: OneResponse(LocationResource), ...errors },
      },
    },
    async (request, reply) => {
      const [row] = await db.select().from(locations).where(eq(locations.id, request.params.id));
      return row ? { data: toResource(row) } : sendError(reply, 404, `No location has the id ${request.params.id}.`, { parameter: 'id' });
    },
  );

  app.post(
    '/locations',
    {
      preHandler: app.authorize('admin', 'editor'),
      schema: {
        tags: [TAGS.forms],
        summary: 'Create a location',
        querystring: NoQuery,
        body: LocationBody,
        response: { 200: OneResponse(LocationResource), ...errors },
      },
    },
    async (request, reply) =>
      refusing(reply, () =>
        db.transaction(async (tx) => {
          const [row] = await tx.insert(locations).values(await columnsOf(tx, request.body)).returning();
          await recordAudit(tx, request, { action: 'create', entity: 'location', entityId: row!.id, before: null, after: attributes(row!) });
          return { data: toResource(row!) };
        }),
      ),
  );

  app.put(
    '/locations/:id',
    {
      preHandler: app.authorize('admin', 'editor'),
      schema: {
        tags: [TAGS.forms],
        summary: 'Replace a location (fields left out take their defaults)',
        params: SerialParams,
        querystring: NoQuery,
        body: LocationUpdateBody,
        response: { 200: OneResponse(LocationResource), ...errors },
      },
    },
    async (request, reply) =>
      refusing(reply, () =>
        db.transaction(async (tx) => {
          const { id } = request.params;
          const [before] = await tx.select().from(locations).where(eq(locations.id, id)).for('update');
          if (!before) throw notFound(id);
          if (isStale(request.body.expected_updated_at, before.updatedAt)) {
            throw new Refusal(409, 'This location was changed by someone else since you loaded it; reload it and apply your change again.', { pointer: '/expected_updated_at' });
          }
          const [after] = await tx.update(locations).set(await columnsOf(tx, request.body)).where(eq(locations.id, id)).returning();
          await recordAudit(tx, request, { action: 'update', entity: 'location', entityId: id, before: attributes(before), after: attributes(after!) });
          return { data: toResource(after!) };
        }),
      ),
  );

  app.delete(
    '/locations/:id',
    {
      preHandler: app.authorize('admin', 'editor'),
      schema: {
        tags: [TAGS.forms],
        summary: 'Delete a location',
        params: SerialParams,
        querystring: NoQuery,
        response: { 200: OneResponse(LocationResource), ...errors },
      },
    },
    async (request, reply) =>
      refusing(reply, () =>
        db.transaction(async (tx) => {
          const [row] = await tx.delete(locations).where(eq(locations.id, request.params.id)).returning();
          if (!row) throw notFound(request.params.id);
          await recordAudit(tx, request, { action: 'delete', entity: 'location', entityId: row.id, before: attributes(row), after: null });
          return { data: toResource(row) };
        }),
      ),
  );
};
