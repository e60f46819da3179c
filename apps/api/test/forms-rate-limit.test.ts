import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEAD_RATE_LIMIT } from '../src/services/forms/leads.routes.js';
import { onlyError, startApp } from './support/app.js';
import { createTestDatabase, type TestDatabase } from './support/database.js';
import { createForm, validLead } from './support/forms.js';
import { roleHeaders } from './support/tokens.js';

let database: TestDatabase;
let app: FastifyInstance;
let formId: number;

beforeAll(async () => {
  database = await createTestDatabase();
  // Nobody exempt: the test client's loopback address counts like a visitor's.
  app = await startApp(database, { env: { RATE_LIMIT_ALLOWLIST: 'none' } });
  formId = await createForm(app, (await roleHeaders(app)).editor);
});

afterAll(async () => {
  await app?.close();
  await database?.drop();
});

describe('lead submissions per IP', () => {
  it(`answers 429 in the error envelope past ${LEAD_RATE_LIMIT.max} a minute, failed submits included`, async () => {
    const submit = (payload: object, ip = '203.0.113.7') =>
      app.inject({ method: 'POST', url: `/forms/forms/${formId}/leads`, payload, remoteAddress: ip });
    expect((await submit(validLead())).statusCode).toBe(201);
    for (let i = 1; i < LEAD_RATE_LIMIT.max; i++) expect((await submit({ data: {} })).statusCode).toBe(400);
    const limited = await submit(validLead());
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(onlyError(limited.body).status).toBe('429');
    // Another address has its own budget, and reading the form is not limited by submissions.
    expect((await submit(validLead(), '203.0.113.8')).statusCode).toBe(201);
    expect((await app.inject({ url: `/forms/forms/${formId}`, remoteAddress: '203.0.113.7' })).statusCode).toBe(200);
  });
});

describe('lead submissions passed on by the site', () => {
  let proxied: FastifyInstance;
  let proxiedDb: TestDatabase;
  let proxiedForm: number;

  beforeAll(async () => {
    proxiedDb = await createTestDatabase();
    // The default: loopback is the site's own server, exempt for its own calls.
    proxied = await startApp(proxiedDb);
    proxiedForm = await createForm(proxied, (await roleHeaders(proxied)).editor);
  });

  afterAll(async () => {
    await proxied?.close();
    await proxiedDb?.drop();
  });

  it('counts them against the visitor the site saw, not the site, and ignores forged hops', async () => {
    const viaSite = (payload: object, forwardedFor: string) =>
      proxied.inject({
        method: 'POST',
        url: `/forms/forms/${proxiedForm}/leads`,
        payload,
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': forwardedFor },
      });
    // A visitor who writes their own X-Forwarded-For still lands on the last hop, the one the site added.
    for (let i = 0; i < LEAD_RATE_LIMIT.max; i++) {
      expect((await viaSite({ data: {} }, `198.51.100.${i}, 203.0.113.9`)).statusCode).toBe(400);
    }
    expect((await viaSite(validLead(), '203.0.113.9')).statusCode).toBe(429);
    expect((await viaSite(validLead(), '203.0.113.10')).statusCode).toBe(201);
    // The site's own server-side calls (no forwarded visitor) stay exempt.
    for (let i = 0; i <= LEAD_RATE_LIMIT.max; i++) {
      const own = await proxied.inject({ method: 'POST', url: `/forms/forms/${proxiedForm}/leads`, payload: { data: {} }, remoteAddress: '127.0.0.1' });
      expect(own.statusCode).toBe(400);
    }
  });
});
