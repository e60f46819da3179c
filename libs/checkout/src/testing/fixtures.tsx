import { useState, type ReactNode } from 'react';
import { fork, type Scope, type StoreWritable } from 'effector';
import { Provider } from 'effector-react';
import {
  $orderOnlineApi,
  $orderOnlineConfig,
  $orderOnlineStorage,
  $stepDefinitions,
  $vehicle,
  createMemoryStorage,
  orderOnlineSettingsFrom,
  type MemoryStorage,
  type OrderOnlineApi,
  type OrderOnlineConfigItem,
  type OrderVehicle,
  type StorageAdapter,
} from '@lux/order-online';
import { createFakeOrderOnlineApi, sampleConfigItems } from '@lux/order-online/testing';
import { $priceSettings, defaultPriceSettings } from '@lux/pricing';
import { CheckoutEnvironmentProvider, type CheckoutEnvironment, type CheckoutServices, type Retailer, type TradeInOptions } from '../environment';
import type { CheckoutLocale } from '../strings';

/** A story image: an SVG scene, so stories and tests never reach a media service. */
const scene = (width: number) =>
  `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${(width * 9) / 16}" viewBox="0 0 160 90"><rect width="160" height="90" fill="#35506e"/><path d="M0 62 Q60 45 160 56 V90 H0Z" fill="#6b7d8f"/><g transform="translate(40 40)" fill="#c8a45a"><rect x="8" y="10" width="64" height="16" rx="4"/><path d="M18 10 L28 0 H56 L66 10Z"/><circle cx="22" cy="27" r="6" fill="#111"/><circle cx="60" cy="27" r="6" fill="#111"/></g></svg>`,
  )}`;

/** A seeded-looking Defender: prices for cash and lease (A§5), a photo, a retailer. */
export const defender: OrderVehicle = {
  id: '42',
  state: 'approved',
  status: 'stock',
  vin: 'SALEA7AX1T2000042',
  nameplate_brand_name: 'Land Rover',
  nameplate_name: 'Defender 110',
  model_display_name: 'דיפנדר 110 X-Dynamic SE',
  production_year: 2024,
  mileage: 18500,
  engines: 'P400 3.0 ליטר',
  transmission: 'אוטומטית 8 הילוכים',
  color_name: 'אפור קרפטיאן',
  dealer_code: 'TLV01',
  photos: { medium: scene(640), normal: scene(1024) },
  prices: { list: [{ type: 'purchase', value_raw: 489000 }, { type: 'lease', value_raw: 5990 }] },
};

/** ADR 026 §3 rows as the seed writes them: every component type, one per step, with texts and terms. */
export function journeyConfig(): OrderOnlineConfigItem[] {
  const base = sampleConfigItems();
  const types = ['vehicle_detail', 'payment_option', 'trade_in', 'service_pack', 'appointment', 'retailer', 'terms', 'customer_details'];
  const titles = ['הרכב שלך', 'אפשרות תשלום', 'טרייד-אין', 'חבילת שירות', 'פגישה בסוכנות', 'סוכנות', 'תנאים', 'פרטים אישיים'];
  return base.map((item) => {
    if (item.config_type === 'order_online') {
      return {
        ...item,
        data: {
          ...(item.data as object),
          payment_vendor_types: ['STRIPE', 'PAYPAL', 'LIQPAY', 'NO_PAYMENT_WITH_CONFIRMATION_EMAIL'],
          steps: types.map((key, index) => ({ key, component_type: key, title: titles[index] })),
        },
      };
    }
    if (item.config_type === 'order_online_steps_page') {
      return {
        ...item,
        data: {
          vehicle_detail: { heading: 'הרכב שבחרתם', description: 'בדקו את פרטי הרכב ואת דמי ההזמנה לפני שממשיכים.' },
          trade_in: { heading: 'יש לכם רכב להחלפה?', description: 'ספרו לנו על הרכב הנוכחי.' },
          service_packs: [
            { id: 'essential', title: 'שירות בסיסי', description: 'טיפולים לשלוש שנים.', price: 0 },
            { id: 'comfort', title: 'שירות פלוס', description: 'טיפולים ורכב חלופי לחמש שנים.', price: 6900 },
          ],
          terms_html: '<h3>תנאי הזמנת רכב באתר</h3><p>דמי ההזמנה שומרים עבורכם את הרכב.</p><ul><li>ניתן לבטל תוך 14 ימים.</li></ul>',
          appointment: { heading: 'קבעו פגישה בסוכנות', days_ahead: 14, slots: ['09:00', '12:00', '15:00'] },
        },
      };
    }
    return item;
  });
}

export const retailers: Retailer[] = [
  { uuid: 'TLV01', name: 'לוקס מוטורס תל אביב', city: 'תל אביב-יפו', address: 'דרך מנחם בגין 150', phone: '03-555-0101' },
  { uuid: 'HFA01', name: 'לוקס מוטורס חיפה', city: 'חיפה', address: 'שדרות ההסתדרות 12', phone: '04-555-0202' },
];

export const tradeInOptions: TradeInOptions = {
  brands: [
    { value: 'toyota', label: 'טויוטה' },
    { value: 'kia', label: 'קיה' },
  ],
  models: [
    { value: 'Corolla', label: 'Corolla', brand: 'toyota' },
    { value: 'RAV4', label: 'RAV4', brand: 'toyota' },
    { value: 'Sportage', label: 'Sportage', brand: 'kia' },
  ],
  bodyTypes: [
    { value: 'suv', label: 'רכב פנאי (SUV)' },
    { value: 'sedan', label: 'סדאן' },
  ],
  fuelTypes: [
    { value: 'petrol', label: 'בנזין' },
    { value: 'hybrid', label: 'היברידי' },
  ],
};

/** Prices as the Israeli site shows them. */
export const ilsPriceSettings = { ...defaultPriceSettings, symbol: '₪', currencyIso: 'ILS' };

/** Store and value as one tuple, typed against each other. */
export function value<T>(store: StoreWritable<T>, state: T): [StoreWritable<unknown>, unknown] {
  return [store as unknown as StoreWritable<unknown>, state];
}

export interface JourneyScopeOptions {
  vehicle?: OrderVehicle | null;
  config?: OrderOnlineConfigItem[];
  api?: Partial<OrderOnlineApi>;
  storage?: StorageAdapter;
  values?: Array<[StoreWritable<unknown>, unknown]>;
}

/** A scope as a page has it after the server's render: vehicle, configuration and steps, a fake API. */
export function journeyScope({ vehicle = defender, config = journeyConfig(), api = {}, storage, values = [] }: JourneyScopeOptions = {}): Scope {
  return fork({
    values: [
      value($orderOnlineApi, createFakeOrderOnlineApi(api)),
      value($orderOnlineStorage, storage ?? createMemoryStorage()),
      value($priceSettings, ilsPriceSettings),
      value($vehicle, vehicle),
      value($orderOnlineConfig, config),
      value($stepDefinitions, orderOnlineSettingsFrom(config.find((item) => item.config_type === 'order_online')?.data).steps),
      ...values,
    ],
  });
}

export const testPaths: CheckoutEnvironment['paths'] = {
  stockList: '/stock',
  details: (id) => `/showroom-order-online/vehicle/${id}`,
  checkout: (id) => `/showroom-order-online/checkout?vehicle=${id}`,
  success: (number) => `/showroom-order-online/success?order=${number}`,
  confirmation: (number) => `/showroom-order-online/confirmation/${number}`,
};

export function testServices(overrides: Partial<CheckoutServices> = {}, session: MemoryStorage = createMemoryStorage()): CheckoutServices {
  return {
    loadRetailers: () => Promise.resolve(retailers),
    loadTradeInOptions: () => Promise.resolve(tradeInOptions),
    loadScript: () => Promise.resolve(),
    session,
    navigate: () => undefined,
    absoluteUrl: (path) => `https://www.lux-motors.example${path}`,
    ...overrides,
  };
}

export interface JourneyFrameProps {
  scope: Scope;
  locale?: CheckoutLocale;
  services?: CheckoutServices;
  children: ReactNode;
}

/** The scope and the environment a page gives the screens. */
export function JourneyFrame({ scope, locale = 'he', services, children }: JourneyFrameProps) {
  const [environment] = useState<CheckoutEnvironment>(() => ({
    locale,
    companyUuid: 'lux-il',
    listing: 'lux-il',
    paths: testPaths,
    services: services ?? testServices(),
  }));
  return (
    <Provider value={scope}>
      <CheckoutEnvironmentProvider value={environment}>{children}</CheckoutEnvironmentProvider>
    </Provider>
  );
}
