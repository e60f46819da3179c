import { describe, expect, it } from 'vitest';
import { ConfigError } from '../src/config.js';
import {
  DEV_LIQPAY,
  DEV_PAYPAL,
  DEV_STRIPE,
  loadPaymentsConfig,
} from '../src/services/orders/payments/index.js';

/** Payment vendors' configuration (ADR 026 §5): stand-ins by default, real vendors when set, never stand-ins in production. */

const REAL = {
  STRIPE_SECRET_KEY: 'sk_live_51Lux000000000000000000',
  STRIPE_PUBLISHABLE_KEY: 'pk_live_51Lux000000000000000000',
  STRIPE_WEBHOOK_SECRET: 'whsec_lux0000000000000000000000',
  PAYPAL_CLIENT_ID: 'AZlux-live-client',
  PAYPAL_CLIENT_SECRET: 'EClux-live-secret',
  PAYPAL_WEBHOOK_ID: '8PT597110X687430LKGECATA',
  LIQPAY_PUBLIC_KEY: 'i12345678901',
  LIQPAY_PRIVATE_KEY: 'lux-liqpay-private-key-0000000000',
  PUBLIC_API_URL: 'https://api.lux.example',
};

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadPaymentsConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('loadPaymentsConfig', () => {
  it('runs every vendor on its local stand-in with the development credentials when nothing is set', () => {
    expect(loadPaymentsConfig({})).toEqual({
      stripe: { apiUrl: null, ...DEV_STRIPE },
      paypal: { apiUrl: null, ...DEV_PAYPAL },
      liqpay: { apiUrl: null, ...DEV_LIQPAY },
      publicApiUrl: null,
      timeoutMs: 20_000,
    });
  });

  it("uses the real vendors' URLs once their keys are set", () => {
    const config = loadPaymentsConfig(REAL);
    expect(config.stripe).toEqual({
      apiUrl: 'https://api.stripe.com',
      secretKey: REAL.STRIPE_SECRET_KEY,
      publishableKey: REAL.STRIPE_PUBLISHABLE_KEY,
      webhookSecret: REAL.STRIPE_WEBHOOK_SECRET,
    });
    expect(config.paypal?.apiUrl).toBe('https://api-m.paypal.com');
    expect(config.liqpay?.apiUrl).toBe('https://www.liqpay.ua');
    expect(
      loadPaymentsConfig({ ...REAL, PAYPAL_API_URL: 'https://api-m.sandbox.paypal.com/' }).paypal?.apiUrl,
    ).toBe('https://api-m.sandbox.paypal.com');
  });

  it('refuses the stand-ins in production, naming each vendor, and takes none of its values as an answer', () => {
    const problems = problemsOf({ NODE_ENV: 'production' });
    expect(problems).toHaveLength(3);
    expect(problems[0]).toMatch(
      /STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET must be set when NODE_ENV is production/,
    );
    expect(problems[1]).toMatch(/PAYPAL_CLIENT_ID/);
    expect(problems[2]).toMatch(/LIQPAY_PUBLIC_KEY/);
    expect(() => loadPaymentsConfig({ NODE_ENV: 'production', ...REAL })).not.toThrow();
  });

  it('refuses the development credentials and plain http in production', () => {
    const problems = problemsOf({
      ...REAL,
      NODE_ENV: 'production',
      STRIPE_SECRET_KEY: DEV_STRIPE.secretKey,
      STRIPE_PUBLISHABLE_KEY: DEV_STRIPE.publishableKey,
      STRIPE_WEBHOOK_SECRET: DEV_STRIPE.webhookSecret,
      STRIPE_API_URL: 'http://127.0.0.1:3001/orders/fake/stripe',
    });
    expect(problems).toEqual([
      'STRIPE_API_URL must be an https URL when NODE_ENV is production',
      'STRIPE_SECRET_KEY must not be the development value when NODE_ENV is production',
      'STRIPE_PUBLISHABLE_KEY must not be the development value when NODE_ENV is production',
      'STRIPE_WEBHOOK_SECRET must not be the development value when NODE_ENV is production',
    ]);
  });

  it('lets production take payments with some vendors only (PAYMENT_VENDORS)', () => {
    const config = loadPaymentsConfig({
      NODE_ENV: 'production',
      PAYMENT_VENDORS: 'stripe',
      STRIPE_SECRET_KEY: REAL.STRIPE_SECRET_KEY,
      STRIPE_PUBLISHABLE_KEY: REAL.STRIPE_PUBLISHABLE_KEY,
      STRIPE_WEBHOOK_SECRET: REAL.STRIPE_WEBHOOK_SECRET,
    });
    expect(config.stripe?.apiUrl).toBe('https://api.stripe.com');
    expect(config.paypal).toBeNull();
    expect(config.liqpay).toBeNull();
    expect(loadPaymentsConfig({ PAYMENT_VENDORS: 'none' })).toMatchObject({
      stripe: null,
      paypal: null,
      liqpay: null,
    });
    expect(problemsOf({ PAYMENT_VENDORS: 'STRIPE,VISA' })).toEqual([
      'PAYMENT_VENDORS must list STRIPE, PAYPAL, LIQPAY (comma-separated) or be none (got "STRIPE,VISA")',
    ]);
  });

  it('collects every problem at once, without echoing secrets', () => {
    const problems = problemsOf({
      STRIPE_SECRET_KEY: 'not-a-stripe-key-secret-value',
      PAYPAL_CLIENT_ID: 'only-the-id',
      LIQPAY_API_URL: 'ftp://liqpay',
      LIQPAY_PUBLIC_KEY: 'pub',
      LIQPAY_PRIVATE_KEY: 'priv',
      PUBLIC_API_URL: 'api.lux.example',
      PAYMENT_TIMEOUT_MS: '5',
    });
    expect(problems).toEqual([
      'Set STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET too (STRIPE is configured by STRIPE_SECRET_KEY), or none of STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_API_URL for the local stand-in',
      'STRIPE_SECRET_KEY must look like sk_live_… or sk_test_… (or a restricted rk_… key)',
      'Set PAYPAL_CLIENT_SECRET, PAYPAL_WEBHOOK_ID too (PAYPAL is configured by PAYPAL_CLIENT_ID), or none of PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET, PAYPAL_WEBHOOK_ID, PAYPAL_API_URL for the local stand-in',
      'LIQPAY_API_URL must be an http(s) URL without query',
      'PUBLIC_API_URL must be an http(s) URL',
      'PAYMENT_TIMEOUT_MS must be an integer from 100 to 120000 (got "5")',
    ]);
    expect(problems.join('\n')).not.toContain('not-a-stripe-key-secret-value');
  });

  it('needs PUBLIC_API_URL for the real LiqPay in production (its server_url)', () => {
    const { PUBLIC_API_URL: _unset, ...withoutPublicUrl } = REAL;
    expect(problemsOf({ ...withoutPublicUrl, NODE_ENV: 'production' })).toEqual([
      "PUBLIC_API_URL must be set when LiqPay is used in production: LiqPay's server_url callback is built from it",
    ]);
  });
});
