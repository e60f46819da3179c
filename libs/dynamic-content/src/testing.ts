/**
 * Fixtures for tests of this lib and of the site's wrappers (entry `@lux/dynamic-content/testing`).
 * Settings are content-service records, so they go through the real parser.
 */
import type { HttpGetRequest, HttpResponse } from './http';

export const sampleListingUuids = Object.freeze({
  stock: '6f1c2b1e-0d5a-4f5e-9d7e-1a2b3c4d5e6f',
  demo: '0a9b8c7d-6e5f-4a3b-2c1d-0e9f8a7b6c5d',
});

export const dynamicContentSettingsRecord: Readonly<Record<string, string>> = Object.freeze({
  'dynamic_content.external_stock_url': 'https://stock.example/api/external-list',
  'dynamic_content.external_stock_api_key': 'test-key',
  'offers.api_url': 'https://offers.example/api/offers',
  'dynamic_content.reffine_api_url': 'https://reffine.example/',
  'dynamic_content.reffine_listings': JSON.stringify({
    stock: sampleListingUuids.stock,
    demo: sampleListingUuids.demo,
    stock_again: sampleListingUuids.stock,
  }),
});

export const sampleOffers = Object.freeze([
  { model: 'F-PACE', type: 'lease', brand: 'Jaguar', price: 2990 },
  { model: 'Range Rover Velar', type: 'purchase', brand: 'Land Rover', price: 389000 },
]);

/**
 * A stand-in for the three services behind the strategies, for `fork({ handlers: [[httpGetFx, …]] })`;
 * it records the requests it served.
 */
export function createStrategyServicesStandIn(overrides: Partial<Record<'externalStock' | 'offers' | 'reffine', HttpResponse>> = {}) {
  const requests: HttpGetRequest[] = [];
  const handler = async (request: HttpGetRequest): Promise<HttpResponse> => {
    requests.push(request);
    const url = new URL(request.url);
    if (url.hostname === 'stock.example') {
      if (request.headers?.['x-api-key'] !== 'test-key') return { status: 401, body: { error: 'api key' } };
      return overrides.externalStock ?? { status: 200, body: ['Defender 110', 'Velar', 'F-PACE'] };
    }
    if (url.hostname === 'offers.example') return overrides.offers ?? { status: 200, body: sampleOffers };
    if (url.hostname === 'reffine.example' && url.pathname.startsWith('/public_api/dynamic_content/')) {
      return (
        overrides.reffine ?? {
          status: 200,
          body: { [sampleListingUuids.stock]: ['Range Rover Sport', 'Defender 90'], [sampleListingUuids.demo]: [] },
        }
      );
    }
    return { status: 404, body: 'not found' };
  };
  return { handler, requests };
}
