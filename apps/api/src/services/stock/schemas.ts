import { SORT_OPTIONS, VEHICLE_STATES, VEHICLE_STATUSES, ALLOWED_FILTER_PARAMS } from '@lux/stock-locator';
import { type TSchema, Type } from 'typebox';

const strict = { additionalProperties: false } as const;
const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const opt = <T extends TSchema>(schema: T) => Type.Optional(Nullable(schema));
const Any = (description?: string) => Type.Unknown(description ? { description } : {});

export const ListingParams = Type.Object({
  listing: Type.String({
    pattern: '^[a-z0-9][a-z0-9_-]{0,99}$',
    description: 'The listing key (`ci_key_list` of the stock locator block).',
    examples: ['lux-il'],
  }),
});

export const VehicleParams = Type.Object({
  listing: ListingParams.properties.listing,
  id: Type.String({ pattern: '^[1-9][0-9]{0,8}$', description: 'The vehicle id.', examples: ['42'] }),
});

const filterDoc = (name: string) =>
  Type.Optional(
    Type.String({
      description: name.endsWith('_gteq') || name.endsWith('_lteq')
        ? 'Whole number of 0 or more.'
        : name.endsWith('_eq')
          ? 'One value.'
          : 'Values joined with a double space (A§5).',
    }),
  );

/**
 * Documents the parameters; the handler validates them with `parseListingApiQuery` (from the raw URL,
 * so repeated and malformed parameters are judged by one set of rules and answered with one message).
 */
export const ListingQuery = Type.Object(
  {
    items: Type.Optional(Type.String({ description: 'Vehicles per page, 1 to 12 (A§9); default 12.', examples: ['12'] })),
    page: Type.Optional(Type.String({ description: 'Page, from 1.', examples: ['1'] })),
    sort: Type.Optional(Type.String({ description: `One of ${SORT_OPTIONS.join(', ')}; default createdAtDesc.`, examples: ['priceAsc'] })),
    ...Object.fromEntries([...ALLOWED_FILTER_PARAMS].map((pair) => [`filter[${pair}]`, filterDoc(pair)])),
  },
  { additionalProperties: true },
);

const PhotoItem = Type.Object(
  {
    sequence: Type.Integer(),
    big: Type.String(),
    medium: Type.String(),
    quarter_hd: Type.String(),
    hd: Type.String(),
    full: Type.String(),
  },
  strict,
);
const Photos = Type.Object(
  { normal: Type.String(), medium: Type.String(), hd: Type.String(), quarter_hd: Type.String(), included: Type.Array(PhotoItem) },
  strict,
);

const cardProperties = {
  nameplate_brand_name: Type.String({ examples: ['Land Rover'] }),
  nameplate_name: Type.String({ examples: ['Defender 110'] }),
  nameplate_external_code: Type.String({ examples: ['l663'] }),
  nameplate_model_group: Type.String({ examples: ['any_lr'] }),
  state: Type.Enum([...VEHICLE_STATES]),
  status: Type.Enum([...VEHICLE_STATUSES]),
  version: Type.String(),
  production_year: Type.Integer(),
  model_year: Type.Integer(),
  mileage: Type.Integer({ minimum: 0 }),
  mileage_unit: Type.String(),
  engines: Nullable(Type.String()),
  engine_type: Type.String(),
  transmission: Type.String(),
  drivetrain: Nullable(Type.String()),
  power: Type.Integer(),
  power_unit: Type.String(),
  color_name: Type.String(),
  number_of_seats: Type.Integer(),
  vin: Type.String(),
  dealer_code: Nullable(Type.String()),
  model_display_name: Nullable(Type.String()),
  cover_photo_medium: Nullable(Type.String()),
  photos: Nullable(Photos),
  msrp_price: Nullable(Type.Integer({ description: 'Whole shekels (₪); null when the price is hidden.' })),
  sale_price: Nullable(Type.Integer({ description: 'Whole shekels (₪); the card price.' })),
  monthly_price: Nullable(Type.Integer()),
  price_hidden: Type.Boolean(),
  financing_options: Type.Array(Type.String()),
  prices: Nullable(Any('`{ list: [{ type, value_raw, old_price_raw?, hiddenFromVisitors? }] }`')),
  created_at: Type.String({ format: 'date-time' }),
};

const vehicleProperties = {
  ...cardProperties,
  capacity: opt(Type.Number()),
  engine_capacity_normalized: opt(Type.Number()),
  battery_capacity: opt(Type.Number()),
  interior_color: opt(Type.String()),
  order_number: opt(Type.String()),
  long_description: opt(Type.String()),
  video_url: opt(Type.String()),
  config_url: Nullable(Type.String()),
  price_metadata: opt(Any()),
  total_price: opt(Type.Integer()),
  base_price: opt(Type.Integer()),
  gross_price: opt(Type.Integer()),
  net_price: opt(Type.Integer()),
  subscribe_price: opt(Type.Integer()),
  prices_type: opt(Type.String()),
  features_optional: opt(Any()),
  features_standard: opt(Any()),
  accessories: opt(Any()),
  delivery_date: opt(Type.String()),
  footnote: opt(Type.String()),
  disclaimers: opt(Any()),
  product_card_disclaimer: opt(Any()),
  publicationLists: opt(Type.Array(Type.String())),
  availability: opt(Type.String()),
  item_id: opt(Type.String()),
  avl_field: opt(Any('Market group (A§3).')),
  japan_used_and_approved_cars_field: opt(Any('Market group (A§3).')),
  owner_name: Nullable(Type.String()),
  owner_address: Nullable(Type.String()),
  owner_city: Nullable(Type.String()),
  owner_zipcode: Nullable(Type.String()),
  owner_phone: Nullable(Type.String()),
  owner_email: Nullable(Type.String()),
  owner_opening_hours: Nullable(Type.String()),
  owner_contact_details: Nullable(Type.String()),
  owner_metadata: Nullable(
    Type.Object({ display_name_lr: Type.String(), display_name_jag: Type.String() }, strict),
  ),
};

const resource = <T extends TSchema>(type: string, attributes: T) =>
  Type.Object({ id: Type.String(), type: Type.Literal(type), attributes }, strict);

export const VehicleCard = resource('vehicles', Type.Object(cardProperties, strict));
export const VehicleResource = resource('vehicles', Type.Object(vehicleProperties, strict));
export const VehicleResponse = Type.Object({ data: VehicleResource }, strict);

const FacetValue = Type.Object({ value: Type.String(), count: Type.Integer({ minimum: 0 }) }, strict);
const ListingMeta = Type.Object(
  {
    total: Type.Integer({ minimum: 0 }),
    page: Type.Integer({ minimum: 1 }),
    items: Type.Integer({ minimum: 1, maximum: 12 }),
    sort: Type.Enum([...SORT_OPTIONS]),
    facets: Type.Record(Type.String(), Type.Array(FacetValue), {
      description: 'Per checkbox filter key: its values with counts under the OTHER active filters.',
    }),
    ranges: Type.Record(
      Type.String(),
      Type.Object({ min: Type.Integer(), max: Type.Integer() }, strict),
      { description: 'Per range filter key: its bounds under the other active filters.' },
    ),
  },
  strict,
);

export const ListingResponse = Type.Object({ data: Type.Array(VehicleResource), meta: ListingMeta }, strict);
export const LightListingResponse = Type.Object({ data: Type.Array(VehicleCard), meta: ListingMeta }, strict);

export const ConfigUrlQuery = Type.Object({
  config_url: Type.String({ minLength: 1, maxLength: 2000, description: 'The configurator URL of the vehicle.' }),
});

export const DealerAttributes = Type.Object(
  {
    name: Type.String(),
    dealer_code: Type.String(),
    ciCode: Type.String(),
    address: Type.String(),
    city: Type.String(),
    locality: Type.String(),
    state: Type.String(),
    zipcode: Type.String(),
    postcode: Type.String(),
    email: Type.String(),
    phone: Type.String(),
    mainPhone: Type.String(),
    latitude: Type.Number(),
    longitude: Type.Number(),
    opening_hours: Type.String(),
    brands: Type.Array(Type.String()),
    contact_info: Type.Array(
      Type.Object({ type: Type.String(), icon: Type.String(), label: Type.String(), href: Type.String() }, strict),
    ),
    services: Type.Array(Type.Object({ icon: Type.String(), label: Type.String() }, strict)),
    distance_km: Type.Optional(Type.Number({ description: 'From the searched postcode area, when searched by postcode.' })),
  },
  strict,
);
export const DealerResource = resource('dealers', DealerAttributes);

export const RetailersQuery = Type.Object(
  {
    'q[brand_eq]': Type.Optional(Type.String({ examples: ['Land Rover'] })),
    'q[state_eq]': Type.Optional(Type.String({ examples: ['מחוז המרכז'] })),
    'q[postcode_eq]': Type.Optional(Type.String({ examples: ['4951100'] })),
    'q[locality_eq]': Type.Optional(Type.String({ examples: ['Petah Tikva'] })),
  },
  { additionalProperties: true },
);
export const RetailersResponse = Type.Object({ data: Type.Array(DealerResource), meta: Type.Object({ total: Type.Integer() }, strict) }, strict);
