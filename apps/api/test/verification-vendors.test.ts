import { randomInt } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, DEV_VERIFICATION_TOKEN_SECRET, loadVerificationConfig } from '../src/config.js';
import { mailboxMessages, phoneVerifications } from '../src/db/forms.schema.js';
import { FAKE_BRITEVERIFY_API_KEY, FAKE_TWILIO } from '../src/services/fakes/index.js';
import { checkPhoneToken } from '../src/services/forms/verification/index.js';
import { onlyError, startApp } from './support/app.js';
import { createTestDatabase, type TestDatabase } from './support/database.js';

/**
 * With the vendors' settings in the environment, the API uses its real clients and mounts no fakes.
 * "Twilio" and "BriteVerify" here are a second API process's local fakes, reached over a real socket,
 * so the path is exactly the one to the vendors: URL, HTTP Basic or ApiKey header, form or JSON body.
 */

let vendorDb: TestDatabase;
let vendor: FastifyInstance;
let database: TestDatabase;
let app: FastifyInstance;
const TOKEN_SECRET = 'v'.repeat(40);

beforeAll(async () => {
  vendorDb = await createTestDatabase();
  vendor = await startApp(vendorDb);
  const origin = await vendor.listen({ port: 0, host: '127.0.0.1' });
  const env = {
    TWILIO_ACCOUNT_SID: FAKE_TWILIO.accountSid,
    TWILIO_AUTH_TOKEN: FAKE_TWILIO.authToken,
    TWILIO_VERIFY_SERVICE_SID: FAKE_TWILIO.serviceSid,
    TWILIO_VERIFY_URL: `${origin}/forms/fake-twilio`,
    BRITEVERIFY_API_KEY: FAKE_BRITEVERIFY_API_KEY,
    BRITEVERIFY_URL: `${origin}/forms/fake-briteverify/api/public/v1/fullverify`,
    VERIFICATION_TOKEN_SECRET: TOKEN_SECRET,
  };
  database = await createTestDatabase();
  app = await startApp(database, { env });
});

afterAll(async () => {
  await app?.close();
  await vendor?.close();
  await database?.drop();
  await vendorDb?.drop();
});

describe('configured vendors', () => {
  it('mount no local fakes', async () => {
    expect((await app.inject({ method: 'POST', url: `/forms/fake-twilio/v2/Services/${FAKE_TWILIO.serviceSid}/Verifications` })).statusCode).toBe(404);
    expect((await app.inject({ method: 'POST', url: '/forms/fake-briteverify/api/public/v1/fullverify', payload: { email: 'a@b.c' } })).statusCode).toBe(404);
  });

  it('send and check the code through Twilio Verify, and sign the token with VERIFICATION_TOKEN_SECRET', async () => {
    const local = `05${randomInt(10)}${String(randomInt(10_000_000)).padStart(7, '0')}`;
    const phone = `+972${local.slice(1)}`;
    const sent = await app.inject({ method: 'POST', url: '/forms/twilio/create_verification', payload: { phone_number: local } });
    expect(sent.statusCode, sent.body).toBe(201);
    // The verification lives at the vendor, not here.
    expect(await app.db.select().from(phoneVerifications).where(eq(phoneVerifications.phone, phone))).toHaveLength(0);
    const [sms] = await vendor.db.select().from(mailboxMessages).orderBy(desc(mailboxMessages.id)).limit(1);
    expect(sms!.rcptTo).toEqual([phone]);
    const code = /(\d{6})/.exec(sms!.raw)![1]!;
    const checked = await app.inject({ method: 'POST', url: '/forms/twilio/check_verification', payload: { phone_number: local, code } });
    expect(checked.statusCode, checked.body).toBe(200);
    const token = checked.json().data.verification_token as string;
    expect(checkPhoneToken(TOKEN_SECRET, token, phone)).toEqual({ ok: true });
    expect(checkPhoneToken(DEV_VERIFICATION_TOKEN_SECRET, token, phone).ok).toBe(false);
  });

  it('check e-mail addresses through BriteVerify', async () => {
    const answer = await app.inject({ method: 'POST', url: '/forms/email_verifications', payload: { email: 'nobody@example.invalid' } });
    expect(answer.json().data).toEqual({ valid: false, status: 'invalid' });
  });

  it('answer 503 with a retry hint when Twilio cannot be reached', async () => {
    await vendor.close();
    const sent = await app.inject({ method: 'POST', url: '/forms/twilio/create_verification', payload: { phone_number: '0521234567', locale: 'en' } });
    expect(sent.statusCode).toBe(503);
    expect(sent.headers['retry-after']).toBe('30');
    expect(onlyError(sent.body).detail).toMatch(/unavailable/);
    // B§5: the e-mail check never blocks; the vendor's absence is a VALIDATION_ERROR.
    const email = await app.inject({ method: 'POST', url: '/forms/email_verifications', payload: { email: 'dana@lux.example' } });
    expect(email.json().data).toEqual({ valid: true, status: 'unknown', error_code: 'VALIDATION_ERROR' });
  });
});

describe('loadVerificationConfig', () => {
  const problems = (env: Record<string, string>) => {
    try {
      loadVerificationConfig(env);
      return [];
    } catch (error) {
      return error instanceof ConfigError ? error.problems : [String(error)];
    }
  };

  it('runs on the local fakes, without a captcha, by default', () => {
    expect(loadVerificationConfig({})).toMatchObject({ twilio: null, briteVerify: null, recaptcha: null, tokenSecret: DEV_VERIFICATION_TOKEN_SECRET, tokenTtlSeconds: 900 });
  });

  it('refuses half a Twilio account, malformed SIDs, a lone captcha key, and the development secret in production', () => {
    expect(problems({ TWILIO_ACCOUNT_SID: FAKE_TWILIO.accountSid })).toEqual([expect.stringMatching(/Set all of TWILIO_ACCOUNT_SID/)]);
    expect(problems({ TWILIO_ACCOUNT_SID: 'AC1', TWILIO_AUTH_TOKEN: 't', TWILIO_VERIFY_SERVICE_SID: FAKE_TWILIO.serviceSid })).toEqual([
      expect.stringMatching(/TWILIO_ACCOUNT_SID must be AC/),
    ]);
    expect(problems({ RECAPTCHA_SECRET: 's' })).toEqual([expect.stringMatching(/RECAPTCHA_SECRET and RECAPTCHA_SITE_KEY together/)]);
    expect(problems({ NODE_ENV: 'production' })).toEqual([expect.stringMatching(/VERIFICATION_TOKEN_SECRET must be set/)]);
    expect(problems({ VERIFICATION_TOKEN_SECRET: 'short' })).toEqual([expect.stringMatching(/at least 32/)]);
    expect(problems({ BRITEVERIFY_URL: 'ftp://x' })).toEqual(['BRITEVERIFY_URL must be an http(s) URL']);
    expect(loadVerificationConfig({ RECAPTCHA_SECRET: 's', RECAPTCHA_SITE_KEY: 'k' }).recaptcha).toEqual({
      secret: 's',
      siteKey: 'k',
      verifyUrl: 'https://www.google.com/recaptcha/api/siteverify',
    });
  });
});
