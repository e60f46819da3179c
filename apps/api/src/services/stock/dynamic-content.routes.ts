import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { TAGS } from '../../http/docs.js';
import { errorResponses, sendError } from '../../http/errors.js';
import { NoQuery } from '../../http/schemas.js';

/** The most listings one Reffine request may name. */
export const MAX_DYNAMIC_CONTENT_LISTINGS = 20;
const LISTING_UUID = /^[A-Za-z0-9_-]{1,64}$/;
const API_KEY_HEADER = 'x-api-key';
/** Stock changes a few times a day; a minute of staleness costs nothing and spares the database. */
const CACHE = 'max-age=60';

export interface DynamicContentRoutesOptions {
  /** What `x-api-key` must carry on the external-stock list (config `EXTERNAL_STOCK_API_KEY`). */
  externalStockApiKey: string;
}

/**
 * The listing uuids of a Reffine request: comma-joined, 1 to 20 distinct, each 1–64 letters, digits,
 * `_` or `-` (the listing keys of this stock service qualify). Repeats are answered once.
 */
export function parseListingUuids(raw: string): { uuids: string[] } | { problem: string } {
  const parts = raw.split(',');
  const bad = parts.find((part) => !LISTING_UUID.test(part));
  if (bad !== undefined) {
    const shown = bad.length > 40 ? `${bad.slice(0, 40)}…` : bad;
    return {
      problem: `Each listing uuid is 1 to 64 letters, digits, "_" or "-", joined by commas (got "${shown}").`,
    };
  }
  const uuids = [...new Set(parts)];
  if (uuids.length > MAX_DYNAMIC_CONTENT_LISTINGS) {
    return {
      problem: `At most ${MAX_DYNAMIC_CONTENT_LISTINGS} listing uuids per request (got ${uuids.length}).`,
    };
  }
  return { uuids };
}

/** Constant-time comparison that also hides the key's length (both sides are hashed first). */
function sameKey(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();
  return timingSafeEqual(digest(given), digest(expected));
}

const ModelNames = Type.Array(Type.String({ examples: ['Defender 110'] }), {
  description: 'Distinct model (nameplate) names of the vehicles on sale (every status but sold), sorted.',
});

/**
 * B§7 dynamic-content data the site's strategies fetch (libs/dynamic-content): the Reffine lists by
 * listing, and the external stock list behind an api key.
 */
export const dynamicContentRoutes: FastifyPluginAsyncTypebox<DynamicContentRoutesOptions> = async (
  app,
  { externalStockApiKey },
) => {
  const repo = app.stockRepository;

  app.get(
    '/public_api/dynamic_content/:uuids',
    {
      schema: {
        tags: [TAGS.stock],
        summary: 'Reffine strategy data (B§7): the model names on sale in each listing',
        description:
          'A listing is a `ci_key_list` of the stock (the `listing` of its vehicles). A listing without any vehicle is left out of the answer, so the strategy treats it as unknown and shows the content (B§5); one whose vehicles are all sold maps to `[]`, so a condition on it fails.',
        params: Type.Object({
          uuids: Type.String({
            description: `1 to ${MAX_DYNAMIC_CONTENT_LISTINGS} listing uuids joined by commas, each 1–64 letters, digits, "_" or "-".`,
            examples: ['lux-il'],
          }),
        }),
        querystring: NoQuery,
        response: {
          200: Type.Record(Type.String(), ModelNames, {
            description: 'Listing uuid → model names. Unknown listings are absent.',
            examples: [{ 'lux-il': ['Defender 110', 'F-PACE', 'Range Rover Sport'] }],
          }),
          ...errorResponses(400, 429, 500),
        },
      },
    },
    async (request, reply) => {
      const parsed = parseListingUuids(request.params.uuids);
      if ('problem' in parsed) return sendError(reply, 400, parsed.problem, { parameter: 'uuids' });
      const models = await repo.modelsByListing(parsed.uuids);
      // Omitted, not [], for a listing nobody knows: reffineListsFromResponse then leaves its CMS name
      // unknown and reffinePasses lets the content show (B§5 "passes if the named list is unknown").
      reply.header('cache-control', `public, ${CACHE}`);
      return Object.fromEntries(
        parsed.uuids.flatMap((uuid) => (models.has(uuid) ? [[uuid, models.get(uuid)!]] : [])),
      );
    },
  );

  app.get(
    '/public_api/external_stock',
    {
      schema: {
        tags: [TAGS.stock],
        summary: 'External stock strategy list (B§7): the model names on sale, for the api key in x-api-key',
        headers: Type.Object({
          [API_KEY_HEADER]: Type.Optional(
            Type.String({
              description: 'The api key (the `dynamic_content.external_stock_api_key` setting). Required.',
            }),
          ),
        }),
        querystring: NoQuery,
        response: { 200: ModelNames, ...errorResponses(401, 429, 500) },
      },
    },
    async (request, reply) => {
      const given = request.headers[API_KEY_HEADER];
      if (typeof given !== 'string' || !sameKey(given, externalStockApiKey)) {
        reply.header('cache-control', 'no-store');
        return sendError(reply, 401, `A valid api key is required in the ${API_KEY_HEADER} header.`);
      }
      // Per key: shared caches must not hand the list to a caller without one.
      reply.header('cache-control', `private, ${CACHE}`).header('vary', API_KEY_HEADER);
      return repo.modelsOnSale();
    },
  );
};
