import { parseDealersResponse, type Retailer } from '@lux/stock-locator';
import type { RetailerEnvironment } from '../retailer-cards/environment';
import type { RetailerLocatorData } from './locator';

/** Test and story data: a few of the seeded retailers, as the content service sends them (A§3). */
type Row = [id: number, code: string, nameHe: string, nameEn: string, addressHe: string, addressEn: string, cityHe: string, cityEn: string, postcode: string, phone: string, lat: number, lng: number];

const ROWS: Row[] = [
  [12, 'HFA02', "לוקס מוטורס צ'ק פוסט", 'Lux Motors Check Post', 'ההסתדרות 9', '9 HaHistadrut Blvd', 'חיפה', 'Haifa', '3508409', '04-8417700', 32.7923, 35.0354],
  [11, 'HFA01', 'לוקס מוטורס חיפה', 'Lux Motors Haifa', 'דרך העצמאות 60', '60 HaAtzmaut Rd', 'חיפה', 'Haifa', '3303360', '04-8612500', 32.8191, 34.9983],
  [18, 'JRS01', 'לוקס מוטורס תלפיות', 'Lux Motors Talpiot', 'יד חרוצים 10', '10 Yad Harutsim St', 'ירושלים', 'Jerusalem', '9342110', '02-6781500', 31.7546, 35.2135],
  [6, 'PTK01', 'לוקס מוטורס פתח תקווה', 'Lux Motors Petah Tikva', "ז'בוטינסקי 100", '100 Jabotinsky St', 'פתח תקווה', 'Petah Tikva', '4951100', '03-9227700', 32.0918, 34.8643],
  [1, 'TLV01', 'לוקס מוטורס תל אביב', 'Lux Motors Tel Aviv', 'דרך מנחם בגין 132', '132 Menachem Begin Rd', 'תל אביב-יפו', 'Tel Aviv-Yafo', '6701101', '03-7654321', 32.0753, 34.7913],
  [24, 'ELT01', 'לוקס מוטורס אילת', 'Lux Motors Eilat', 'המלאכה 14', '14 HaMelacha St', 'אילת', 'Eilat', '8810014', '08-6332800', 29.5629, 34.9612],
];

const international = (phone: string) => `+972${phone.replace(/^0/, '').replace(/-/g, '')}`;

/** The dealers list body (`/dealers?items=50&sort=name`), in the locale. */
export function dealersBody(locale: 'he' | 'en' = 'he') {
  const he = locale === 'he';
  return {
    data: ROWS.map(([id, code, nameHe, nameEn, addressHe, addressEn, cityHe, cityEn, postcode, phone, latitude, longitude]) => {
      const email = `${code.toLowerCase()}@lux-motors.co.il`;
      return {
        id: String(id),
        type: 'dealers',
        attributes: {
          name: he ? nameHe : nameEn,
          dealer_code: code,
          ciCode: `IL-${code}`,
          address: he ? addressHe : addressEn,
          city: he ? cityHe : cityEn,
          locality: cityEn,
          state: '',
          zipcode: postcode,
          postcode,
          email,
          phone,
          mainPhone: phone,
          latitude,
          longitude,
          opening_hours: he ? "א'–ה' 08:30–18:00, ו' 08:30–13:00" : 'Sun–Thu 08:30–18:00, Fri 08:30–13:00',
          brands: ['land_rover'],
          contact_info: [
            { type: 'phone', icon: 'phone', label: phone, href: `tel:${international(phone)}` },
            { type: 'whatsapp', icon: 'whatsapp', label: he ? 'וואטסאפ' : 'WhatsApp', href: `https://wa.me/${international(phone).slice(1)}` },
            { type: 'email', icon: 'mail', label: email, href: `mailto:${email}` },
          ],
          services: he
            ? [
                { icon: 'car', label: 'מכירת רכב חדש' },
                { icon: 'wrench', label: 'מרכז שירות' },
              ]
            : [
                { icon: 'car', label: 'New car sales' },
                { icon: 'wrench', label: 'Service centre' },
              ],
        },
      };
    }),
    meta: { total: ROWS.length, page: 1, items: 50 },
  };
}

export function sampleRetailers(locale: 'he' | 'en' = 'he'): Retailer[] {
  return parseDealersResponse(dealersBody(locale)).retailers;
}

/** What the loader sends for a page opened without a search. */
export function sampleLocatorData(locale: 'he' | 'en' = 'he', extra: Partial<RetailerLocatorData> = {}): RetailerLocatorData {
  return { retailers: sampleRetailers(locale), query: '', search: null, searchEndpoint: '/dealers/by_postcode', brand: 'Land Rover', ...extra };
}

/** The by-postcode answer for Petah Tikva's area: the central retailers nearest first. */
export function byPostcodeBody(locale: 'he' | 'en' = 'he') {
  const body = dealersBody(locale);
  const order = ['6', '1'];
  const distances: Record<string, number> = { '6': 0, '1': 7.4 };
  return {
    data: order.map((id) => {
      const dealer = body.data.find((d) => d.id === id)!;
      return { ...dealer, attributes: { ...dealer.attributes, distance_km: distances[id] } };
    }),
    meta: { total: 2, page: 1, items: 50, fallback: false },
  };
}

/** A network-free environment: paths answer from the fixtures; the position is Haifa's centre. */
export function fixtureEnvironment(
  options: { locale?: 'he' | 'en'; fail?: boolean; geolocation?: 'granted' | 'denied' | 'none' } = {},
): RetailerEnvironment {
  const locale = options.locale ?? 'he';
  return {
    getJson: async (path) => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      if (options.fail) throw new Error('offline');
      if (path.startsWith('/dealers/by_postcode')) return byPostcodeBody(locale);
      if (path.startsWith('/dealers')) return dealersBody(locale);
      throw new Error(`unexpected path ${path}`);
    },
    geolocation: () =>
      options.geolocation === 'none'
        ? null
        : {
            getCurrentPosition: (success, failure) => {
              if (options.geolocation === 'denied') {
                failure?.({ code: 1, message: 'User denied Geolocation', PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 });
                return;
              }
              success({
                coords: { latitude: 32.8, longitude: 35.0, accuracy: 50, altitude: null, altitudeAccuracy: null, heading: null, speed: null, toJSON: () => ({}) },
                timestamp: Date.now(),
                toJSON: () => ({}),
              });
            },
          },
  };
}
