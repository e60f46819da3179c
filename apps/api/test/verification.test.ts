import { randomInt } from 'node:crypto';
import { desc, eq, sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { mailboxMessages, phoneVerifications } from '../src/db/forms.schema.js';
import { FAKE_SMS_FROM, FAKE_TWILIO, fakeBriteVerifyRoutes, FAKE_BRITEVERIFY_API_KEY } from '../src/services/fakes/index.js';
import {
  briteVerify,
  checkPhoneToken,
  EMAIL_VERIFICATION_TIMEOUT_MS,
  injectFetch,
  PHONE_RATE_LIMIT,
  signPhoneToken,
  toE164,
  twilioVerify,
  TwilioVerifyError,
} from '../src/services/forms/verification/index.js';
import { onlyError, startApp } from './support/app.js';
import { createTestDatabase, type TestDatabase } from './support/database.js';
import { contactFormBody, createForm, validLead } from './support/forms.js';
import { roleHeaders, type AuthHeaders } from './support/tokens.js';

let database: TestDatabase;
let app: FastifyInstance;
let as: Record<'admin' | 'editor' | 'sales' | 'viewer', AuthHeaders>;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await startApp(database);
  as = await roleHeaders(app);
});

afterAll(async () => {
  await app?.close();
  await database?.drop();
});

afterEach(() => {
  vi.useRealTimers();
});

/** A visitor address of its own per call, so the per-IP limits never trip by accident. */
let ipCounter = 10;
const nextIp = () => `198.51.100.${ipCounter++}`;
const mobile = () => `05${randomInt(10)}${String(randomInt(10_000_000)).padStart(7, '0')}`;
const e164Of = (local: string) => `+972${local.slice(1)}`;

const post = (url: string, payload: object, remoteAddress = nextIp()) => app.inject({ method: 'POST', url: `/forms${url}`, payload, remoteAddress });
const create = (phone_number: string, ip?: string) => post('/twilio/create_verification', { phone_number }, ip);
const check = (phone_number: string, code: string, ip?: string) => post('/twilio/check_verification', { phone_number, code }, ip);

/** The code of the last SMS the local fake "sent" to a number, as a developer reads it. */
async function lastCode(e164: string): Promise<string> {
  const [row] = await app.db
    .select()
    .from(mailboxMessages)
    .where(sql`${mailboxMessages.mailFrom} = ${FAKE_SMS_FROM} and ${e164} = any(${mailboxMessages.rcptTo})`)
    .orderBy(desc(mailboxMessages.id))
    .limit(1);
  const code = /(\d{6})/.exec(row?.raw ?? '')?.[1];
  if (!code) throw new Error(`No SMS for ${e164}`);
  return code;
}
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('phone numbers', () => {
  it('normalises Israeli mobiles to E.164 and keeps other E.164 numbers; refuses landlines and junk', () => {
    expect(toE164('050-1234567')).toBe('+972501234567');
    expect(toE164('0501234567')).toBe('+972501234567');
    expect(toE164('+972 50 123 4567')).toBe('+972501234567');
    expect(toE164('972501234567')).toBe('+972501234567');
    expect(toE164('+972-050-1234567')).toBe('+972501234567');
    expect(toE164('00972501234567')).toBe('+972501234567');
    expect(toE164('+14155550123')).toBe('+14155550123');
    expect(toE164('02-6234567')).toBeNull();
    expect(toE164('+97226234567')).toBeNull();
    expect(toE164('hello')).toBeNull();
    expect(toE164(12345)).toBeNull();
  });
});

describe('POST /forms/twilio/create_verification and check_verification (local Twilio Verify)', () => {
  it('sends a code to the local mailbox and approves it once, answering a token bound to the number', async () => {
    const local = mobile();
    const phone = e164Of(local);
    const created = await create(`${local.slice(0, 3)}-${local.slice(3)}`);
    expect(created.statusCode, created.body).toBe(201);
    const data = created.json().data as { status: string; channel: string; expires_at: string };
    expect(data).toMatchObject({ status: 'pending', channel: 'sms' });
    const minutes = (Date.parse(data.expires_at) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(9.9);
    expect(minutes).toBeLessThanOrEqual(10);

    // The developer's view of the "SMS" (admin only), and the code is stored hashed only.
    const messages = await app.inject({ url: '/forms/fake-twilio/messages', headers: as.admin });
    expect(messages.statusCode).toBe(200);
    const sms = (messages.json().data as Array<{ attributes: { to: string[]; body: string } }>).find((m) => m.attributes.to.includes(phone));
    expect(sms?.attributes.body).toMatch(/\d{6}/);
    expect((await app.inject({ url: '/forms/fake-twilio/messages', headers: as.sales })).statusCode).toBe(403);
    expect((await app.inject({ url: '/forms/fake-twilio/messages' })).statusCode).toBe(401);
    const code = await lastCode(phone);
    const [row] = await app.db.select().from(phoneVerifications).where(eq(phoneVerifications.phone, phone));
    expect(row!.sid).toMatch(/^VE[0-9a-f]{32}$/);
    expect(row!.codeHash).not.toContain(code);

    const miss = await check(local, wrong(code));
    expect(miss.statusCode).toBe(200);
    expect(miss.json().data).toEqual({ status: 'pending', valid: false });

    const hit = await check(`+972 ${local.slice(1)}`, code);
    expect(hit.statusCode, hit.body).toBe(200);
    const approved = hit.json().data as { status: string; valid: boolean; verification_token: string };
    expect(approved).toMatchObject({ status: 'approved', valid: true });
    expect(checkPhoneToken('lux-dev-verification-token-secret-do-not-use-in-production', approved.verification_token, phone)).toEqual({ ok: true });

    // Approved is final, as at Twilio: nothing is pending any more.
    const again = await check(local, code);
    expect(again.statusCode).toBe(404);
    expect(onlyError(again.body).detail).toMatch(/קוד אימות פעיל/);
  });

  it('refuses a number that is not a mobile, and a code that is not digits, with clear messages in the chosen language', async () => {
    const bad = await post('/twilio/create_verification', { phone_number: '02-6234567', locale: 'en' });
    expect(bad.statusCode).toBe(400);
    expect(onlyError(bad.body)).toMatchObject({ detail: expect.stringMatching(/not valid/), source: { pointer: '/phone_number' } });
    const hebrew = await create('abc');
    expect(onlyError(hebrew.body).detail).toMatch(/מספר הטלפון אינו תקין/);
    const code = await check(mobile(), '12a456');
    expect(code.statusCode).toBe(400);
    expect(onlyError(code.body).source).toEqual({ pointer: '/code' });
    expect((await post('/twilio/create_verification', {})).statusCode).toBe(400);
  });

  it('answers 404 when the code has expired (10 minutes)', async () => {
    const local = mobile();
    expect((await create(local)).statusCode).toBe(201);
    const code = await lastCode(e164Of(local));
    await app.db.update(phoneVerifications).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(phoneVerifications.phone, e164Of(local)));
    const late = await check(local, code);
    expect(late.statusCode).toBe(404);
    const [row] = await app.db.select().from(phoneVerifications).where(eq(phoneVerifications.phone, e164Of(local)));
    expect(row!.status).toBe('expired');
  });

  it('allows 5 check attempts per code, then 429 even for the right code', async () => {
    const local = mobile();
    expect((await create(local)).statusCode).toBe(201);
    const code = await lastCode(e164Of(local));
    for (let i = 0; i < 5; i++) expect((await check(local, wrong(code))).json().data.valid).toBe(false);
    const blocked = await check(local, code);
    expect(blocked.statusCode).toBe(429);
    expect(onlyError(blocked.body).detail).toMatch(/יותר מדי ניסיונות/);
    expect(blocked.headers['retry-after']).toBeDefined();
  });

  it('sends at most 5 codes to one number in 10 minutes, from any IP', async () => {
    const local = mobile();
    for (let i = 0; i < 5; i++) expect((await create(local)).statusCode).toBe(201);
    // A resend keeps the verification and replaces the code.
    const rows = await app.db.select().from(phoneVerifications).where(eq(phoneVerifications.phone, e164Of(local)));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.sendCount).toBe(5);
    const sixth = await create(local);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.headers['retry-after']).toBeDefined();
  });

  it(`limits one IP to ${PHONE_RATE_LIMIT.create.max} sends a minute, whatever the numbers`, async () => {
    const ip = nextIp();
    for (let i = 0; i < PHONE_RATE_LIMIT.create.max; i++) expect((await create(mobile(), ip)).statusCode).toBe(201);
    const limited = await create(mobile(), ip);
    expect(limited.statusCode).toBe(429);
    expect(onlyError(limited.body).status).toBe('429');
    expect((await create(mobile(), nextIp())).statusCode).toBe(201);
  });
});

describe('the Twilio Verify client against the local fake (Twilio protocol)', () => {
  const client = (overrides: Partial<Parameters<typeof twilioVerify>[0]> = {}) =>
    twilioVerify({ baseUrl: 'http://twilio.test/forms/fake-twilio', ...FAKE_TWILIO, timeoutMs: 5_000, fetch: injectFetch(app), ...overrides });

  it("speaks Twilio's resource shapes and error codes (60203 past 5 sends, 20404 with nothing pending, 60200)", async () => {
    const phone = e164Of(mobile());
    const started = await client().createVerification(phone);
    expect(started).toMatchObject({ to: phone, channel: 'sms', status: 'pending', valid: false });
    expect(started.sid).toMatch(/^VE[0-9a-f]{32}$/);
    for (let i = 0; i < 4; i++) await client().createVerification(phone);
    await expect(client().createVerification(phone)).rejects.toMatchObject({ status: 429, code: 60203 });
    await expect(client().checkVerification(e164Of(mobile()), '123456')).rejects.toMatchObject({ status: 404, code: 20404 });
    await expect(client().createVerification('0501234567')).rejects.toMatchObject({ status: 400, code: 60200 });
  });

  it('is refused with the wrong credentials or service, as Twilio refuses them (20003, 20404)', async () => {
    await expect(client({ authToken: 'wrong' }).createVerification(e164Of(mobile()))).rejects.toMatchObject({ status: 401, code: 20003 });
    await expect(client({ serviceSid: 'VA' + 'f'.repeat(32) }).createVerification(e164Of(mobile()))).rejects.toMatchObject({ status: 404, code: 20404 });
  });

  it('works over a real socket too, form-encoded with HTTP Basic', async () => {
    const second = await createTestDatabase();
    const listening = await startApp(second);
    try {
      const address = await listening.listen({ port: 0, host: '127.0.0.1' });
      const remote = twilioVerify({ baseUrl: `${address}/forms/fake-twilio`, ...FAKE_TWILIO, timeoutMs: 5_000 });
      const phone = e164Of(mobile());
      expect((await remote.createVerification(phone)).status).toBe('pending');
      const [sms] = await listening.db.select().from(mailboxMessages).where(eq(mailboxMessages.messageId, (await remote.createVerification(phone)).sid)).orderBy(desc(mailboxMessages.id)).limit(1);
      const code = /(\d{6})/.exec(sms!.raw)![1]!;
      expect(await remote.checkVerification(phone, wrong(code))).toMatchObject({ status: 'pending', valid: false });
      expect(await remote.checkVerification(phone, code)).toMatchObject({ status: 'approved', valid: true });
    } finally {
      await listening.close();
      await second.drop();
    }
  });

  it('turns an unreachable or silent Twilio into an error without a status', async () => {
    const never = (_url: string, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal!.reason)));
    vi.useFakeTimers();
    const pending = client({ fetch: never, timeoutMs: 300 }).createVerification('+14155550123');
    const settled = expect(pending).rejects.toMatchObject({ status: null, message: 'No answer within 300 ms' });
    await vi.advanceTimersByTimeAsync(300);
    await settled;
    vi.useRealTimers();
    const refused = client({ baseUrl: 'http://127.0.0.1:1', fetch: undefined });
    await expect(refused.createVerification('+14155550123')).rejects.toBeInstanceOf(TwilioVerifyError);
  });
});

describe('phone verification tokens', () => {
  const secret = 'x'.repeat(40);
  it('bind one number, expire, and refuse tampering or another secret', () => {
    const now = Date.now();
    const { token, expiresAt } = signPhoneToken(secret, '+972501234567', 900, now);
    expect(expiresAt.getTime()).toBe(now + 900_000);
    expect(checkPhoneToken(secret, token, '+972501234567', now)).toEqual({ ok: true });
    expect(checkPhoneToken(secret, token, '+972501234568', now)).toEqual({ ok: false, reason: 'phone' });
    expect(checkPhoneToken(secret, token, '+972501234567', now + 901_000)).toEqual({ ok: false, reason: 'expired' });
    expect(checkPhoneToken('y'.repeat(40), token, '+972501234567', now)).toEqual({ ok: false, reason: 'signature' });
    const [p, payload, sig] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ phone: '+972501234568', exp: 9e9 })).toString('base64url');
    expect(checkPhoneToken(secret, `${p}.${forged}.${sig}`, '+972501234568', now).ok).toBe(false);
    expect(checkPhoneToken(secret, `${p}.${payload}`, '+972501234567', now)).toEqual({ ok: false, reason: 'malformed' });
    expect(checkPhoneToken(secret, undefined, '+972501234567', now)).toEqual({ ok: false, reason: 'malformed' });
  });
});

describe('a lead on a form whose phone must be verified', () => {
  let formId: number;
  beforeAll(async () => {
    const body = contactFormBody();
    const fields = body.definition.fields.map((f) => (f.type === 'tel' ? { ...f, verify: true } : f));
    formId = await createForm(app, as.editor, { definition: { fields } });
  });
  const submit = (payload: object) => app.inject({ method: 'POST', url: `/forms/forms/${formId}/leads`, payload });

  it('is refused without a token, with one for another number, and taken with the right one', async () => {
    const local = mobile();
    const lead = validLead({ phone: local });
    const missing = await submit(lead);
    expect(missing.statusCode).toBe(400);
    expect(onlyError(missing.body)).toMatchObject({ detail: expect.stringMatching(/לאמת את מספר הטלפון/), source: { pointer: '/data/phone' } });
    const english = await submit({ ...validLead({ phone: local }), locale: 'en' });
    expect(onlyError(english.body).detail).toMatch(/Verify your phone number/);

    expect((await create(local)).statusCode).toBe(201);
    const token = (await check(local, await lastCode(e164Of(local)))).json().data.verification_token as string;
    const other = await submit(validLead({ phone: mobile() }, { phone_verification_token: token }));
    expect(other.statusCode).toBe(400);
    expect(onlyError(other.body).source).toEqual({ pointer: '/phone_verification_token' });
    const taken = await submit(validLead({ phone: `+972-${local.slice(1)}` }, { phone_verification_token: token }));
    expect(taken.statusCode, taken.body).toBe(201);
  });

  it('needs no token when the optional phone is left empty, nor on a form without `verify`', async () => {
    expect((await submit(validLead({ phone: '' }))).statusCode).toBe(201);
    const plain = await createForm(app, as.editor);
    expect((await app.inject({ method: 'POST', url: `/forms/forms/${plain}/leads`, payload: validLead() })).statusCode).toBe(201);
  });

  it('keeps `verify` in the stored definition and shows no captcha when none is configured', async () => {
    const read = await app.inject({ url: `/forms/forms/${formId}` });
    expect(read.statusCode).toBe(200);
    const data = read.json().data as { definition: { fields: Array<{ type: string; verify?: boolean }> }; captcha?: unknown };
    expect(data.definition.fields.find((f) => f.type === 'tel')?.verify).toBe(true);
    expect(data.captcha).toBeUndefined();
  });
});

describe('POST /forms/email_verifications (B§5, local BriteVerify)', () => {
  const verify = (email: unknown) => post('/email_verifications', email === undefined ? {} : { email });

  it('is valid for status valid and accept_all, invalid otherwise', async () => {
    expect((await verify('dana@lux.example')).json().data).toEqual({ valid: true, status: 'valid' });
    expect((await verify('accept-all@lux.example')).json().data).toEqual({ valid: true, status: 'accept_all' });
    expect((await verify('nobody@example.invalid')).json().data).toEqual({ valid: false, status: 'invalid' });
    expect((await verify('unknown@lux.example')).json().data).toEqual({ valid: false, status: 'unknown' });
  });

  it('assumes valid with VALIDATION_ERROR when the API fails (logging "BriteVerify API error" and the status text)', async () => {
    const warn = vi.fn();
    const verifyEmail = briteVerify({
      apiKey: FAKE_BRITEVERIFY_API_KEY,
      url: 'http://bv.test/forms/fake-briteverify/api/public/v1/fullverify',
      fetch: injectFetch(app),
      log: { warn },
    });
    expect(await verifyEmail('unavailable@lux.example')).toEqual({ valid: true, status: 'unknown', error_code: 'VALIDATION_ERROR' });
    expect(warn).toHaveBeenCalledWith({ detail: 'BriteVerify API error: Service Unavailable' }, expect.any(String));
    const response = await verify('unavailable@lux.example');
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ valid: true, status: 'unknown', error_code: 'VALIDATION_ERROR' });
    // A wrong key is an API error like any other.
    const badKey = briteVerify({ apiKey: 'wrong', url: 'http://bv.test/forms/fake-briteverify/api/public/v1/fullverify', fetch: injectFetch(app), log: { warn } });
    expect(await badKey('dana@lux.example')).toMatchObject({ valid: true, error_code: 'VALIDATION_ERROR' });
    expect(warn).toHaveBeenLastCalledWith({ detail: 'BriteVerify API error: Unauthorized' }, expect.any(String));
  });

  it('needs an API key and a string address', async () => {
    await expect(briteVerify({ apiKey: undefined })('a@b.c')).rejects.toThrow('BriteVerify API key is required');
    await expect(briteVerify({ apiKey: 'k' })(undefined)).rejects.toThrow('Valid email address is required');
    await expect(briteVerify({ apiKey: 'k' })(42)).rejects.toThrow('Valid email address is required');
    for (const body of [undefined, '   ']) {
      const response = await verify(body);
      expect(response.statusCode).toBe(400);
      expect(onlyError(response.body)).toMatchObject({ detail: 'Valid email address is required', source: { pointer: '/email' } });
    }
  });

  it(`gives up after ${EMAIL_VERIFICATION_TIMEOUT_MS} ms and assumes valid with TIMEOUT`, async () => {
    vi.useFakeTimers();
    let aborted = false;
    const silent = (_url: string, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () => {
          aborted = true;
          reject(init.signal!.reason);
        }),
      );
    const answer = briteVerify({ apiKey: 'k', fetch: silent })('slow@lux.example');
    let settled = false;
    void answer.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(EMAIL_VERIFICATION_TIMEOUT_MS - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await answer).toEqual({ valid: true, status: 'unknown', error_code: 'TIMEOUT' });
    expect(aborted).toBe(true);
  });

  it("times out against the fake's slow@ address (BriteVerify's wire format, a shortened clock)", async () => {
    const fake = Fastify();
    await fake.register(fakeBriteVerifyRoutes, { slowMs: 400 });
    const verifyEmail = briteVerify({ apiKey: FAKE_BRITEVERIFY_API_KEY, url: 'http://bv.test/fake-briteverify/api/public/v1/fullverify', fetch: injectFetch(fake), timeoutMs: 100 });
    try {
      expect(await verifyEmail('slow@lux.example')).toEqual({ valid: true, status: 'unknown', error_code: 'TIMEOUT' });
      expect(await verifyEmail('accept-all@lux.example')).toEqual({ valid: true, status: 'accept_all' });
    } finally {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await fake.close();
    }
  });
});

describe('GET /forms/integrations/active_system and /verify', () => {
  it('name the CRM and check it for editors and admins only', async () => {
    const active = await app.inject({ url: '/forms/integrations/active_system', headers: as.editor });
    expect(active.statusCode).toBe(200);
    expect(active.json().data).toMatchObject({ system: 'webhook', url: expect.stringMatching(/\/forms\/fake-crm\/leads$/) });
    const verified = await app.inject({ url: '/forms/integrations/verify', headers: as.admin });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().data).toMatchObject({ system: 'webhook', ok: true, status_code: 200 });
    expect((await app.inject({ url: '/forms/integrations/verify', headers: as.sales })).statusCode).toBe(403);
    expect((await app.inject({ url: '/forms/integrations/active_system' })).statusCode).toBe(401);
  });

  it("reports the local receiver's outage", async () => {
    app.leadPipeline.crmOutage.until = Date.now() + 60_000;
    try {
      const verified = await app.inject({ url: '/forms/integrations/verify', headers: as.editor });
      expect(verified.json().data).toMatchObject({ ok: false, status_code: 503 });
    } finally {
      app.leadPipeline.crmOutage.until = 0;
    }
  });
});
