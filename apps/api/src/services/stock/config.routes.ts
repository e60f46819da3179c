import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  FILTER_DEFINITIONS,
  FILTER_KEYS,
  listingLimits,
  SORT_OPTIONS,
  VEHICLE_STATES,
  VEHICLE_STATUSES,
  DEFAULT_SORT,
} from '@lux/stock-locator';
import { type TSchema, Type } from 'typebox';
import { BRANDS } from '../../db/schema.js';
import { TAGS } from '../../http/docs.js';
import { errorResponses, sendError } from '../../http/errors.js';
import { NoQuery } from '../../http/schemas.js';
import { BODY_TYPES, FUEL_TYPES, MODELS, TRADE_IN_LANGS } from './trade-in.data.js';

const strict = { additionalProperties: false } as const;
const Data = <T extends TSchema>(data: T) => Type.Object({ data }, strict);
const Resource = <T extends TSchema>(type: string, attributes: T) =>
  Type.Object({ id: Type.String(), type: Type.Literal(type), attributes }, strict);

const COMPANY_CONFIG_HEADER = 'company-config';
const ConfigItem = Resource('company_configs', Type.Object({ config_type: Type.String(), data: Type.Unknown() }, strict));
const CompanyHeaders = Type.Object({
  [COMPANY_CONFIG_HEADER]: Type.Optional(Type.String({ description: 'The company whose config is read (required).', examples: ['lux-il'] })),
});
const KEY = Type.String({ pattern: '^[a-z0-9][a-z0-9_-]{0,99}$' });

const BRAND_NAMES: Record<(typeof BRANDS)[number], { name: string; nameHe: string }> = {
  land_rover: { name: 'Land Rover', nameHe: 'לנד רובר' },
  jaguar: { name: 'Jaguar', nameHe: 'יגואר' },
};

/** A§7 configuration calls of the stock service: company config, translations, brands, nameplates, config data, trade-in options. */
export const stockConfigRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const repo = app.stockRepository;

  app.get(
    '/public_api/company_config/:key',
    {
      schema: {
        tags: [TAGS.stock],
        summary: 'Company config: `all` (optionally only the given config_type values) or one config type',
        params: Type.Object({ key: KEY }),
        headers: CompanyHeaders,
        querystring: Type.Object({
          config_type: Type.Optional(Type.Union([KEY, Type.Array(KEY, { maxItems: 20 })], { description: 'With `all`: only these types (showroom: additional, cash, lease, subscription).' })),
        }),
        response: {
          200: Type.Union([Data(Type.Array(ConfigItem)), Data(ConfigItem)]),
          ...errorResponses(400, 404, 429, 500),
        },
      },
    },
    async (request, reply) => {
      const company = request.headers[COMPANY_CONFIG_HEADER]?.trim();
      if (!company) return sendError(reply, 400, 'The Company-Config header is required.', { parameter: 'Company-Config' });
      const { key } = request.params;
      const filter = request.query.config_type;
      const types = key === 'all' ? (filter === undefined ? null : Array.isArray(filter) ? filter : [filter]) : [key];
      const rows = await repo.companyConfigs(company.slice(0, 100), types);
      const items = rows.map((row) => ({
        id: String(row.id),
        type: 'company_configs' as const,
        attributes: { config_type: row.configType, data: row.data },
      }));
      if (key === 'all') {
        if (items.length === 0 && (await repo.companyConfigs(company.slice(0, 100), null)).length === 0)
          return sendError(reply, 404, `No company config for "${company.slice(0, 100)}".`, { parameter: 'Company-Config' });
        return { data: items };
      }
      const [item] = items;
      if (!item) return sendError(reply, 404, `No config "${key}" for company "${company.slice(0, 100)}".`, { parameter: 'key' });
      return { data: item };
    },
  );

  app.get(
    '/public_api/widget_translations_configs/:id',
    {
      schema: {
        tags: [TAGS.stock],
        summary: 'Stock widget translations, read by the site from data.data.attributes.data',
        params: Type.Object({ id: KEY }),
        querystring: NoQuery,
        response: {
          200: Data(Resource('widget_translations_configs', Type.Object({ locale: Type.String(), data: Type.Record(Type.String(), Type.String()) }, strict))),
          ...errorResponses(400, 404, 429, 500),
        },
      },
    },
    async (request, reply) => {
      const row = await repo.translations(request.params.id);
      if (!row) return sendError(reply, 404, `No translations "${request.params.id}".`, { parameter: 'id' });
      return { data: { id: row.key, type: 'widget_translations_configs' as const, attributes: { locale: row.locale, data: row.data } } };
    },
  );

  app.get(
    '/public_api/brands',
    {
      schema: {
        tags: [TAGS.stock],
        summary: 'The brands (A§3 brand-to-code map)',
        querystring: NoQuery,
        response: { 200: Data(Type.Array(Resource('brands', Type.Object({ code: Type.String(), name: Type.String(), name_he: Type.String() }, strict)))), ...errorResponses(429, 500) },
      },
    },
    async () => ({
      data: BRANDS.map((code) => ({ id: code, type: 'brands' as const, attributes: { code, name: BRAND_NAMES[code].name, name_he: BRAND_NAMES[code].nameHe } })),
    }),
  );

  app.get(
    '/nameplates',
    {
      schema: {
        tags: [TAGS.stock],
        summary: 'Nameplates with brand, platform code and model group (A§3 Other)',
        querystring: NoQuery,
        response: {
          200: Data(Type.Array(Resource('nameplates', Type.Object({ key: Type.String(), code: Type.String(), name: Type.String(), name_he: Type.String(), brand: Type.String(), brand_name: Type.String(), family: Type.String(), model_group: Type.String() }, strict)))),
          ...errorResponses(429, 500),
        },
      },
    },
    async () => ({
      data: (await repo.nameplates()).map((row) => ({
        id: String(row.id),
        type: 'nameplates' as const,
        attributes: {
          key: row.key,
          code: row.code,
          name: row.nameEn.replace(/^Jaguar /, ''),
          name_he: row.nameHe,
          brand: row.brand,
          brand_name: BRAND_NAMES[row.brand].name,
          family: row.familyKey,
          model_group: row.brand === 'jaguar' ? 'any_jag' : 'any_lr',
        },
      })),
    }),
  );

  app.get(
    '/public_api/vehicles/config_data',
    {
      schema: {
        tags: [TAGS.stock],
        summary: 'What a stock locator needs to configure itself: filters, sorting options, limits, states, statuses',
        querystring: Type.Object({}, { additionalProperties: true }),
        response: { 200: Data(Type.Unknown()), ...errorResponses(429, 500) },
      },
    },
    async () => ({
      data: {
        filters: FILTER_KEYS.map((key) => ({ key, ...FILTER_DEFINITIONS[key] })),
        sort_options: SORT_OPTIONS,
        default_sort: DEFAULT_SORT,
        limits: listingLimits,
        states: VEHICLE_STATES,
        statuses: VEHICLE_STATUSES,
      },
    }),
  );

  app.get(
    '/trade_in/form_options',
    {
      schema: {
        tags: [TAGS.stock],
        summary: 'Trade-in option lists: bodyTypes, brands, models, fuelTypes (lang default en)',
        querystring: Type.Object({
          lang: Type.Optional(Type.Enum([...TRADE_IN_LANGS], { default: 'en' })),
          brand: Type.Optional(Type.String({ maxLength: 100, description: 'Only the models of this brand.' })),
        }, { additionalProperties: true }),
        response: { 200: Data(Type.Unknown()), ...errorResponses(400, 429, 500) },
      },
    },
    async (request) => {
      const lang = request.query.lang ?? 'en';
      const label = (l: { he: string; en: string }) => l[lang];
      const brand = request.query.brand;
      const brands = Object.entries(MODELS);
      return {
        data: {
          lang,
          bodyTypes: BODY_TYPES.map((o) => ({ value: o.value, label: label(o.label) })),
          fuelTypes: FUEL_TYPES.map((o) => ({ value: o.value, label: label(o.label) })),
          brands: brands.map(([value, b]) => ({ value, label: label(b.label) })),
          models: brands
            .filter(([value]) => brand === undefined || brand === value)
            .flatMap(([value, b]) => b.models.map((model) => ({ brand: value, value: model, label: model }))),
        },
      };
    },
  );
};
