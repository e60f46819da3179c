// Test data shaped like the content service's catalogue answers (apps/api seed), and a fake HTTP client
// that serves them by path, so loaders are tested against the real typed client (createContentApi).
// Stories use the same data (no test-runner imports here).
import type {
  CatalogueVehicle,
  CompareSpec,
  ContentHttp,
  GroupedNameplate,
  OfferCarModel,
  VehicleSpecs,
} from '@lux/content';
import type { BlockDataContext } from '../data/types';

const diesel: VehicleSpecs = {
  fuel_type: 'mhev_diesel',
  engine_capacity_cc: 2997,
  cylinders: 6,
  power_hp: 249,
  torque_nm: 570,
  acceleration_0_100_s: 8,
  top_speed_kmh: 188,
  seats: 5,
  transmission: 'automatic_8',
  drivetrain: 'awd',
  consumption_l_100km: 9.6,
  electric_consumption_kwh_100km: null,
  electric_range_km: null,
  battery_kwh: null,
  co2_g_km: 252,
  boot_litres: 786,
};
const phev: VehicleSpecs = {
  ...diesel,
  fuel_type: 'phev',
  engine_capacity_cc: 1997,
  cylinders: 4,
  power_hp: 404,
  torque_nm: 640,
  acceleration_0_100_s: 5.6,
  top_speed_kmh: 191,
  consumption_l_100km: 3.3,
  electric_consumption_kwh_100km: 25.4,
  electric_range_km: 51,
  battery_kwh: 19.2,
  co2_g_km: 74,
  boot_litres: 704,
};
const discoverySpecs: VehicleSpecs = {
  ...diesel,
  power_hp: 300,
  torque_nm: 650,
  acceleration_0_100_s: 6.8,
  seats: 7,
  boot_litres: 258,
};

const family = { key: 'defender', name: 'דיפנדר' };
const car = (
  overrides: Partial<CatalogueVehicle> &
    Pick<CatalogueVehicle, 'key' | 'engine_key' | 'name' | 'trim' | 'price'>,
): CatalogueVehicle => ({
  id: overrides.key,
  brand: 'land_rover',
  family,
  nameplate: { key: 'defender-110', code: 'l663', name: 'דיפנדר 110' },
  lease_price: null,
  currency: 'ILS',
  image_id: 1,
  specs: diesel,
  ...overrides,
});

/** The fixtures' names in English, for English stories and tests. */
const english: Record<string, string> = {
  דיפנדר: 'Defender',
  'דיפנדר 110': 'Defender 110',
  'דיפנדר 110 D250 SE': 'Defender 110 D250 SE',
  'דיפנדר 110 P400e X-Dynamic HSE': 'Defender 110 P400e X-Dynamic HSE',
  דיסקברי: 'Discovery',
  'דיסקברי D300 Dynamic SE': 'Discovery D300 Dynamic SE',
  'חמש דלתות': '5-door',
  'שבעה מושבים': 'Seven seats',
  'מימון 50/50 ל-36 חודשים ללא ריבית': '50/50 finance over 36 months at 0% interest',
};

/** Deeply replaces the Hebrew names of a fixture with their English ones. */
export function inEnglish<T>(value: T): T {
  return JSON.parse(JSON.stringify(value), (_key, item: unknown) =>
    typeof item === 'string' && english[item] ? english[item] : item,
  ) as T;
}

export const vehicles: CatalogueVehicle[] = [
  car({
    key: 'defender-110-d250-se',
    engine_key: 'd250',
    name: 'דיפנדר 110 D250 SE',
    trim: 'SE',
    price: 459000,
    lease_price: 6700,
  }),
  car({
    key: 'defender-110-p400e-x-dynamic-hse',
    engine_key: 'p400e',
    name: 'דיפנדר 110 P400e X-Dynamic HSE',
    trim: 'X-Dynamic HSE',
    price: 549000,
    lease_price: 7990,
    specs: phev,
  }),
  car({
    key: 'discovery-d300-dynamic-se',
    engine_key: 'd300',
    name: 'דיסקברי D300 Dynamic SE',
    trim: 'Dynamic SE',
    price: 459000,
    lease_price: 6500,
    family: { key: 'discovery', name: 'דיסקברי' },
    nameplate: { key: 'discovery', code: 'l462', name: 'דיסקברי' },
    image_id: 2,
    specs: discoverySpecs,
  }),
];

const nameplate = (
  key: string,
  name: string,
  familyKey: string,
  familyName: string,
  extra: Partial<GroupedNameplate>,
): GroupedNameplate => ({
  id: key,
  key,
  code: 'l663',
  name,
  brand: 'land_rover',
  family: { key: familyKey, name: familyName },
  page_path: null,
  image_id: 1,
  price_from: 0,
  lease_price_from: null,
  body_style: '',
  description: '',
  model_year: 2026,
  gallery_image_ids: [],
  colours: [],
  vehicles: [],
  ...extra,
});

export const nameplates: GroupedNameplate[] = [
  nameplate('defender-110', 'דיפנדר 110', 'defender', 'דיפנדר', {
    body_style: 'חמש דלתות',
    page_path: '/models/defender',
    price_from: 459000,
    lease_price_from: 6700,
  }),
  nameplate('discovery', 'דיסקברי', 'discovery', 'דיסקברי', {
    code: 'l462',
    body_style: 'שבעה מושבים',
    page_path: '/models/discovery',
    image_id: 2,
    price_from: 459000,
  }),
];

export const offers: OfferCarModel[] = [
  {
    id: '2',
    key: 'defender-110',
    code: 'l663',
    name: 'דיפנדר 110',
    brand: 'land_rover',
    family,
    page_path: '/models/defender',
    image_id: 1,
    price_from: 459000,
    lease_price_from: 6700,
    offer: 'מימון 50/50 ל-36 חודשים ללא ריבית',
  },
];

export const compareSpec: Omit<CompareSpec, 'id'> = {
  order: vehicles.map((vehicle) => vehicle.key),
  models: Object.fromEntries(
    vehicles.map((vehicle) => [
      vehicle.key,
      {
        name: vehicle.name,
        nameplate: vehicle.nameplate,
        price: vehicle.price,
        lease_price: vehicle.lease_price,
        image_id: vehicle.image_id,
        specs: vehicle.specs,
      },
    ]),
  ),
  labels: [
    { key: 'fuel_type', label: 'סוג הנעה', unit: null },
    { key: 'power_hp', label: 'הספק', unit: 'כ״ס' },
    { key: 'seats', label: 'מושבים', unit: null },
    { key: 'electric_range_km', label: 'טווח חשמלי (WLTP)', unit: 'ק״מ' },
    { key: 'drivetrain', label: 'הנעה', unit: null },
  ],
};

/** Serves the fixtures the way the content service filters them; records every path asked for. */
export function fakeContent(fail?: RegExp) {
  const calls: string[] = [];
  const http: ContentHttp = {
    get: (async (url: string) => {
      calls.push(url);
      if (fail?.test(url))
        throw Object.assign(new Error('Request failed with status code 503'), { response: { status: 503 } });
      const parsed = new URL(url, 'http://content.test');
      const q = parsed.searchParams;
      const resource = <A extends { id: string }>(type: string, item: A) => {
        const { id, ...attributes } = item;
        return { id, type, attributes };
      };
      let body: unknown;
      if (parsed.pathname === '/vehicles') {
        const keys = q.get('filter[key_in]')?.split(',');
        const list = vehicles.filter(
          (vehicle) =>
            (!keys || keys.includes(vehicle.key)) &&
            (!q.get('filter[nameplate_eq]') || vehicle.nameplate.key === q.get('filter[nameplate_eq]')) &&
            (!q.get('filter[family_eq]') || vehicle.family.key === q.get('filter[family_eq]')),
        );
        body = { data: list.map((vehicle) => resource('vehicles', vehicle)), meta: { count: list.length } };
      } else if (parsed.pathname === '/vehicles/grouped_nameplates') {
        const list = nameplates.filter(
          (item) => !q.get('filter[family_eq]') || item.family.key === q.get('filter[family_eq]'),
        );
        body = { data: list.map((item) => resource('grouped_nameplates', item)) };
      } else if (parsed.pathname === '/offer_car_models') {
        body = { data: offers.map((item) => resource('offer_car_models', item)) };
      } else if (parsed.pathname.startsWith('/compare/spec/')) {
        body = {
          data: [{ id: parsed.pathname.split('/').pop(), type: 'compare_spec', attributes: compareSpec }],
        };
      } else {
        throw Object.assign(new Error('Request failed with status code 404'), { response: { status: 404 } });
      }
      return { data: q.get('locale') === 'en' ? inEnglish(body) : body, status: 200 };
    }) as ContentHttp['get'],
  };
  return { http, calls };
}

/** A loader context over the fake content service. */
export function loaderContext(
  http: ContentHttp,
  overrides: Partial<BlockDataContext> = {},
): BlockDataContext {
  return {
    locale: 'he',
    url: new URL('http://site.test/'),
    stockApi: {} as BlockDataContext['stockApi'],
    contentHttp: http,
    requestId: 'r-1',
    warn: () => undefined,
    ...overrides,
  };
}
