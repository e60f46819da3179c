// Fixtures for the stock blocks' tests and stories (not part of the public entry): Hebrew vehicles with
// photos on the story media source, dealers with districts, a fake stock service and content client.
import { createFakeStockApi, createMemoryStorage, sampleVehicle, type FakeStockApi } from '@lux/stock-locator/testing';
import type { Dealer, QueryParam, Vehicle } from '@lux/stock-locator';
import { useUi } from '@lux/ui';
import { BlockList } from '../testing/BlockList';
import type { BlockDataContext } from '../data/types';
import { validateBlocks } from '../validate';
import { createMemoryLocation, type StockServices } from './services';

const photo = (id: number) => ({
  normal: `/media/api/v2/images/${id}/w/1024.jpg?ratio=16-9`,
  medium: `/media/api/v2/images/${id}/w/640.jpg?ratio=16-9`,
  hd: `/media/api/v2/images/${id}/w/1600.jpg?ratio=16-9`,
});

const models = [
  { name: 'Defender', he: 'דיפנדר 110 D300 X-Dynamic SE', engines: 'D300 3.0 ליטר', drivetrain: 'הנעה כפולה', capacity: 2996 },
  { name: 'Discovery', he: 'דיסקברי D250 Dynamic HSE', engines: 'D250 3.0 ליטר', drivetrain: 'הנעה כפולה', capacity: 2996 },
  { name: 'Range Rover', he: "ריינג' רובר P550e Autobiography", engines: 'P550e 3.0 ליטר', drivetrain: 'הנעה כפולה', capacity: 2996 },
] as const;
const colours = ['שחור סנטוריני', 'לבן פוג׳י', 'אפור אייגר'] as const;
const states = ['new', 'approved', 'used'] as const;
const dealerCodes = ['TLV01', 'HFA01', 'BSH01'] as const;

/** Twelve Hebrew stock vehicles: three models, three states, three dealers, falling prices, photos. */
export const storyVehicles: readonly Vehicle[] = Array.from({ length: 12 }, (_, i) => {
  const model = models[i % 3]!;
  const state = states[i % 3]!;
  const price = 980_000 - i * 45_000;
  return sampleVehicle({
    id: String(101 + i),
    nameplate_name: model.name,
    model_display_name: model.he,
    version: model.engines.split(' ')[0],
    state,
    status: i === 4 ? 'reserved' : 'stock',
    production_year: 2026 - (i % 4),
    mileage: state === 'new' ? 15 : 12_000 + i * 4_100,
    mileage_unit: 'km',
    engines: model.engines,
    drivetrain: model.drivetrain,
    transmission: 'אוטומטית 8 הילוכים',
    engine_type: i % 2 === 0 ? 'דיזל מיילד-היברידי' : 'היברידי נטען (PHEV)',
    capacity: model.capacity,
    engine_capacity_normalized: 3,
    power: 300 + (i % 3) * 50,
    power_unit: 'hp',
    color_name: colours[i % 3],
    vin: `SALEA7AX${String(1_000_000 + i).padStart(7, '0')}R${i}`,
    dealer_code: dealerCodes[i % 3],
    owner_name: ['לוקס מוטורס תל אביב', 'לוקס מוטורס חיפה', 'לוקס מוטורס באר שבע'][i % 3],
    owner_city: ['תל אביב-יפו', 'חיפה', 'באר שבע'][i % 3],
    number_of_seats: i % 3 === 1 ? 7 : 5,
    financing_options: i % 2 === 0 ? ['purchase', 'lease'] : ['purchase'],
    msrp_price: price,
    sale_price: i % 4 === 0 ? price - 20_000 : price,
    prices: {
      list: [
        { type: 'purchase', value_raw: i % 4 === 0 ? price - 20_000 : price, ...(i % 4 === 0 ? { old_price_raw: price } : {}) },
        ...(i % 2 === 0 ? [{ type: 'lease' as const, value_raw: Math.round(price / 160) }] : []),
      ],
    },
    photos: photo(i % 5),
  });
});

/** Dealers with their districts (the retailer search's `state`), as the content service lists them. */
export const storyDealers: ReadonlyArray<Dealer & { state: string }> = [
  { id: '1', name: 'לוקס מוטורס תל אביב', dealer_code: 'TLV01', city: 'תל אביב-יפו', locality: 'Tel Aviv-Yafo', postcode: '6701101', state: 'מחוז תל אביב' },
  { id: '2', name: 'לוקס מוטורס חיפה', dealer_code: 'HFA01', city: 'חיפה', locality: 'Haifa', postcode: '3303360', state: 'מחוז חיפה' },
  { id: '3', name: 'לוקס מוטורס באר שבע', dealer_code: 'BSH01', city: 'באר שבע', locality: 'Beersheba', postcode: '8410021', state: 'מחוז הדרום' },
];

const param = (query: readonly QueryParam[], name: string) => query.find(([key]) => key === name)?.[1] ?? '';

/** The retailer search as the stock service runs it (A§4): district, then postcode area or town. */
export function retailersFor(query: readonly QueryParam[], dealers: readonly Dealer[] = storyDealers): Dealer[] {
  const state = param(query, 'q[state_eq]');
  const postcode = param(query, 'q[postcode_eq]');
  const locality = param(query, 'q[locality_eq]').toLowerCase();
  return dealers.filter((dealer) => {
    const record = dealer as Dealer & { state?: string };
    if (state && record.state !== state) return false;
    if (!postcode && !locality) return true;
    return (
      (locality !== '' && [dealer.city, dealer.locality].some((name) => (name ?? '').toLowerCase() === locality)) ||
      (/^\d{2}/.test(postcode) && (dealer.postcode ?? '').slice(0, 2) === postcode.slice(0, 2))
    );
  });
}

export interface StoryStockOptions {
  vehicles?: readonly Vehicle[];
  dealers?: readonly Dealer[];
  /** `additional` company config data (A§9 features, market). */
  additional?: Record<string, unknown>;
  translations?: Record<string, string>;
  /** Makes every listing call fail (error state stories). */
  failing?: boolean;
}

/** The fake stock service with a company config and translations like the seeded ones. */
export function storyStockApi(options: StoryStockOptions = {}): FakeStockApi {
  const dealers = options.dealers ?? storyDealers;
  const fake = createFakeStockApi({ vehicles: options.vehicles ?? storyVehicles, dealers, retailers: (query) => retailersFor(query, dealers) });
  const additional = options.additional ?? { postcode_search: true, owner_visible: true };
  return Object.assign(fake, {
    getCompanyConfig: (key: string) => {
      fake.calls.push(['getCompanyConfig', key]);
      return Promise.resolve({ id: '1', type: 'company_configs', attributes: { config_type: key, data: additional } });
    },
    getTranslations: (id: string) => {
      fake.calls.push(['getTranslations', id]);
      return Promise.resolve(options.translations ?? {});
    },
    ...(options.failing
      ? {
          listVehicles: () => Promise.reject(new Error('stock service down')),
          listVehiclesLight: () => Promise.reject(new Error('stock service down')),
        }
      : {}),
  });
}

/** Browser services over fakes: in-memory URL and storage, the fake API and dealers. */
export function memoryStockServices(options: StoryStockOptions & { search?: string; api?: FakeStockApi } = {}) {
  const api = options.api ?? storyStockApi(options);
  const location = createMemoryLocation(options.search ?? '');
  const storage = createMemoryStorage();
  const services: StockServices = {
    api: () => api,
    loadDealers: () => Promise.resolve([...(options.dealers ?? storyDealers)]),
    location,
    storage,
  };
  return { services, api, location, storage };
}

/** A server-side loader context over the fakes (the page loader's, as in apps/site). */
export function fakeLoaderContext(options: StoryStockOptions & { url?: string; locale?: 'he' | 'en'; warn?: BlockDataContext['warn'] } = {}) {
  const api = storyStockApi(options);
  const dealers = options.dealers ?? storyDealers;
  const context: BlockDataContext = {
    locale: options.locale ?? 'he',
    url: new URL(options.url ?? 'http://site.test/stock'),
    stockApi: api,
    contentHttp: {
      get: (path: string) =>
        path === '/dealers'
          ? Promise.resolve({ data: { data: dealers.map(({ id, ...attributes }) => ({ id, type: 'dealers', attributes })) } })
          : Promise.reject(new Error(`no ${path} in this fake`)),
    } as unknown as BlockDataContext['contentHttp'],
    requestId: 'test',
    warn: options.warn ?? (() => undefined),
  };
  return { context, api };
}

/**
 * jsdom has `<dialog>` but not `showModal()`/`close()`: this stands in for them in unit tests only (the
 * stories run the real thing in Chromium).
 */
export function installDialogPolyfill(): void {
  if (typeof HTMLDialogElement === 'undefined' || typeof HTMLDialogElement.prototype.showModal === 'function') return;
  const proto = HTMLDialogElement.prototype;
  proto.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  proto.show = proto.showModal;
  proto.close = function close(this: HTMLDialogElement) {
    if (!this.open) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}

/** Renders one stock block the way a page does (validator, block list), with server data when given. */
export function StockBlockPreview({
  template,
  fields,
  data,
  index = 1,
}: {
  template: 'stock-locator' | 'stock-locator-overseas' | 'stock-locator-carousel';
  fields: Record<string, unknown>;
  data?: unknown;
  index?: number;
}) {
  const { locale } = useUi();
  const { valid, problems } = validateBlocks([{ id: 1, template, sequence: 1, fields, groups: [] }]);
  if (problems.length > 0) throw new Error(`Story content is not valid for ${template}: ${problems.map((p) => p.reason).join('; ')}`);
  return <BlockList blocks={valid} locale={locale === 'en' ? 'en' : 'he'} startIndex={index} blockData={data === undefined ? {} : { 1: data }} />;
}
