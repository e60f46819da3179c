import { describe, expect, it } from 'vitest';
import { ConfigError, DEV_CRM_WEBHOOK_SECRET, loadConfig } from '../src/config.js';
import { retryDelayMs, signatureHeader, verifySignature, type OutboxMessage } from '../src/services/forms/pipeline/index.js';
import { confirmationEmail, notificationEmail } from '../src/services/forms/pipeline/email-content.js';
import { recipientsOf } from '../src/services/forms/pipeline/email.js';
import { redact, resultOfStatus } from '../src/services/forms/pipeline/http.js';
import { decodeEncodedWords, headersOf } from '../src/services/fakes/mime.js';

const message = (data: Record<string, unknown>, locale = 'he'): OutboxMessage => ({
  outboxId: 1,
  destination: 'notification_email',
  idempotencyKey: 'lead-1-notification_email',
  attempt: 1,
  lead: { id: 1, data, locale, sourceUrl: null, createdAt: new Date('2026-11-26T10:00:00Z') },
  form: {
    id: 2,
    name: 'צור <קשר>',
    type: 'contact',
    definition: { fields: [{ name: 'first_name', label: 'שם & פרטי' }] },
    notifications: {},
    confirmations: {},
  },
});

describe('retry back-off', () => {
  const policy = { baseMs: 2_000, maxMs: 600_000 };
  it('doubles from the base up to the cap, with full jitter below it', () => {
    expect([1, 2, 3, 4].map((n) => retryDelayMs(n, policy, () => 1))).toEqual([2_000, 4_000, 8_000, 16_000]);
    expect(retryDelayMs(20, policy, () => 1)).toBe(600_000);
    expect(retryDelayMs(1_000, policy, () => 1)).toBe(600_000);
    expect(retryDelayMs(3, policy, () => 0)).toBe(0);
    for (let i = 0; i < 100; i++) expect(retryDelayMs(4, policy)).toBeLessThan(16_000);
  });
});

describe('webhook signatures', () => {
  const secret = 's'.repeat(40);
  const body = '{"lead":{"id":1}}';
  it('accept what was signed, within five minutes', () => {
    const now = Date.parse('2026-11-26T10:00:00Z');
    const header = signatureHeader(secret, body, now);
    expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(verifySignature(secret, body, header, now + 60_000)).toEqual({ ok: true });
    expect(verifySignature(secret, body, `${header},v1=${'0'.repeat(64)}`, now).ok).toBe(true);
    expect(verifySignature(secret, body, header, now + 301_000).ok).toBe(false);
    expect(verifySignature(secret, `${body}\n`, header, now).ok).toBe(false);
    expect(verifySignature('t'.repeat(40), body, header, now).ok).toBe(false);
    expect(verifySignature(secret, body, 'v1=abc', now).ok).toBe(false);
    expect(verifySignature(secret, body, undefined, now).ok).toBe(false);
  });
});

describe('HTTP results', () => {
  it('retry 408, 429 and 5xx; give up on other 4xx', () => {
    expect(resultOfStatus(204, '')).toEqual({ ok: true, statusCode: 204 });
    expect(resultOfStatus(408, '')).toMatchObject({ ok: false, retryable: true });
    expect(resultOfStatus(429, '')).toMatchObject({ ok: false, retryable: true });
    expect(resultOfStatus(503, '')).toMatchObject({ ok: false, retryable: true });
    expect(resultOfStatus(400, 'bad')).toMatchObject({ ok: false, retryable: false, detail: 'HTTP 400: bad' });
    expect(resultOfStatus(410, '')).toMatchObject({ ok: false, retryable: false });
  });
  it('mask addresses in details', () => {
    expect(redact('550 5.1.1 <dana@visitor.test>: Recipient address rejected')).toBe('550 5.1.1 <<address>>: Recipient address rejected');
  });
});

describe('lead e-mails', () => {
  it('tabulate the lead in Hebrew, right to left, every value escaped', () => {
    const email = notificationEmail(message({ first_name: '<script>alert(1)</script>', email: 'a@b.test', tags: ['x', 'y'] }), 'ליד\r\nBcc: x@evil.test');
    expect(email.subject).toBe('ליד Bcc: x@evil.test');
    expect(email.html).toContain('<html dir="rtl" lang="he">');
    expect(email.html).toContain('&#60;script&#62;alert(1)&#60;/script&#62;');
    expect(email.html).not.toContain('<script>');
    expect(email.html).toContain('שם &#38; פרטי');
    expect(email.html).toContain('צור &#60;קשר&#62;');
    expect(email.text).toContain('שם & פרטי: <script>alert(1)</script>');
    expect(email.text).toContain('tags: x, y');
  });

  it("confirm to the visitor with the form's subject and body, filled and escaped", () => {
    const email = confirmationEmail(message({ first_name: 'דנה <b>' }), { subject: 'תודה {{first_name}}', body: 'שלום {{ first_name }},\n\nקיבלנו.' });
    expect(email.subject).toBe('תודה דנה <b>');
    expect(email.html).toContain('<html dir="rtl" lang="he">');
    expect(email.html).toContain('<p>שלום דנה &#60;b&#62;,</p>');
    expect(confirmationEmail(message({}, 'en'), {}).html).toContain('<html dir="ltr" lang="en">');
  });

  it('read recipients as a list or a comma-separated string, dropping what is not an address', () => {
    expect(recipientsOf({ recipients: ['a@lux.test', 'nonsense', 3] })).toEqual(['a@lux.test']);
    expect(recipientsOf({ recipients: 'a@lux.test, b@lux.test' })).toEqual(['a@lux.test', 'b@lux.test']);
    expect(recipientsOf({})).toEqual([]);
  });
});

describe('the local mailbox', () => {
  it('reads encoded subjects', () => {
    const raw = 'From: a@b\r\nSubject: =?UTF-8?B?15zXmdeTINeX15PXqQ==?=\r\n =?UTF-8?Q?_=D7=9E=D7=94=D7=90=D7=AA=D7=A8?=\r\nMessage-ID: <x@y>\r\n\r\nbody';
    const headers = headersOf(raw);
    expect(decodeEncodedWords(headers.get('subject')!)).toBe('ליד חדש מהאתר');
    expect(headers.get('message-id')).toBe('<x@y>');
  });
});

describe('pipeline configuration', () => {
  it('defaults to the local stand-ins with the worker on', () => {
    const { pipeline } = loadConfig({});
    expect(pipeline).toMatchObject({
      worker: true,
      retry: { baseMs: 2_000, maxMs: 600_000, maxAttempts: 8 },
      crm: { system: 'webhook', webhookUrl: null, webhookSecret: DEV_CRM_WEBHOOK_SECRET, timeoutMs: 10_000, salesforce: null },
      mail: { smtpUrl: null, localSmtpPort: 2525 },
    });
    expect(loadConfig({ LEAD_WORKER: 'off' }).pipeline.worker).toBe(false);
  });

  it('refuses the development CRM secret in production, and reports every problem without echoing secrets', () => {
    const env = {
      NODE_ENV: 'production',
      OIDC_ISSUER: 'https://id.lux.test',
      PREVIEW_TOKEN_SECRET: 'p'.repeat(40),
      CRM_WEBHOOK_URL: 'ftp://user:hunter2@crm',
      SMTP_URL: 'http://user:hunter2@mail',
      LEAD_RETRY_BASE_MS: '5000',
      LEAD_RETRY_MAX_MS: '1000',
    };
    try {
      loadConfig(env);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const { problems } = error as ConfigError;
      expect(problems).toEqual(
        expect.arrayContaining([
          'CRM_WEBHOOK_SECRET must be set to a random value when NODE_ENV is production',
          'CRM_WEBHOOK_URL must be an http(s) URL',
          'SMTP_URL must start with smtp:// or smtps://',
          'LEAD_RETRY_MAX_MS must not be less than LEAD_RETRY_BASE_MS',
        ]),
      );
      expect(problems.join('\n')).not.toContain('hunter2');
    }
    expect(() => loadConfig({ ...env, CRM_WEBHOOK_URL: 'https://crm.lux.test/hook', SMTP_URL: 'smtp://mail', LEAD_RETRY_MAX_MS: '60000', CRM_WEBHOOK_SECRET: 'c'.repeat(40), VERIFICATION_TOKEN_SECRET: 'v'.repeat(40), EXTERNAL_STOCK_API_KEY: 'e'.repeat(40), ORDER_TOKEN_SECRET: 'o'.repeat(40), PAYMENT_VENDORS: 'none' })).not.toThrow();
  });

  it('needs the connected app for Salesforce', () => {
    expect(() => loadConfig({ CRM_SYSTEM: 'salesforce' })).toThrow(/SALESFORCE_CLIENT_ID.*\n.*SALESFORCE_CLIENT_SECRET/);
    expect(() => loadConfig({ CRM_SYSTEM: 'hubspot' })).toThrow(/CRM_SYSTEM must be one of webhook, salesforce/);
  });
});
