import { SORT_OPTIONS, VEHICLE_STATES, VEHICLE_STATUSES, ALLOWED_FILTER_PARAMS, PRICE_METADATA_REGIONS } from '@lux/stock-locator';
import { type Static, type TSchema, Type } from 'typebox';

const strict = { additionalProperties: false } as const;
const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
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

/** A§3 market groups: always an object with every field, null where the market or the car has none. */
export const MARKET_GROUP_FIELDS = {
  avl_field: ['registration_date', 'open_market_value', 'additional_registration_fee', 'preferential_additional_registration_fee'],
  japan_used_and_approved_cars_field: [
    'date_mot_expiry',
    'date_warranty_expiry',
    'recycling_fee',
    'repair_record',
    'previous_use',
    'regular_maintenance_availability',
    'maintenance_log',
    'date_registered',
    'on_the_road_price',
  ],
} as const;
const Field = (schema: TSchema) => Nullable(schema);
const Money = Type.Integer({ description: 'Whole shekels (₪).' });
const AvlField = Type.Object(
  {
    registration_date: Field(Type.String({ format: 'date' })),
    open_market_value: Field(Money),
    additional_registration_fee: Field(Money),
    preferential_additional_registration_fee: Field(Money),
  },
  { ...strict, description: 'Market group (A§3): registration and the values taxes are assessed on.' },
);
const JapanField = Type.Object(
  {
    date_mot_expiry: Field(Type.String({ format: 'date', description: 'The yearly road test falls due.' })),
    date_warranty_expiry: Field(Type.String({ format: 'date' })),
    recycling_fee: Field(Money),
    repair_record: Field(Type.Union([Type.String(), Type.Boolean()])),
    previous_use: Field(Type.String({ examples: ['פרטי', 'ליסינג'] })),
    regular_maintenance_availability: Field(Type.Union([Type.String(), Type.Boolean()])),
    maintenance_log: Field(Type.Union([Type.String(), Type.Boolean()])),
    date_registered: Field(Type.String({ format: 'date' })),
    on_the_road_price: Field(Money),
  },
  { ...strict, description: 'Market group (A§3): history of a used or approved car.' },
);
const PriceMetadata = Type.Object(
  Object.fromEntries(PRICE_METADATA_REGIONS.map((region) => [region, Type.Optional(Nullable(Type.Integer()))])),
  { ...strict, description: 'A price per Australian state or territory (A§3); null on markets with one national price.' },
);

/** Every key is always sent (null where the car has no value), so clients never meet a missing field. */
const vehicleProperties = {
  ...cardProperties,
  capacity: Nullable(Type.Number()),
  engine_capacity_normalized: Nullable(Type.Number()),
  battery_capacity: Nullable(Type.Number()),
  interior_color: Nullable(Type.String()),
  order_number: Nullable(Type.String()),
  long_description: Nullable(Type.String()),
  video_url: Nullable(Type.String()),
  config_url: Nullable(Type.String()),
  price_metadata: Nullable(PriceMetadata),
  total_price: Nullable(Type.Integer()),
  base_price: Nullable(Type.Integer()),
  gross_price: Nullable(Type.Integer()),
  net_price: Nullable(Type.Integer()),
  subscribe_price: Nullable(Type.Integer({ description: 'Monthly subscription price, ₪.' })),
  prices_type: Nullable(Type.String()),
  features_optional: Nullable(Any()),
  features_standard: Nullable(Any()),
  accessories: Nullable(Any()),
  delivery_date: Nullable(Type.String()),
  footnote: Nullable(Type.String()),
  disclaimers: Nullable(Any()),
  product_card_disclaimer: Nullable(Any()),
  publicationLists: Nullable(Type.Array(Type.String())),
  availability: Nullable(Type.String()),
  item_id: Nullable(Type.String()),
  avl_field: AvlField,
  japan_used_and_approved_cars_field: JapanField,
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
export type VehicleAttributes = Static<typeof VehicleResource>['attributes'];

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
