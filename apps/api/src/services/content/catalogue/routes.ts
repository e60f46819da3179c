import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { TAGS } from '../../../http/docs.js';
import { errorResponses, sendError } from '../../../http/errors.js';
import { specsOf, type Colour, type Locale, type NameplateRow, type Vehicle } from './catalogue.repository.js';
import {
  CompareParams,
  CompareSpecResponse,
  GroupedNameplatesResponse,
  LocaleQuery,
  NameplatesQuery,
  OfferCarModelsResponse,
  VehicleParams,
  VehicleSpecsResponse,
  VehiclesQuery,
  VehiclesResponse,
} from './schemas.js';
import { SPEC_DEFINITIONS, SPEC_KEYS, specRows } from './specs.js';
import { navigation } from './navigation.js';

const name = (row: { nameHe: string; nameEn: string }, locale: Locale) => (locale === 'he' ? row.nameHe : row.nameEn);
const min = (values: Array<number | null>) => {
  const present = values.filter((value): value is number => value !== null);
  return present.length > 0 ? Math.min(...present) : null;
};

function toVehicle(row: Vehicle, locale: Locale) {
  return {
    key: row.key,
    engine_key: row.engineKey,
    name: name(row, locale),
    trim: row.trim,
    brand: row.brand,
    family: { key: row.familyKey, name: locale === 'he' ? row.familyNameHe : row.familyNameEn },
    nameplate: nameplateRef(row, locale),
    price: row.price,
    lease_price: row.leasePrice,
    currency: 'ILS' as const,
    image_id: row.heroImageId,
    specs: specsOf(row),
  };
}

function nameplateRef(row: Vehicle, locale: Locale) {
  return {
    key: row.nameplateKey,
    code: row.nameplateCode,
    name: locale === 'he' ? row.nameplateNameHe : row.nameplateNameEn,
  };
}

const toColour = (colour: Colour, locale: Locale) => ({
  key: colour.key,
  name: name(colour, locale),
  hex: colour.hex,
  finish: colour.finish,
  price: colour.price,
});

/** The model catalogue (A§3, A§7) under the content prefix (ADR 010). Everything here is public and read-only. */
export const catalogueRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const repo = app.catalogueRepository;

  /** Nameplate summaries with "from" prices computed over their vehicles. */
  async function summaries(rows: NameplateRow[], locale: Locale) {
    const cars = await repo.listVehicles();
    return rows.map((row) => {
      const own = cars.filter((car) => car.nameplateKey === row.key);
      return {
        row,
        vehicles: own,
        summary: {
          key: row.key,
          code: row.code,
          name: name(row, locale),
          brand: row.brand,
          family: { key: row.familyKey, name: locale === 'he' ? row.familyNameHe : row.familyNameEn },
          page_path: row.pagePath,
          image_id: row.heroImageId,
          price_from: min(own.map((car) => car.price)) ?? 0,
          lease_price_from: min(own.map((car) => car.leasePrice)),
        },
      };
    });
  }

  app.get(
    '/vehicles',
    {
      schema: {
        tags: [TAGS.catalogue],
        summary: 'Vehicles with price, lease price and specs; filter by car keys for spec-price substitution',
        querystring: VehiclesQuery,
        response: { 200: VehiclesResponse, ...errorResponses(400, 429, 500) },
      },
    },
    async (request) => {
      const { locale = 'he' } = request.query;
      const keys = request.query['filter[key_in]']?.split(',');
      const rows = await repo.listVehicles({
        ...(keys ? { keys } : {}),
        ...(request.query['filter[nameplate_eq]'] ? { nameplate: request.query['filter[nameplate_eq]'] } : {}),
        ...(request.query['filter[family_eq]'] ? { family: request.query['filter[family_eq]'] } : {}),
        ...(request.query['filter[brand_eq]'] ? { brand: request.query['filter[brand_eq]'] } : {}),
      });
      return {
        data: rows.map((row) => ({ id: String(row.id), type: 'vehicles' as const, attributes: toVehicle(row, locale) })),
        meta: { count: rows.length },
      };
    },
  );

  app.get(
    '/vehicles/grouped_nameplates',
    {
      schema: {
        tags: [TAGS.catalogue],
        summary: 'Nameplates with their vehicles, colours and "from" prices',
        querystring: NameplatesQuery,
        response: { 200: GroupedNameplatesResponse, ...errorResponses(400, 429, 500) },
      },
    },
    async (request) => {
      const { locale = 'he' } = request.query;
      const rows = await repo.listNameplates({
        ...(request.query['filter[family_eq]'] ? { family: request.query['filter[family_eq]'] } : {}),
        ...(request.query['filter[brand_eq]'] ? { brand: request.query['filter[brand_eq]'] } : {}),
      });
      const colours = await repo.coloursOf(rows.map((row) => row.id));
      const grouped = await summaries(rows, locale);
      return {
        data: grouped.map(({ row, vehicles, summary }) => ({
          id: String(row.id),
          type: 'grouped_nameplates' as const,
          attributes: {
            ...summary,
            body_style: locale === 'he' ? row.bodyStyleHe : row.bodyStyleEn,
            description: locale === 'he' ? row.descriptionHe : row.descriptionEn,
            model_year: row.modelYear,
            gallery_image_ids: row.galleryImageIds,
            colours: (colours.get(row.id) ?? []).map((colour) => toColour(colour, locale)),
            vehicles: vehicles.map((car) => ({
              key: car.key,
              engine_key: car.engineKey,
              name: name(car, locale),
              trim: car.trim,
              price: car.price,
              lease_price: car.leasePrice,
            })),
          },
        })),
      };
    },
  );

  app.get(
    '/vehicles/:id/specs',
    {
      schema: {
        tags: [TAGS.catalogue],
        summary: 'One vehicle’s labelled spec sheet, by id or car key',
        params: VehicleParams,
        querystring: LocaleQuery,
        response: { 200: VehicleSpecsResponse, ...errorResponses(400, 404, 429, 500) },
      },
    },
    async (request, reply) => {
      const { locale = 'he' } = request.query;
      const { id } = request.params;
      const row = await repo.findVehicle(/^[0-9]+$/.test(id) ? Number(id) : id);
      if (!row) return sendError(reply, 404, `No vehicle "${id}".`, { parameter: 'id' });
      const colours = await repo.coloursOf([row.nameplateId]);
      return {
        data: {
          id: String(row.id),
          type: 'vehicle_specs' as const,
          attributes: {
            key: row.key,
            name: name(row, locale),
            nameplate: nameplateRef(row, locale),
            price: row.price,
            lease_price: row.leasePrice,
            currency: 'ILS' as const,
            specs: specRows(specsOf(row), locale),
            colours: (colours.get(row.nameplateId) ?? []).map((colour) => toColour(colour, locale)),
          },
        },
      };
    },
  );

  app.get(
    '/compare/spec/:id',
    {
      schema: {
        tags: [TAGS.catalogue],
        summary: 'Models to compare, keyed by car key, each with its specs',
        params: CompareParams,
        querystring: LocaleQuery,
        response: { 200: CompareSpecResponse, ...errorResponses(400, 404, 429, 500) },
      },
    },
    async (request, reply) => {
      const { locale = 'he' } = request.query;
      const { id } = request.params;
      const rows = await repo.vehiclesToCompare(id);
      if (!rows) return sendError(reply, 404, `No model or model family "${id}".`, { parameter: 'id' });
      return {
        data: [
          {
            id,
            type: 'compare_spec' as const,
            attributes: {
              order: rows.map((row) => row.key),
              models: Object.fromEntries(
                rows.map((row) => [
                  row.key,
                  {
                    name: name(row, locale),
                    nameplate: nameplateRef(row, locale),
                    price: row.price,
                    lease_price: row.leasePrice,
                    image_id: row.heroImageId,
                    specs: specsOf(row),
                  },
                ]),
              ),
              labels: SPEC_KEYS.map((key) => ({
                key,
                label: SPEC_DEFINITIONS[key].label[locale],
                unit: SPEC_DEFINITIONS[key].unit?.[locale] ?? null,
              })),
            },
          },
        ],
      };
    },
  );

  app.get(
    '/offer_car_models',
    {
      schema: {
        tags: [TAGS.catalogue],
        summary: 'Nameplates with a current offer',
        querystring: LocaleQuery,
        response: { 200: OfferCarModelsResponse, ...errorResponses(400, 429, 500) },
      },
    },
    async (request) => {
      const { locale = 'he' } = request.query;
      const grouped = await summaries(await repo.listNameplates({ withOffer: locale }), locale);
      return {
        data: grouped.map(({ row, summary }) => ({
          id: String(row.id),
          type: 'offer_car_models' as const,
          attributes: { ...summary, offer: (locale === 'he' ? row.offerHe : row.offerEn) ?? '' },
        })),
      };
    },
  );

  await app.register(navigation);
};
