import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/client.js';
import { MAP_UPDATE_DEMO_VIN, NO_PACKAGE_VIN, VIN_CHECKER_AFFECTED_VIN, seedVehicleServices } from '../src/seed/tools.vehicles.js';
import { NOT_RECOGNISED, VEHICLE_SERVICES_RATE_LIMIT } from '../src/services/content/vehicle-services/routes.js';
import { onlyError, startApp } from './support/app.js';
import { createTestDatabase, type TestDatabase } from './support/database.js';

let database: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  const handle = await openDatabase(loadConfig(database.env).database);
  try {
    await handle.migrate();
    // Twice: the seed inserts only what is absent.
    await seedVehicleServices(handle.db);
    await seedVehicleServices(handle.db);
  } finally {
    await handle.close();
  }
  app = await startApp(database);
});

afterAll(async () => {
  await app?.close();
  await database?.drop();
});

const get = (url: string, remoteAddress?: string) => app.inject({ method: 'GET', url, ...(remoteAddress ? { remoteAddress } : {}) });

interface MapUpdateBody {
  data: {
    vehicle: Record<string, unknown>;
    package: { id: number; version: string; released_at: string; notes: string; files: Array<{ name: string; size_bytes: number; sha256: string; url: string }> };
  };
}

describe('GET /content/vehicle-services/map-updates/:vin', () => {
  it('answers the vehicle and the newest package of its navigation system and region, notes in Hebrew by default', async () => {
    const response = await get(`/content/vehicle-services/map-updates/${MAP_UPDATE_DEMO_VIN}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const { data } = response.json() as MapUpdateBody;
    expect(data.vehicle).toEqual({
      vin: MAP_UPDATE_DEMO_VIN,
      nameplate_key: 'range-rover',
      model_year: 2021,
      navigation_system: 'Pivi Pro',
      region: 'IL',
    });
    // 2026.Q4 is the newest for Israel; Europe's later 2026.Q4.1 is another region's.
    expect(data.package.version).toBe('2026.Q4');
    expect(data.package.released_at).toBe('2026-10-29T00:00:00.000Z');
    expect(data.package.notes).toMatch(/הרכבת הקלה/);
    expect(data.package.files.map((file) => file.name)).toEqual(['pivi-pro-il-2026-q4-manifest.json', 'pivi-pro-il-2026-q4-install-guide.txt']);
    for (const file of data.package.files) {
      expect(file.url).toBe(`/vehicle-services/map-updates/files/${data.package.id}/${file.name}`);
      expect(file.sha256).toMatch(/^[0-9a-f]{64}$/);
    }
    const en = (await get(`/content/vehicle-services/map-updates/${MAP_UPDATE_DEMO_VIN}?locale=en`)).json() as MapUpdateBody;
    expect(en.data.package.notes).toMatch(/light rail Red Line/);
  });

  it('normalises what was typed: spaces, dashes and lower case', async () => {
    const typed = encodeURIComponent(' salga2be8-ma4 00123 ');
    const response = await get(`/content/vehicle-services/map-updates/${typed}?locale=en`);
    expect(response.statusCode).toBe(200);
    expect((response.json() as MapUpdateBody).data.vehicle['vin']).toBe(MAP_UPDATE_DEMO_VIN);
    // Another system: InControl Touch Pro's newest.
    const velar = (await get('/content/vehicle-services/map-updates/SALYA2BX2LA250871')).json() as MapUpdateBody;
    expect(velar.data.package.version).toBe('2026.1');
  });

  it.each([
    ['%20', 'empty'],
    ['SALGA2BE8MA40012', 'length'],
    ['SALGA2BE8MA4OO123', 'characters'],
    ['1HGCM82643A004352', 'check_digit'],
  ])('answers 422 for %s, naming the rule (%s) and the parameter', async (vin, code) => {
    for (const base of ['map-updates', 'campaigns']) {
      const response = await get(`/content/vehicle-services/${base}/${vin}`);
      expect(response.statusCode).toBe(422);
      const error = onlyError(response.body);
      expect(error).toMatchObject({ status: '422', source: { parameter: 'vin' } });
      expect(error.detail.startsWith(`${code}:`)).toBe(true);
    }
  });

  it('names the offending letters', async () => {
    const error = onlyError((await get('/content/vehicle-services/map-updates/SALGA2BE8MI4Q0123')).body);
    expect(error.detail).toContain('I Q');
  });

  it('answers 404 "VIN not recognised" for an unknown VIN and for one whose system has no package', async () => {
    // A valid Land Rover VIN that is not registered; and one registered with no package for its system.
    for (const vin of ['SALEA7BW3N2081299', NO_PACKAGE_VIN]) {
      const response = await get(`/content/vehicle-services/map-updates/${vin}`);
      expect(response.statusCode).toBe(404);
      expect(onlyError(response.body)).toMatchObject({ detail: NOT_RECOGNISED, source: { parameter: 'vin' } });
    }
  });

  it('refuses unknown query parameters and locales with a 400, never a 5xx', async () => {
    expect((await get(`/content/vehicle-services/map-updates/${MAP_UPDATE_DEMO_VIN}?locale=fr`)).statusCode).toBe(400);
    // Past the router's parameter length: 414, in the envelope too.
    const long = await get(`/content/vehicle-services/map-updates/${'A'.repeat(101)}`);
    expect(long.statusCode).toBeGreaterThanOrEqual(400);
    expect(long.statusCode).toBeLessThan(500);
    expect(onlyError(long.body).status).toBe(String(long.statusCode));
  });
});

describe('GET /content/vehicle-services/map-updates/files/:packageId/:name', () => {
  it('serves each listed file as an attachment whose bytes match the listed size and sha256', async () => {
    const { data } = (await get(`/content/vehicle-services/map-updates/${MAP_UPDATE_DEMO_VIN}`)).json() as MapUpdateBody;
    for (const file of data.package.files) {
      const response = await get(`/content${file.url}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-disposition']).toBe(`attachment; filename="${file.name}"`);
      const bytes = response.rawPayload;
      expect(bytes.length).toBe(file.size_bytes);
      expect(createHash('sha256').update(bytes).digest('hex')).toBe(file.sha256);
    }
    const manifest = JSON.parse((await get(`/content${data.package.files[0]?.url}`)).body) as Record<string, unknown>;
    expect(manifest).toMatchObject({ navigation_system: 'Pivi Pro', region: 'IL', version: '2026.Q4', released_on: '2026-10-29' });
  });

  it('answers 404 for an unknown package or file and 400 for a malformed id or name', async () => {
    const { data } = (await get(`/content/vehicle-services/map-updates/${MAP_UPDATE_DEMO_VIN}`)).json() as MapUpdateBody;
    const otherName = data.package.files[0]?.name.replace('2026-q4', '2025-q4') ?? '';
    for (const url of [`/files/999999/${data.package.files[0]?.name}`, `/files/${data.package.id}/${otherName}`]) {
      const response = await get(`/content/vehicle-services/map-updates${url}`);
      expect(response.statusCode).toBe(404);
      expect(onlyError(response.body).source).toEqual({ parameter: 'name' });
    }
    for (const url of ['/files/0/x.json', '/files/2147483648/x.json', '/files/1/..%2F..%2Fetc%2Fpasswd', '/files/1/.hidden']) {
      expect((await get(`/content/vehicle-services/map-updates${url}`)).statusCode).toBe(400);
    }
  });
});

describe('GET /content/vehicle-services/campaigns/:vin', () => {
  type CampaignsBody = { data: { vin: string; affected: boolean; campaigns: Array<{ code: string; title: string; description: string }> } };

  it('lists the active campaigns of an affected VIN, in the locale', async () => {
    const he = (await get(`/content/vehicle-services/campaigns/${VIN_CHECKER_AFFECTED_VIN}`)).json() as CampaignsBody;
    expect(he.data.vin).toBe(VIN_CHECKER_AFFECTED_VIN);
    expect(he.data.affected).toBe(true);
    expect(he.data.campaigns.map((campaign) => campaign.code)).toEqual(['H512', 'N424']);
    expect(he.data.campaigns[1]?.title).toBe('עדכון תוכנה למערכת Pivi Pro');
    const en = (await get(`/content/vehicle-services/campaigns/${VIN_CHECKER_AFFECTED_VIN.toLowerCase()}?locale=en`)).json() as CampaignsBody;
    expect(en.data.campaigns[0]).toEqual({
      code: 'H512',
      title: 'Rear seat belt buckle replacement',
      description: 'The centre rear seat belt buckle will be replaced free of charge.',
    });
  });

  it('answers "not affected" for a VIN only in a closed campaign, and for a VIN nobody registered', async () => {
    for (const vin of [MAP_UPDATE_DEMO_VIN, 'SALGA2BEXMA400124']) {
      const response = await get(`/content/vehicle-services/campaigns/${vin}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ data: { vin, affected: false, campaigns: [] } });
    }
    // In a campaign but not registered: campaigns list VINs of their own.
    expect(((await get('/content/vehicle-services/campaigns/SALEA7BW3N2081299')).json() as CampaignsBody).data.affected).toBe(true);
  });
});

describe('rate limit', () => {
  it(`answers 429 past ${VEHICLE_SERVICES_RATE_LIMIT.max} calls a minute of a route from one address, refused VINs included`, async () => {
    const visitor = '203.0.113.41';
    for (let i = 0; i < VEHICLE_SERVICES_RATE_LIMIT.max; i++) {
      const url = i % 2 ? `/content/vehicle-services/map-updates/${MAP_UPDATE_DEMO_VIN}` : '/content/vehicle-services/map-updates/BAD';
      expect((await get(url, visitor)).statusCode).toBeLessThan(429);
    }
    const limited = await get(`/content/vehicle-services/map-updates/${MAP_UPDATE_DEMO_VIN}`, visitor);
    expect(limited.statusCode).toBe(429);
    expect(onlyError(limited.body).status).toBe('429');
    expect((await get(`/content/vehicle-services/map-updates/${MAP_UPDATE_DEMO_VIN}`, '203.0.113.42')).statusCode).toBe(200);
  });

  it('counts what the site passes on against the visitor in X-Forwarded-For', async () => {
    const viaSite = (visitor: string) =>
      app.inject({
        method: 'GET',
        url: `/content/vehicle-services/campaigns/${VIN_CHECKER_AFFECTED_VIN}`,
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': `198.51.100.1, ${visitor}` },
      });
    for (let i = 0; i < VEHICLE_SERVICES_RATE_LIMIT.max; i++) expect((await viaSite('203.0.113.43')).statusCode).toBe(200);
    expect((await viaSite('203.0.113.43')).statusCode).toBe(429);
    expect((await viaSite('203.0.113.44')).statusCode).toBe(200);
  });
});
