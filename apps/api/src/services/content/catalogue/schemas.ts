import { type TSchema, Type } from 'typebox';
import {
  BRANDS,
  COLOUR_FINISHES,
  DRIVETRAINS,
  FUEL_TYPES,
  TRANSMISSIONS,
} from '../../../db/schema.js';
import { LOCALES } from '../schemas.js';
import { SPEC_KEYS } from './specs.js';

const strict = { additionalProperties: false } as const;
const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const KEY = '^[a-z0-9]+(-[a-z0-9]+)*$';
const Key = (examples: string[], description?: string) =>
  Type.String({ pattern: KEY, maxLength: 100, examples, ...(description ? { description } : {}) });
const Shekels = (description: string) => Type.Integer({ minimum: 0, description: `${description}, in whole shekels (₪).` });

const locale = Type.Optional(Type.Enum([...LOCALES], { default: 'he', description: 'Language of names and labels.' }));
const brandFilter = Type.Optional(Type.Enum([...BRANDS], { description: 'Only this brand.' }));
const familyFilter = Type.Optional(Key(['defender'], 'Only this model family.'));

export const LocaleQuery = Type.Object({ locale });

export const VehiclesQuery = Type.Object({
  locale,
  'filter[key_in]': Type.Optional(
    Type.String({
      pattern: '^[a-z0-9]+(-[a-z0-9]+)*(,[a-z0-9]+(-[a-z0-9]+)*)*$',
      maxLength: 2000,
      description: 'Comma-separated car keys: what spec-price substitution loads.',
      examples: ['defender-110-d250-se,range-rover-p460e-se'],
    }),
  ),
  'filter[nameplate_eq]': Type.Optional(Key(['range-rover-sport'], 'Only this nameplate (model key).')),
  'filter[family_eq]': familyFilter,
  'filter[brand_eq]': brandFilter,
});

export const NameplatesQuery = Type.Object({ locale, 'filter[family_eq]': familyFilter, 'filter[brand_eq]': brandFilter });

export const VehicleParams = Type.Object({
  id: Type.String({
    pattern: '^([1-9][0-9]{0,9}|[a-z0-9]+(-[a-z0-9]+)*)$',
    maxLength: 100,
    description: 'The vehicle id or its car key.',
    examples: ['defender-110-d250-se'],
  }),
});

export const CompareParams = Type.Object({
  id: Type.String({
    pattern: KEY,
    maxLength: 100,
    description: 'A model key (nameplate, e.g. `f-pace`), a family key (e.g. `range-rover`), or `all`.',
    examples: ['range-rover'],
  }),
});

export const PageIdParams = Type.Object({
  id: Type.Integer({ minimum: 1, maximum: 2147483647, description: 'The page id.' }),
});

const Named = Type.Object({ key: Type.String(), name: Type.String() }, strict);
const NameplateRef = Type.Object({ key: Type.String(), code: Type.String({ examples: ['x761'] }), name: Type.String() }, strict);

export const Specs = Type.Object(
  {
    fuel_type: Type.Enum([...FUEL_TYPES]),
    engine_capacity_cc: Nullable(Type.Integer({ description: 'Null for battery-electric vehicles.' })),
    cylinders: Nullable(Type.Integer()),
    power_hp: Type.Integer(),
    torque_nm: Type.Integer(),
    acceleration_0_100_s: Type.Number(),
    top_speed_kmh: Type.Integer(),
    seats: Type.Integer(),
    transmission: Type.Enum([...TRANSMISSIONS]),
    drivetrain: Type.Enum([...DRIVETRAINS]),
    consumption_l_100km: Nullable(Type.Number({ description: 'WLTP combined.' })),
    electric_consumption_kwh_100km: Nullable(Type.Number()),
    electric_range_km: Nullable(Type.Integer()),
    battery_kwh: Nullable(Type.Number()),
    co2_g_km: Type.Integer(),
    boot_litres: Type.Integer(),
  },
  { ...strict, description: 'Raw values by spec key (the keys a block names in spec_key_1…3).' },
);

const Colour = Type.Object(
  {
    key: Type.String(),
    name: Type.String({ examples: ['ירוק פנגאה'] }),
    hex: Type.String({ pattern: '^#[0-9a-f]{6}$' }),
    finish: Type.Enum([...COLOUR_FINISHES]),
    price: Shekels('Surcharge'),
  },
  strict,
);

const VehicleAttributes = Type.Object(
  {
    key: Type.String({ description: 'The car key.', examples: ['defender-110-d250-se'] }),
    engine_key: Type.String({ examples: ['d250'] }),
    name: Type.String(),
    trim: Type.String({ examples: ['SE'] }),
    brand: Type.Enum([...BRANDS]),
    family: Named,
    nameplate: NameplateRef,
    price: Shekels('List price'),
    lease_price: Nullable(Shekels('Monthly lease from')),
    currency: Type.Literal('ILS'),
    image_id: Nullable(Type.Integer({ description: 'Media library id of the model picture.' })),
    specs: Specs,
  },
  strict,
);

export const VehiclesResponse = Type.Object(
  {
    data: Type.Array(
      Type.Object({ id: Type.String(), type: Type.Literal('vehicles'), attributes: VehicleAttributes }, strict),
    ),
    meta: Type.Object({ count: Type.Integer({ minimum: 0 }) }, strict),
  },
  { ...strict, description: 'Vehicles (one per car key) by family, nameplate and sequence; with price, lease_price and specs.' },
);

const NameplateSummary = {
  key: Type.String({ examples: ['f-pace'] }),
  code: Type.String({ examples: ['x761'], description: 'Nameplate code (A§3).' }),
  name: Type.String(),
  brand: Type.Enum([...BRANDS]),
  family: Named,
  page_path: Nullable(Type.String()),
  image_id: Nullable(Type.Integer()),
  price_from: Shekels('Lowest list price'),
  lease_price_from: Nullable(Shekels('Lowest monthly lease')),
};

export const GroupedNameplatesResponse = Type.Object(
  {
    data: Type.Array(
      Type.Object(
        {
          id: Type.String(),
          type: Type.Literal('grouped_nameplates'),
          attributes: Type.Object(
            {
              ...NameplateSummary,
              body_style: Type.String(),
              description: Type.String(),
              model_year: Type.Integer(),
              gallery_image_ids: Type.Array(Type.Integer()),
              colours: Type.Array(Colour),
              vehicles: Type.Array(
                Type.Object(
                  {
                    key: Type.String(),
                    engine_key: Type.String(),
                    name: Type.String(),
                    trim: Type.String(),
                    price: Shekels('List price'),
                    lease_price: Nullable(Shekels('Monthly lease from')),
                  },
                  strict,
                ),
              ),
            },
            strict,
          ),
        },
        strict,
      ),
    ),
  },
  { ...strict, description: 'Nameplates with their vehicles and colours, by family and sequence.' },
);

const SpecRow = Type.Object(
  {
    key: Type.Enum([...SPEC_KEYS]),
    label: Type.String({ examples: ['הספק'] }),
    value: Type.Union([Type.String(), Type.Number(), Type.Null()]),
    unit: Nullable(Type.String()),
    text: Type.String({ description: "Ready to show in the locale; '' when not applicable.", examples: ['300 כ״ס'] }),
  },
  strict,
);

export const VehicleSpecsResponse = Type.Object(
  {
    data: Type.Object(
      {
        id: Type.String(),
        type: Type.Literal('vehicle_specs'),
        attributes: Type.Object(
          {
            key: Type.String(),
            name: Type.String(),
            nameplate: NameplateRef,
            price: Shekels('List price'),
            lease_price: Nullable(Shekels('Monthly lease from')),
            currency: Type.Literal('ILS'),
            specs: Type.Array(SpecRow),
            colours: Type.Array(Colour),
          },
          strict,
        ),
      },
      strict,
    ),
  },
  { ...strict, description: 'One vehicle’s labelled spec sheet and colours.' },
);

export const CompareSpecResponse = Type.Object(
  {
    data: Type.Array(
      Type.Object(
        {
          id: Type.String(),
          type: Type.Literal('compare_spec'),
          attributes: Type.Object(
            {
              order: Type.Array(Type.String(), { description: 'The car keys of `models`, in display order.' }),
              models: Type.Record(
                Type.String(),
                Type.Object(
                  {
                    name: Type.String(),
                    nameplate: NameplateRef,
                    price: Shekels('List price'),
                    lease_price: Nullable(Shekels('Monthly lease from')),
                    image_id: Nullable(Type.Integer()),
                    specs: Specs,
                  },
                  strict,
                ),
                { description: 'Models keyed by car key, each with its specs.' },
              ),
              labels: Type.Array(
                Type.Object({ key: Type.Enum([...SPEC_KEYS]), label: Type.String(), unit: Nullable(Type.String()) }, strict),
              ),
            },
            strict,
          ),
        },
        strict,
      ),
      { minItems: 1, maxItems: 1, description: 'One item; the site reads the first.' },
    ),
  },
  { ...strict, description: 'Models to compare, keyed by car key, with spec labels.' },
);

export const OfferCarModelsResponse = Type.Object(
  {
    data: Type.Array(
      Type.Object(
        {
          id: Type.String(),
          type: Type.Literal('offer_car_models'),
          attributes: Type.Object({ ...NameplateSummary, offer: Type.String() }, strict),
        },
        strict,
      ),
    ),
  },
  { ...strict, description: 'Nameplates with a current offer in this locale.' },
);

const NavNameplate = Nullable(
  Type.Object(
    {
      key: Type.String(),
      code: Type.String(),
      image_id: Nullable(Type.Integer()),
      price_from: Nullable(Shekels('Lowest list price')),
    },
    strict,
  ),
);

const navFields = {
  key: Type.String(),
  label: Type.String(),
  url: Nullable(Type.String({ description: 'Site path or absolute URL; null for a heading.' })),
  target: Type.Union([Type.Literal('_self'), Type.Literal('_blank')], {
    description: '`_blank` when the entry or the redirection it points at opens a new window (B§9).',
  }),
  nameplate: NavNameplate,
};

export const NavEntriesResponse = Type.Object(
  {
    data: Type.Array(
      Type.Object(
        {
          id: Type.String(),
          type: Type.Literal('nav_entries'),
          attributes: Type.Object({ ...navFields, parent_id: Nullable(Type.String()) }, strict),
        },
        strict,
      ),
    ),
  },
  { ...strict, description: 'Menu entries, flat: sections (parent_id null) then items, each by sequence.' },
);

const NavItem = Type.Object({ id: Type.String(), ...navFields }, strict);

export const NavEntriesV2Response = Type.Object(
  { data: Type.Array(Type.Object({ id: Type.String(), ...navFields, children: Type.Array(NavItem) }, strict)) },
  { ...strict, description: 'The menu as a tree: sections with their items.' },
);

export const BreadcrumbsResponse = Type.Object(
  {
    data: Type.Array(
      Type.Object(
        {
          position: Type.Integer({ minimum: 1 }),
          label: Type.String(),
          path: Nullable(Type.String({ description: 'Null for a folder, which has no page to open.' })),
          page_id: Type.Integer(),
        },
        strict,
      ),
    ),
  },
  { ...strict, description: 'Home first, then each published ancestor page or folder, then the page itself.' },
);
