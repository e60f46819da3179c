import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SHOWROOM_BASE_PATH, showroomSlug, type Vehicle } from '@lux/stock-locator';
import { and, asc, eq, gt, ne, sql } from 'drizzle-orm';
import { Type } from 'typebox';
import { stockVehicles as v } from '../../db/schema.js';
import { TAGS } from '../../http/docs.js';
import { errorResponses, sendError } from '../../http/errors.js';
import { ListingParams } from './schemas.js';

/**
 * What the site's sitemap needs of the stock (issue 16 item 5, ADR 032): the vehicles' showroom paths with a
 * `lastmod`, a file at a time. Files are runs of vehicles in id order: the summary says where each run
 * starts and how many it holds, and each run is read with a keyset (`after`), so file 20 of a million
 * vehicles costs what file 1 does. Sold vehicles are left out: their page stays reachable, but it is
 * nothing to invite a search engine to.
 */

/** The most URLs one sitemap file may hold (sitemaps.org). */
export const SITEMAP_MAX_ITEMS = 50_000;
const MAX_ID = 2_147_483_647;

const Count = (description: string, max: number) =>
  // A string, so `1e3`, `Infinity` and `+5` are refused rather than coerced; the range is checked below.
  Type.String({ pattern: '^[1-9][0-9]{0,9}$', description: `${description} 1–${max}.`, examples: ['50000'] });

const SummaryQuery = Type.Object(
  { size: Type.Optional(Count(`Vehicles per file; default ${SITEMAP_MAX_ITEMS}.`, SITEMAP_MAX_ITEMS)) },
  { additionalProperties: false },
);

const VehiclesQuery = Type.Object(
  {
    after: Type.Optional(
      Type.String({
        pattern: '^(0|[1-9][0-9]{0,9})$',
        description: 'Only vehicles with a greater id (keyset paging); 0 (the default) starts at the first.',
        examples: ['0'],
      }),
    ),
    items: Type.Optional(Count(`How many vehicles; default ${SITEMAP_MAX_ITEMS}.`, SITEMAP_MAX_ITEMS)),
  },
  { additionalProperties: false },
);

const SummaryResponse = Type.Object(
  {
    data: Type.Array(
      Type.Object(
        {
          file: Type.Integer({ minimum: 1, description: 'The file number, from 1.' }),
          after: Type.Integer({
            minimum: 0,
            description: 'Read the file with `vehicles?after={after}&items={count}`.',
          }),
          count: Type.Integer({ minimum: 1 }),
          lastmod: Type.String({ format: 'date-time', description: 'The newest lastmod in the file.' }),
        },
        { additionalProperties: false },
      ),
    ),
    meta: Type.Object(
      { total: Type.Integer({ minimum: 0 }), size: Type.Integer({ minimum: 1 }) },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);

const VehiclesResponse = Type.Object(
  {
    data: Type.Array(
      Type.Object(
        {
          id: Type.String(),
          path: Type.String({
            description:
              "The showroom page's path without a locale prefix (`/showroom/{slug}-{id}`, percent-encoded).",
            examples: ['/showroom/new-defender-110-2024-42'],
          }),
          lastmod: Type.String({ format: 'date-time' }),
        },
        { additionalProperties: false },
      ),
    ),
    meta: Type.Object(
      {
        next: Type.Union([Type.String(), Type.Null()], {
          description: 'The `after` of the next page; null at the end.',
        }),
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);

const listed = (listing: string) => and(eq(v.listing, listing), ne(v.status, 'sold'));

export const stockSitemapRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;

  app.get(
    '/public_api/listing/:listing/sitemap',
    {
      schema: {
        tags: [TAGS.stock],
        summary: "The sitemap's vehicle files: where each starts, how many it holds, its newest lastmod",
        params: ListingParams,
        querystring: SummaryQuery,
        response: { 200: SummaryResponse, ...errorResponses(400, 429, 500) },
      },
    },
    async (request, reply) => {
      const size = Number(request.query.size ?? SITEMAP_MAX_ITEMS);
      if (size > SITEMAP_MAX_ITEMS)
        return sendError(reply, 400, `size must be at most ${SITEMAP_MAX_ITEMS}.`, { parameter: 'size' });
      // One pass over the listing's ids in order, numbered into runs of `size`.
      const numbered = db
        .select({
          id: v.id,
          createdAt: v.createdAt,
          run: sql<number>`(row_number() over (order by ${v.id}) - 1) / ${size}`.as('run'),
        })
        .from(v)
        .where(listed(request.params.listing))
        .as('numbered');
      const runs = await db
        .select({
          run: numbered.run,
          first: sql<number>`min(${numbered.id})`.mapWith(Number),
          count: sql<number>`count(*)`.mapWith(Number),
          lastmod: sql<Date>`max(${numbered.createdAt})`.mapWith((value: string | Date) => new Date(value)),
        })
        .from(numbered)
        .groupBy(numbered.run)
        .orderBy(asc(numbered.run));
      return {
        data: runs.map((run, index) => ({
          file: index + 1,
          after: run.first - 1,
          count: run.count,
          lastmod: run.lastmod.toISOString(),
        })),
        meta: { total: runs.reduce((sum, run) => sum + run.count, 0), size },
      };
    },
  );

  app.get(
    '/public_api/listing/:listing/sitemap/vehicles',
    {
      schema: {
        tags: [TAGS.stock],
        summary: "Vehicles' showroom paths and lastmod in id order, for one sitemap file (keyset paging)",
        params: ListingParams,
        querystring: VehiclesQuery,
        response: { 200: VehiclesResponse, ...errorResponses(400, 429, 500) },
      },
    },
    async (request, reply) => {
      const after = Number(request.query.after ?? 0);
      const items = Number(request.query.items ?? SITEMAP_MAX_ITEMS);
      if (after > MAX_ID)
        return sendError(reply, 400, `after must be at most ${MAX_ID}.`, { parameter: 'after' });
      if (items > SITEMAP_MAX_ITEMS)
        return sendError(reply, 400, `items must be at most ${SITEMAP_MAX_ITEMS}.`, { parameter: 'items' });
      const rows = await db
        .select({
          id: v.id,
          state: v.state,
          brand: v.nameplateBrandName,
          name: v.nameplateName,
          year: v.productionYear,
          transmission: v.transmission,
          color: v.colorName,
          // The slug's parts kept in `attributes` (the vehicle endpoint reads them from there too).
          modelDisplayName: sql<string | null>`${v.attributes} ->> 'model_display_name'`,
          engines: sql<string | null>`${v.attributes} ->> 'engines'`,
          drivetrain: sql<string | null>`${v.attributes} ->> 'drivetrain'`,
          createdAt: v.createdAt,
        })
        .from(v)
        .where(and(listed(request.params.listing), gt(v.id, after)))
        .orderBy(asc(v.id))
        .limit(items);
      // A slug costs ~60 µs (Unicode normalisation and letter classes) and many vehicles share one (same
      // model, year, engine, colour): each distinct slug is made once per request. The path is
      // showroomPath's `/showroom/{slug}-{id}` (its test compares the two).
      const slugs = new Map<string, string>();
      const data = rows.map((row) => {
        const parts: Omit<Vehicle, 'id'> = {
          state: row.state,
          nameplate_brand_name: row.brand,
          nameplate_name: row.name,
          model_display_name: row.modelDisplayName,
          production_year: row.year,
          engines: row.engines,
          drivetrain: row.drivetrain,
          transmission: row.transmission,
          color_name: row.color,
        };
        const key = JSON.stringify(Object.values(parts));
        let slug = slugs.get(key);
        if (slug === undefined) {
          slug = encodeURIComponent(showroomSlug({ ...parts, id: String(row.id) }));
          slugs.set(key, slug);
        }
        return {
          id: String(row.id),
          path: `${SHOWROOM_BASE_PATH}/${slug}-${row.id}`,
          lastmod: row.createdAt.toISOString(),
        };
      });
      const last = rows.at(-1);
      return { data, meta: { next: rows.length === items && last ? String(last.id) : null } };
    },
  );
};
