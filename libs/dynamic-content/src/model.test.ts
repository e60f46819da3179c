import { allSettled, fork, serialize } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { isItemShown, dynamicContentDisplay } from './display';
import { httpGetFx, warningLoggedFx, type HttpResponse } from './http';
import {
  $pageLocation,
  $resolveDynamicContent,
  $strategyData,
  $strategyStatus,
  dynamicContentSettingsReceived,
  routeChanged,
  strategyDataReceived,
  strategyRequested,
} from './model';
import type { DynamicContentCondition } from './normalise';
import { defaultDynamicContentSettings, dynamicContentSettingsFromSettings } from './settings';
import { fetchedStrategies } from './strategies';
import { createStrategyServicesStandIn, dynamicContentSettingsRecord, sampleListingUuids } from './testing';

const condition = (key: string, value: string, fallback = false): DynamicContentCondition => ({ key, value, fallback });

function setUp(overrides?: Parameters<typeof createStrategyServicesStandIn>[0]) {
  const services = createStrategyServicesStandIn(overrides);
  const warnings: string[] = [];
  const scope = fork({
    handlers: [
      [httpGetFx, services.handler],
      [warningLoggedFx, ({ message }: { message: string }) => void warnings.push(message)],
    ],
  });
  return { scope, services, warnings };
}

describe('the wrapper (B§4)', () => {
  const settings = defaultDynamicContentSettings;
  const location = { pathname: '/models/velar', search: '' };

  it.each([
    ['no condition', null, true, {}, 'content'],
    ['not mounted yet, even when it would fail', condition('url_brand', 'any_jag'), false, {}, 'content'],
    ['mounted, passes', condition('url_brand', 'any_lr'), true, {}, 'content'],
    ['mounted, fails', condition('url_brand', 'any_jag'), true, {}, 'fallback'],
    ['absent data (null)', condition('external_stock', 'evoque'), true, { external_stock: null }, 'content'],
    ['data not fetched yet', condition('offers', 'model=x'), true, {}, 'content'],
    ['data present, fails', condition('external_stock', 'evoque'), true, { external_stock: ['velar'] }, 'fallback'],
    ['unknown strategy key', condition('weather', 'sunny'), true, {}, 'content'],
  ] as const)('%s → %s', (_, cond, mounted, data, display) => {
    expect(dynamicContentDisplay({ condition: cond, mounted, data, location, settings })).toBe(display);
  });

  it('shows a fallback item only in the fallback slot', () => {
    expect(isItemShown(null, 'fallback')).toBe(true);
    expect(isItemShown(condition('offers', ''), 'content')).toBe(true);
    expect(isItemShown(condition('offers', ''), 'fallback')).toBe(false);
    expect(isItemShown(condition('offers', '', true), 'fallback')).toBe(true);
    expect(isItemShown(condition('offers', '', true), 'content')).toBe(false);
  });
});

describe('dynamic-content model', () => {
  it('fetches each strategy once: idle → fetching → fetched', async () => {
    const { scope, services } = setUp();
    await allSettled(dynamicContentSettingsReceived, { scope, params: { ...dynamicContentSettingsRecord } });
    expect(scope.getState($strategyStatus)).toEqual({ external_stock: 'idle', offers: 'idle', reffine: 'idle' });
    const first = allSettled(strategyRequested, { scope, params: 'external_stock' });
    expect(scope.getState($strategyStatus).external_stock).toBe('fetching');
    await first;
    await allSettled(strategyRequested, { scope, params: 'External Stock' });
    await allSettled(strategyRequested, { scope, params: 'external-stock' });
    expect(scope.getState($strategyStatus).external_stock).toBe('fetched');
    expect(services.requests).toEqual([{ url: 'https://stock.example/api/external-list', headers: { 'x-api-key': 'test-key' } }]);
    expect(scope.getState($strategyData).external_stock).toEqual(['Defender 110', 'Velar', 'F-PACE']);
    const resolve = scope.getState($resolveDynamicContent);
    expect(resolve(condition('external_stock', 'velar'), true)).toBe('content');
    expect(resolve(condition('external_stock', 'evoque'), true)).toBe('fallback');
    expect(resolve(condition('external_stock', 'evoque'), false)).toBe('content');
  });

  it('calls Reffine with the unique, comma-joined listing uuids and maps names', async () => {
    const { scope, services } = setUp();
    await allSettled(dynamicContentSettingsReceived, { scope, params: { ...dynamicContentSettingsRecord } });
    await allSettled(strategyRequested, { scope, params: 'reffine' });
    expect(services.requests.map((r) => r.url)).toEqual([
      `https://reffine.example/public_api/dynamic_content/${sampleListingUuids.stock},${sampleListingUuids.demo}`,
    ]);
    const resolve = scope.getState($resolveDynamicContent);
    expect(resolve(condition('reffine', 'stock:range rover sport'), true)).toBe('content');
    expect(resolve(condition('reffine', 'stock_again:velar'), true)).toBe('fallback');
    expect(resolve(condition('reffine', 'demo:velar'), true)).toBe('fallback');
    expect(resolve(condition('reffine', 'other:velar'), true)).toBe('content');
  });

  it.each([
    [{}, 'API_URL "" not set or invalid'],
    [{ 'dynamic_content.reffine_api_url': 'reffine.example' }, 'API_URL "reffine.example" not set or invalid'],
    [{ 'dynamic_content.reffine_api_url': 'https://r.example' }, 'Passed LISTINGS "" not set or invalid'],
    [
      { 'dynamic_content.reffine_api_url': 'https://r.example', 'dynamic_content.reffine_listings': '{"stock": 5}' },
      'Passed LISTINGS "{\\"stock\\": 5}" not set or invalid',
    ],
    [{ 'dynamic_content.reffine_api_url': 'https://r.example', 'dynamic_content.reffine_listings': '[]' }, 'Passed LISTINGS "[]" not set or invalid'],
  ])('Reffine with %j logs %s and shows the content (B§8)', async (settings, message) => {
    const { scope, services, warnings } = setUp();
    await allSettled(dynamicContentSettingsReceived, { scope, params: settings });
    await allSettled(strategyRequested, { scope, params: 'reffine' });
    expect(warnings).toEqual([message]);
    expect(services.requests).toEqual([]);
    expect(scope.getState($strategyData).reffine).toBeNull();
    expect(scope.getState($resolveDynamicContent)(condition('reffine', 'stock:velar'), true)).toBe('content');
  });

  it('treats a Reffine answer other than 200 as absent', async () => {
    const { scope } = setUp({ reffine: { status: 204, body: {} } });
    await allSettled(dynamicContentSettingsReceived, { scope, params: { ...dynamicContentSettingsRecord } });
    await allSettled(strategyRequested, { scope, params: 'reffine' });
    expect(scope.getState($strategyData).reffine).toBeNull();
  });

  it.each([
    [{ status: 200, body: 'No offers' }, 'fallback'],
    [{ status: 200, body: [] }, 'fallback'],
    [{ status: 500, body: { error: 'x' } }, 'content'],
  ] as const)('offers response %j → %s for a criterion', async (response: HttpResponse, display) => {
    const { scope } = setUp({ offers: response });
    await allSettled(dynamicContentSettingsReceived, { scope, params: { ...dynamicContentSettingsRecord } });
    await allSettled(strategyRequested, { scope, params: 'offers' });
    expect(scope.getState($resolveDynamicContent)(condition('offers', 'model=f-pace'), true)).toBe(display);
  });

  it('a strategy that is not configured is fetched once as absent, without a request', async () => {
    const { scope, services, warnings } = setUp();
    await allSettled(strategyRequested, { scope, params: 'offers' });
    expect(scope.getState($strategyStatus).offers).toBe('fetched');
    expect(scope.getState($strategyData).offers).toBeNull();
    expect(services.requests).toEqual([]);
    expect(warnings).toEqual([]);
  });

  it('a failed request leaves the data absent, logged, and is not retried', async () => {
    const handler = vi.fn().mockRejectedValue(new Error('network down'));
    const warnings: string[] = [];
    const scope = fork({ handlers: [[httpGetFx, handler], [warningLoggedFx, ({ message }: { message: string }) => void warnings.push(message)]] });
    await allSettled(dynamicContentSettingsReceived, { scope, params: { ...dynamicContentSettingsRecord } });
    await allSettled(strategyRequested, { scope, params: 'external_stock' });
    await allSettled(strategyRequested, { scope, params: 'external_stock' });
    expect(handler).toHaveBeenCalledTimes(1);
    expect(scope.getState($strategyData).external_stock).toBeNull();
    expect(warnings[0]).toContain('external_stock');
  });

  it('takes data from elsewhere (the site offers store) and then never fetches it', async () => {
    const { scope, services } = setUp();
    await allSettled(dynamicContentSettingsReceived, { scope, params: { ...dynamicContentSettingsRecord } });
    await allSettled(strategyDataReceived, { scope, params: { key: 'offers', data: [] } });
    await allSettled(strategyRequested, { scope, params: 'offers' });
    expect(services.requests).toEqual([]);
    expect(scope.getState($resolveDynamicContent)(condition('offers', ''), true)).toBe('fallback');
  });

  it('needs no fetch for URL brand, and revalidates when the path changes (not the query)', async () => {
    const { scope, services } = setUp();
    await allSettled(strategyRequested, { scope, params: 'url_brand' });
    expect(services.requests).toEqual([]);
    const jag = condition('url_brand', 'any_jag');
    expect(scope.getState($resolveDynamicContent)(jag, true)).toBe('content');
    await allSettled(routeChanged, { scope, params: { pathname: '/models/f-pace', search: '' } });
    expect(scope.getState($resolveDynamicContent)(jag, true)).toBe('content');
    await allSettled(routeChanged, { scope, params: { pathname: '/models/velar', search: '' } });
    expect(scope.getState($resolveDynamicContent)(jag, true)).toBe('fallback');
    expect(isItemShown({ ...jag, fallback: true }, scope.getState($resolveDynamicContent)(jag, true))).toBe(true);
    await allSettled(routeChanged, { scope, params: { pathname: '/models/velar', search: '?model=xe' } });
    expect(scope.getState($pageLocation)).toEqual({ pathname: '/models/velar', search: '' });
  });

  it('serialises settings, data and status so the browser does not fetch again', async () => {
    const { scope: server } = setUp();
    await allSettled(dynamicContentSettingsReceived, { scope: server, params: { ...dynamicContentSettingsRecord } });
    await allSettled(strategyRequested, { scope: server, params: 'offers' });
    const values = JSON.parse(JSON.stringify(serialize(server))) as Record<string, unknown>;
    const services = createStrategyServicesStandIn();
    const browser = fork({ values, handlers: [[httpGetFx, services.handler]] });
    await allSettled(strategyRequested, { scope: browser, params: 'offers' });
    expect(services.requests).toEqual([]);
    expect(browser.getState($strategyData).offers).toHaveLength(2);
  });
});

describe('settings', () => {
  it('reads the keys and URL-brand sources', () => {
    const settings = dynamicContentSettingsFromSettings({
      ...dynamicContentSettingsRecord,
      'dynamic_content.url_brand_params': 'car, model ',
      'dynamic_content.url_brand_path': 'FALSE',
    });
    expect(settings.urlBrand).toEqual({ queryParams: ['car', 'model'], pathSegments: false });
    expect(settings.externalStock).toEqual({ url: 'https://stock.example/api/external-list', apiKey: 'test-key' });
    expect(dynamicContentSettingsFromSettings(null as never)).toEqual(defaultDynamicContentSettings);
  });

  it('sends no api key header when there is none, and skips a non-http list URL', () => {
    const base = dynamicContentSettingsFromSettings({ 'dynamic_content.external_stock_url': 'https://s.example/l' });
    expect(fetchedStrategies.external_stock.request(base)).toEqual({ request: { url: 'https://s.example/l' } });
    const bad = dynamicContentSettingsFromSettings({ 'dynamic_content.external_stock_url': 'javascript:alert(1)' });
    expect(fetchedStrategies.external_stock.request(bad)).toEqual({ skip: true });
  });
});
