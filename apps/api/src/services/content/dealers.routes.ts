import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { type TSchema, Type } from 'typebox';
import { TAGS } from '../../http/docs.js';
import { errorResponses, sendError } from '../../http/errors.js';
import { DealerResource } from '../stock/schemas.js';
import { dealerAttributes } from '../stock/serialise.js';
import type { DealerRow } from './dealers.repository.js';
import { LOCALES } from './schemas.js';

/** A§9: the site asks for 50 dealers; that is also the most one page holds. */
export const DEALERS_MAX_ITEMS = 50;
/** How far from the searched postcode area a retailer still counts as near. */
export const NEAR_KM = 60;

const strict = { additionalProperties: false } as const;
const Int = (description: string) => Type.String({ description, maxLength: 20 });
const DealersQuery = {
  locale: Type.Optional(Type.Enum([...LOCALES], { default: 'he' })),
  items: Type.Optional(Int(`Dealers per page, 1 to ${DEALERS_MAX_ITEMS}; default ${DEALERS_MAX_ITEMS}.`)),
  page: Type.Optional(Int('Page, from 1.')),
  sort: Type.Optional(Type.Enum(['name'], { description: 'Sorted by name (the only order).' })),
  'filter[brand_name_eq]': Type.Optional(Type.String({ maxLength: 100, examples: ['Land Rover'], description: 'Only retailers of this brand (name or code).' })),
};
const Meta = (extra: Record<string, TSchema> = {}) =>
  Type.Object({ total: Type.Integer(), page: Type.Integer(), items: Type.Integer(), ...extra }, strict);
const DealersResponse = (extra: Record<string, TSchema> = {}) =>
  Type.Object({ data: Type.Array(DealerResource), meta: Meta(extra) }, strict);

function whole(value: string | undefined, fallback: number, min: number, max: number): number | null {
  if (value === undefined) return fallback;
  if (!/^\d{1,6}$/.test(value.trim())) return null;
  const n = Number(value);
  return n >= min && n <= max ? n : null;
}

/** Great-circle distance in km. */
function distanceKm(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }) {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLng = (b.longitude - a.longitude) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

/**
 * Retailers (A§7 content-system `/dealers?items=50`, brand-name filter, sorted by name) and the postcode
 * search with its fallback (A§7 "dealers endpoint setting with a postcode query and a fallback").
 */
export const dealersRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const repo = app.dealersRepository;

  const paging = (query: { items?: string; page?: string }) => ({
    items: whole(query.items, DEALERS_MAX_ITEMS, 1, DEALERS_MAX_ITEMS),
    page: whole(query.page, 1, 1, 100_000),
  });
  const resources = (rows: DealerRow[], locale: 'he' | 'en' | 'ar' | 'ru', distances?: Map<number, number>) =>
    rows.map((row) => {
      const km = distances?.get(row.id);
      return { id: String(row.id), type: 'dealers' as const, attributes: { ...dealerAttributes(row, locale === 'he' ? 'he' : 'en'), ...(km === undefined ? {} : { distance_km: km }) } };
    });

  app.get(
    '/dealers',
    {
      schema: {
        tags: [TAGS.content],
        summary: 'Retailers, optionally of one brand, sorted by name',
        querystring: Type.Object(DealersQuery),
        response: { 200: DealersResponse(), ...errorResponses(400, 429, 500) },
      },
    },
    async (request, reply) => {
      const { items, page } = paging(request.query);
      if (items === null) return sendError(reply, 400, `items must be a whole number from 1 to ${DEALERS_MAX_ITEMS}`, { parameter: 'items' });
      if (page === null) return sendError(reply, 400, 'page must be a whole number of 1 or more', { parameter: 'page' });
      const locale = request.query.locale ?? 'he';
      const brand = request.query['filter[brand_name_eq]']?.trim();
      const rows = await repo.list({ locale, ...(brand ? { brand } : {}) });
      return { data: resources(rows.slice((page - 1) * items, page * items), locale), meta: { total: rows.length, page, items } };
    },
  );

  app.get(
    '/dealers/by_postcode',
    {
      schema: {
        tags: [TAGS.content],
        summary: 'Retailers near a postcode, nearest first; none near → every retailer by name (fallback: true)',
        querystring: Type.Object({
          ...DealersQuery,
          postcode: Type.String({ maxLength: 20, description: 'An Israeli postcode (7 digits; 5-digit codes are read as their area).', examples: ['4951100'] }),
        }),
        response: { 200: DealersResponse({ fallback: Type.Boolean({ description: 'True when no retailer is near the postcode and every retailer is listed instead.' }) }), ...errorResponses(400, 429, 500) },
      },
    },
    async (request, reply) => {
      const { items, page } = paging(request.query);
      if (items === null) return sendError(reply, 400, `items must be a whole number from 1 to ${DEALERS_MAX_ITEMS}`, { parameter: 'items' });
      if (page === null) return sendError(reply, 400, 'page must be a whole number of 1 or more', { parameter: 'page' });
      const postcode = request.query.postcode.replace(/[\s-]/g, '');
      if (!/^(\d{5}|\d{7})$/.test(postcode))
        return sendError(reply, 400, 'postcode must be an Israeli postcode of 7 digits', { parameter: 'postcode' });
      const locale = request.query.locale ?? 'he';
      const brand = request.query['filter[brand_name_eq]']?.trim();
      const all = await repo.list({ locale, ...(brand ? { brand } : {}) });
      // The postcode's area is its first two digits; its centre is that of the retailers in it.
      const inArea = all.filter((row) => row.postcode.slice(0, 2) === postcode.slice(0, 2));
      const near = (() => {
        if (inArea.length === 0) return null;
        const centre = {
          latitude: inArea.reduce((s, r) => s + r.latitude, 0) / inArea.length,
          longitude: inArea.reduce((s, r) => s + r.longitude, 0) / inArea.length,
        };
        const distances = new Map(all.map((row) => [row.id, Math.round(distanceKm(centre, row) * 10) / 10]));
        const rows = all.filter((row) => (distances.get(row.id) ?? Infinity) <= NEAR_KM).sort((a, b) => distances.get(a.id)! - distances.get(b.id)! || a.id - b.id);
        return { rows, distances };
      })();
      const rows = near?.rows ?? all;
      return {
        data: resources(rows.slice((page - 1) * items, page * items), locale, near?.distances),
        meta: { total: rows.length, page, items, fallback: near === null },
      };
    },
  );
};
