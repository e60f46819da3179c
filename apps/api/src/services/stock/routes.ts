import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DEFAULT_SORT, parseListingApiQuery, type ParsedListingApiQuery } from '@lux/stock-locator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { TAGS } from '../../http/docs.js';
import { errorResponses, sendError } from '../../http/errors.js';
import { NoQuery } from '../../http/schemas.js';
import {
  ConfigUrlQuery,
  LightListingResponse,
  ListingParams,
  ListingQuery,
  ListingResponse,
  RetailersQuery,
  RetailersResponse,
  VehicleParams,
  VehicleResponse,
} from './schemas.js';
import { cardAttributes, dealerAttributes, vehicleAttributes } from './serialise.js';

export interface StockRoutesOptions {
  /** Where the media service is mounted: photo URLs point at its renditions. */
  mediaPrefix: string;
}

/** Paging and range bounds: numbers, which the API takes in plain decimal digits only (http/numbers.ts). */
const NUMBER_PARAM = /^(?:items|page|filter\[[a-z0-9_]+_(?:gteq|lteq)\])$/;
const PLAIN_DECIMAL = /^(?:0|[1-9][0-9]{0,15})(?:\.[0-9]{1,16})?$/;

/**
 * The query exactly as sent (repeats and all), so one parser judges every parameter. A number written
 * any other way (`1e3`, `0x10`, ` 12`, `012`, `+1`) reaches the parser as no number at all, so it is
 * refused in the parser's own words, as an unreadable value is.
 */
function rawQuery(request: FastifyRequest): URLSearchParams {
  const url = request.raw.url ?? '';
  const at = url.indexOf('?');
  const params = [...new URLSearchParams(at === -1 ? '' : url.slice(at + 1))];
  return new URLSearchParams(params.map(([key, value]) => [key, NUMBER_PARAM.test(key) && !PLAIN_DECIMAL.test(value) ? '' : value]));
}

/** Problems → one 400 naming every bad parameter (A§9: items outside 1–12 get a clear message). */
function parseOr400(request: FastifyRequest, reply: FastifyReply): ParsedListingApiQuery | null {
  const parsed = parseListingApiQuery(rawQuery(request));
  if (parsed.problems.length === 0) return parsed;
  const detail = [...new Set(parsed.problems.map((p) => p.message))].join('; ');
  void sendError(reply, 400, detail, { parameter: parsed.problems[0]!.parameter.slice(0, 100) });
  return null;
}

/** A§7 stock locator calls: listing (full and light), one vehicle, a vehicle by config URL, retailers. */
export const stockRoutes: FastifyPluginAsyncTypebox<StockRoutesOptions> = async (app, { mediaPrefix }) => {
  const repo = app.stockRepository;

  async function listing(request: FastifyRequest<{ Params: { listing: string } }>, reply: FastifyReply, light: boolean) {
    const parsed = parseOr400(request, reply);
    if (!parsed) return null;
    const sort = parsed.sort ?? DEFAULT_SORT;
    const result = await repo.list({
      listing: request.params.listing,
      conditions: parsed.conditions,
      sort,
      page: parsed.page,
      items: parsed.items,
      facets: !light,
    });
    // Answered while the listing's index is rebuilt after a change: right rows, matches a rebuild behind. A
    // cache (the site's page cache, a CDN) must not keep it (ADR 017 addendum 3).
    if ('fromPreviousIndex' in result && result.fromPreviousIndex) reply.header('cache-control', 'no-store');
    const meta = { total: result.total, page: parsed.page, items: parsed.items, sort, facets: result.facets, ranges: result.ranges };
    return { rows: result.rows, meta };
  }

  app.get(
    '/public_api/listing/:listing',
    {
      schema: {
        tags: [TAGS.stock],
        summary: 'Vehicles of a listing: filters, sorting, paging, facet counts and range bounds',
        params: ListingParams,
        querystring: ListingQuery,
        response: { 200: ListingResponse, ...errorResponses(400, 429, 500) },
      },
    },
    async (request, reply) => {
      const result = await listing(request, reply, false);
      if (!result) return reply;
      const data = result.rows.map((row) => ({ id: String(row.vehicle.id), type: 'vehicles' as const, attributes: vehicleAttributes(row, mediaPrefix) }));
      return { data, meta: result.meta };
    },
  );

  app.get(
    '/public_api/listing/:listing/light',
    {
      schema: {
        tags: [TAGS.stock],
        summary: 'Vehicle cards of a listing (carousels): same filters, sorting and paging; no facets',
        params: ListingParams,
        querystring: ListingQuery,
        response: { 200: LightListingResponse, ...errorResponses(400, 429, 500) },
      },
    },
    async (request, reply) => {
      const result = await listing(request, reply, true);
      if (!result) return reply;
      const data = result.rows.map((row) => ({ id: String(row.vehicle.id), type: 'vehicles' as const, attributes: cardAttributes(row, mediaPrefix) }));
      return { data, meta: result.meta };
    },
  );

  app.get(
    '/public_api/listing/:listing/vehicle/:id',
    {
      schema: {
        tags: [TAGS.stock],
        summary: 'One vehicle with every listing attribute, market groups and owner fields',
        params: VehicleParams,
        querystring: NoQuery,
        response: { 200: VehicleResponse, ...errorResponses(400, 404, 429, 500) },
      },
    },
    async (request, reply) => {
      const row = await repo.find(request.params.listing, Number(request.params.id));
      if (!row)
        return sendError(reply, 404, `No vehicle ${request.params.id} in listing ${request.params.listing}.`, { parameter: 'id' });
      return { data: { id: String(row.vehicle.id), type: 'vehicles' as const, attributes: vehicleAttributes(row, mediaPrefix) } };
    },
  );

  app.get(
    '/public_api/listing/:listing/vehicle',
    {
      schema: {
        tags: [TAGS.stock],
        summary: 'The vehicle built in the configurator at config_url',
        params: ListingParams,
        querystring: ConfigUrlQuery,
        response: { 200: VehicleResponse, ...errorResponses(400, 404, 429, 500) },
      },
    },
    async (request, reply) => {
      const row = await repo.findByConfigUrl(request.params.listing, request.query.config_url);
      if (!row) return sendError(reply, 404, `No vehicle with this config_url in listing ${request.params.listing}.`, { parameter: 'config_url' });
      return { data: { id: String(row.vehicle.id), type: 'vehicles' as const, attributes: vehicleAttributes(row, mediaPrefix) } };
    },
  );

  app.get(
    '/public_api/listing/:listing/retailers',
    {
      schema: {
        tags: [TAGS.stock],
        summary: 'Retailers of a listing by brand, state (district), or postcode and locality (A§4)',
        params: ListingParams,
        querystring: RetailersQuery,
        response: { 200: RetailersResponse, ...errorResponses(400, 429, 500) },
      },
    },
    async (request, reply) => {
      const parsed = parseOr400(request, reply);
      if (!parsed) return reply;
      const rows = await repo.retailers(request.params.listing, parsed.q);
      return {
        data: rows.map((row) => ({ id: String(row.id), type: 'dealers' as const, attributes: dealerAttributes(row) })),
        meta: { total: rows.length },
      };
    },
  );
};
