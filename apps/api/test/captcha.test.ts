import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leads } from '../src/db/schema.js';
import { FAKE_RECAPTCHA, startFakeRecaptcha, type FakeRecaptchaServer } from '../src/services/fakes/index.js';
import { recaptcha } from '../src/services/forms/verification/index.js';
import { onlyError, startApp } from './support/app.js';
import { createTestDatabase, type TestDatabase } from './support/database.js';
import { createForm, validLead } from './support/forms.js';
import { roleHeaders } from './support/tokens.js';

/**
 * reCAPTCHA on lead submits, against a local siteverify stand-in. The verification plugin reads its
 * settings from the environment (the forms service gets its prefix only), so they are set there too.
 */

let database: TestDatabase;
let app: FastifyInstance;
let verifier: FakeRecaptchaServer;
let formId: number;

beforeAll(async () => {
  verifier = await startFakeRecaptcha();
  const env = { RECAPTCHA_SECRET: FAKE_RECAPTCHA.secret, RECAPTCHA_SITE_KEY: FAKE_RECAPTCHA.siteKey, RECAPTCHA_VERIFY_URL: verifier.url };
  database = await createTestDatabase();
  app = await startApp(database, { env });
  formId = await createForm(app, (await roleHeaders(app)).editor);
});

afterAll(async () => {
  await app?.close();
  await database?.drop();
  await verifier?.close();
});

const submit = (payload: object, remoteAddress = '203.0.113.20') =>
  app.inject({ method: 'POST', url: `/forms/forms/${formId}/leads`, payload, remoteAddress });
const stored = async () => (await app.db.select({ n: count() }).from(leads).where(eq(leads.formId, formId)))[0]!.n;

describe('reCAPTCHA siteverify client', () => {
  it('passes the known token, refuses others, and tells an unreachable verifier apart', async () => {
    const verify = recaptcha({ secret: FAKE_RECAPTCHA.secret, verifyUrl: verifier.url });
    expect(await verify(FAKE_RECAPTCHA.acceptedToken, '203.0.113.5')).toEqual({ ok: true, hostname: 'localhost' });
    expect(verifier.requests.at(-1)).toEqual({ response: FAKE_RECAPTCHA.acceptedToken, remoteip: '203.0.113.5' });
    expect(await verify('forged')).toEqual({ ok: false, unavailable: false, errorCodes: ['invalid-input-response'] });
    // Our own secret refused is a configuration problem, not the visitor's.
    expect(await recaptcha({ secret: 'wrong', verifyUrl: verifier.url })(FAKE_RECAPTCHA.acceptedToken)).toMatchObject({ ok: false, unavailable: true });
    expect(await recaptcha({ secret: 's', verifyUrl: 'http://127.0.0.1:1/siteverify', timeoutMs: 500 })('t')).toMatchObject({ ok: false, unavailable: true });
  });
});

describe('POST /forms/forms/:id/leads with a captcha configured', () => {
  it('shows the site key on the public form read', async () => {
    const read = await app.inject({ url: `/forms/forms/${formId}` });
    expect(read.statusCode).toBe(200);
    expect(read.json().data.captcha).toEqual({ site_key: FAKE_RECAPTCHA.siteKey });
  });

  it('refuses a lead without a token or with a refused one (400, nothing stored)', async () => {
    const before = await stored();
    const missing = await submit(validLead());
    expect(missing.statusCode).toBe(400);
    expect(onlyError(missing.body)).toMatchObject({ detail: expect.stringMatching(/reCAPTCHA/), source: { pointer: '/g-recaptcha-response' } });
    const refused = await submit({ ...validLead(), locale: 'en', 'g-recaptcha-response': 'forged' });
    expect(refused.statusCode).toBe(400);
    expect(onlyError(refused.body).detail).toMatch(/reCAPTCHA check failed/);
    expect(await stored()).toBe(before);
  });

  it('takes a lead with a token the verifier accepts, sending the visitor IP', async () => {
    const taken = await submit({ ...validLead(), 'g-recaptcha-response': FAKE_RECAPTCHA.acceptedToken }, '203.0.113.21');
    expect(taken.statusCode, taken.body).toBe(201);
    expect(verifier.requests.at(-1)).toEqual({ response: FAKE_RECAPTCHA.acceptedToken, remoteip: '203.0.113.21' });
  });

  it('answers 503 with a retry hint, storing nothing, when the verifier is down', async () => {
    const before = await stored();
    await verifier.close();
    const down = await submit({ ...validLead(), 'g-recaptcha-response': FAKE_RECAPTCHA.acceptedToken });
    expect(down.statusCode).toBe(503);
    expect(down.headers['retry-after']).toBe('30');
    expect(onlyError(down.body).status).toBe('503');
    expect(await stored()).toBe(before);
  });
});
