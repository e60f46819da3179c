import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onlyError, startApp } from './support/app.js';
import { createSeededTestDatabase, type TestDatabase } from './support/database.js';

let database: TestDatabase;
let app: FastifyInstance;
type Dealer = { id: string; attributes: Record<string, unknown> };

beforeAll(async () => {
  database = await createSeededTestDatabase();
  app = await startApp(database);
});

afterAll(async () => {
  await app?.close();
  await database?.drop();
});

const get = (url: string) => app.inject({ method: 'GET', url });

describe('content dealers', () => {
  it('lists 25 Israeli retailers with 50 items, sorted by Hebrew name, with coordinates, phones and services', async () => {
    const response = await get('/content/dealers?items=50&sort=name');
    expect(response.statusCode).toBe(200);
    const body = response.json() as { data: Dealer[]; meta: { total: number } };
    expect(body.meta.total).toBe(25);
    const names = body.data.map((d) => d.attributes['name'] as string);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'he')));
    for (const { attributes: d } of body.data) {
      expect(d['phone']).toMatch(/^0[2-9]-\d{7}$/);
      expect(d['latitude']).toBeGreaterThan(29);
      expect(d['latitude']).toBeLessThan(33.5);
      expect((d['services'] as unknown[]).length).toBeGreaterThan(0);
    }
  });

  it('filters by brand name (name or code) and pages', async () => {
    const jaguar = (await get('/content/dealers?items=50&filter[brand_name_eq]=Jaguar')).json();
    expect(jaguar.meta.total).toBeGreaterThan(3);
    expect(jaguar.meta.total).toBeLessThan(25);
    expect((await get('/content/dealers?filter[brand_name_eq]=jaguar')).json().meta.total).toBe(jaguar.meta.total);
    const page2 = (await get('/content/dealers?items=10&page=3&locale=en')).json();
    expect(page2.data).toHaveLength(5);
    expect(page2.data[0].attributes.name).toMatch(/^Lux Motors /);
  });

  it('answers bad items and pages with clear 400s', async () => {
    for (const items of ['0', '51', 'x']) {
      const response = await get(`/content/dealers?items=${items}`);
      expect(response.statusCode).toBe(400);
      expect(onlyError(response.body).detail).toBe('items must be a whole number from 1 to 50');
    }
    expect(onlyError((await get('/content/dealers?page=0')).body).detail).toBe('page must be a whole number of 1 or more');
  });

  it('finds retailers near a postcode, nearest first with distances', async () => {
    const body = (await get('/content/dealers/by_postcode?postcode=3303360')).json();
    expect(body.meta.fallback).toBe(false);
    const codes = body.data.map((d: Dealer) => d.attributes['dealer_code']);
    expect(codes.slice(0, 2).sort()).toEqual(['HFA01', 'HFA02']);
    const km = body.data.map((d: Dealer) => d.attributes['distance_km'] as number);
    expect(km).toEqual([...km].sort((a, b) => a - b));
    expect(codes).not.toContain('ELT01');
  });

  it('falls back to every retailer by name when none is near, and rejects a malformed postcode', async () => {
    const body = (await get('/content/dealers/by_postcode?postcode=1111111')).json();
    expect(body.meta).toMatchObject({ fallback: true, total: 25 });
    expect(body.data[0].attributes.distance_km).toBeUndefined();
    const bad = await get('/content/dealers/by_postcode?postcode=abc');
    expect(bad.statusCode).toBe(400);
    expect(onlyError(bad.body).detail).toBe('postcode must be an Israeli postcode of 7 digits');
    expect((await get('/content/dealers/by_postcode')).statusCode).toBe(400);
  });
});
