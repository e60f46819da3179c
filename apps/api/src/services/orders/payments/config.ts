import { ConfigError } from '../../../config.js';

/**
 * Payment vendors (ADR 026 §5). A vendor whose variables are all unset runs on its local stand-in (served by
 * this API under `{orders}/fake/{vendor}`) with the development credentials below; setting any of them
 * means the real vendor, and then every key must be set. `PAYMENT_VENDORS` names the vendors this process
 * takes money with (default all three): in production each one named must have its real credentials,
 * because the stand-ins are refused there.
 */

export const PAYMENT_GATEWAY_VENDORS = ['STRIPE', 'PAYPAL', 'LIQPAY'] as const;
export type GatewayVendor = (typeof PAYMENT_GATEWAY_VENDORS)[number];

/** The local stand-ins' credentials: public on purpose, like the other development defaults; refused in production. */
export const DEV_STRIPE = {
  secretKey: 'sk_test_lux_dev_stripe_secret_key_not_a_secret',
  publishableKey: 'pk_test_lux_dev_stripe_publishable_key',
  webhookSecret: 'whsec_lux_dev_stripe_webhook_secret_not_a_secret',
} as const;
export const DEV_PAYPAL = {
  clientId: 'lux-dev-paypal-client-id',
  clientSecret: 'lux-dev-paypal-client-secret-not-a-secret',
  webhookId: 'WH-LUXDEV00000000000000000',
} as const;
export const DEV_LIQPAY = {
  publicKey: 'sandbox_i00000000lux',
  privateKey: 'sandbox_lux_dev_liqpay_private_key_not_a_secret',
} as const;

/** The real vendors' API hosts (sandbox ones are set through the *_API_URL variables). */
export const VENDOR_API_URLS = {
  STRIPE: 'https://api.stripe.com',
  PAYPAL: 'https://api-m.paypal.com',
  LIQPAY: 'https://www.liqpay.ua',
} as const satisfies Record<GatewayVendor, string>;

/** `apiUrl` null: the local stand-in of this API (in-process), with the DEV_* credentials. */
export interface StripeSettings {
  apiUrl: string | null;
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
}
export interface PaypalSettings {
  apiUrl: string | null;
  clientId: string;
  clientSecret: string;
  webhookId: string;
}
export interface LiqpaySettings {
  apiUrl: string | null;
  publicKey: string;
  privateKey: string;
}

export interface PaymentsConfig {
  /** Null: the vendor is off in this process (not in PAYMENT_VENDORS): no gateway, no stand-in. */
  stripe: StripeSettings | null;
  paypal: PaypalSettings | null;
  liqpay: LiqpaySettings | null;
  /**
   * `PUBLIC_API_URL`: where vendors reach this API from outside — LiqPay's `server_url` is built from it. Null
   * → the local LiqPay stand-in calls back in-process; the real LiqPay needs it (required in production).
   */
  publicApiUrl: string | null;
  /** `PAYMENT_TIMEOUT_MS`: time-out of one call to a vendor (default 20 s). */
  timeoutMs: number;
}

type Env = Record<string, string | undefined>;

const isHttpUrl = (value: string) => {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.search === '' && url.hash === '';
  } catch {
    return false;
  }
};

export function loadPaymentsConfig(env: Env = process.env): PaymentsConfig {
  const problems: string[] = [];
  const read = (name: string) => env[name]?.trim() || undefined;
  const production = read('NODE_ENV') === 'production';

  const vendorsRaw = read('PAYMENT_VENDORS');
  let vendors: GatewayVendor[] = [...PAYMENT_GATEWAY_VENDORS];
  if (vendorsRaw !== undefined) {
    const names =
      vendorsRaw.toLowerCase() === 'none'
        ? []
        : vendorsRaw
            .split(',')
            .map((name) => name.trim().toUpperCase())
            .filter(Boolean);
    const unknown = names.filter((name) => !(PAYMENT_GATEWAY_VENDORS as readonly string[]).includes(name));
    if (unknown.length > 0)
      problems.push(
        `PAYMENT_VENDORS must list ${PAYMENT_GATEWAY_VENDORS.join(', ')} (comma-separated) or be none (got "${vendorsRaw}")`,
      );
    vendors = PAYMENT_GATEWAY_VENDORS.filter((vendor) => names.includes(vendor));
  }

  /**
   * One vendor's variables: all unset → the stand-in (null; refused in production), else every key set
   * and the URL defaulting to the vendor's own. Values are secrets and never echoed.
   */
  function vendor<K extends string>(
    label: GatewayVendor,
    prefix: string,
    keys: Record<K, string>,
    devValues: Record<K, string>,
  ) {
    const urlName = `${prefix}_API_URL`;
    const names = [...Object.values<string>(keys), urlName];
    const given = names.filter((name) => read(name) !== undefined);
    if (given.length === 0) {
      if (production) {
        problems.push(
          `${Object.values<string>(keys).join(', ')} must be set when NODE_ENV is production: the local ${label} stand-in is for development ` +
            `(leave ${label} out of PAYMENT_VENDORS to take no payments with it)`,
        );
      }
      return { apiUrl: null, values: devValues };
    }
    const missing = Object.values<string>(keys).filter((name) => read(name) === undefined);
    if (missing.length > 0)
      problems.push(
        `Set ${missing.join(', ')} too (${label} is configured by ${given.join(', ')}), or none of ${names.join(', ')} for the local stand-in`,
      );
    const apiUrl = (read(urlName) ?? VENDOR_API_URLS[label]).replace(/\/+$/, '');
    if (!isHttpUrl(apiUrl)) problems.push(`${urlName} must be an http(s) URL without query`);
    else if (production && !apiUrl.startsWith('https://'))
      problems.push(`${urlName} must be an https URL when NODE_ENV is production`);
    const values = {} as Record<K, string>;
    for (const [field, name] of Object.entries(keys) as [K, string][]) {
      const value = read(name) ?? '';
      if (production && value === devValues[field])
        problems.push(`${name} must not be the development value when NODE_ENV is production`);
      values[field] = value;
    }
    return { apiUrl, values };
  }

  let stripe: StripeSettings | null = null;
  if (vendors.includes('STRIPE')) {
    const { apiUrl, values } = vendor(
      'STRIPE',
      'STRIPE',
      {
        secretKey: 'STRIPE_SECRET_KEY',
        publishableKey: 'STRIPE_PUBLISHABLE_KEY',
        webhookSecret: 'STRIPE_WEBHOOK_SECRET',
      },
      DEV_STRIPE,
    );
    if (apiUrl !== null) {
      if (values.secretKey && !/^(sk|rk)_(test|live)_\w+$/.test(values.secretKey))
        problems.push('STRIPE_SECRET_KEY must look like sk_live_… or sk_test_… (or a restricted rk_… key)');
      if (values.publishableKey && !/^pk_(test|live)_\w+$/.test(values.publishableKey))
        problems.push('STRIPE_PUBLISHABLE_KEY must look like pk_live_… or pk_test_…');
      if (values.webhookSecret && !/^whsec_\w+$/.test(values.webhookSecret))
        problems.push('STRIPE_WEBHOOK_SECRET must look like whsec_…');
    }
    stripe = { apiUrl, ...values };
  }

  let paypal: PaypalSettings | null = null;
  if (vendors.includes('PAYPAL')) {
    const { apiUrl, values } = vendor(
      'PAYPAL',
      'PAYPAL',
      { clientId: 'PAYPAL_CLIENT_ID', clientSecret: 'PAYPAL_CLIENT_SECRET', webhookId: 'PAYPAL_WEBHOOK_ID' },
      DEV_PAYPAL,
    );
    paypal = { apiUrl, ...values };
  }

  let liqpay: LiqpaySettings | null = null;
  if (vendors.includes('LIQPAY')) {
    const { apiUrl, values } = vendor(
      'LIQPAY',
      'LIQPAY',
      { publicKey: 'LIQPAY_PUBLIC_KEY', privateKey: 'LIQPAY_PRIVATE_KEY' },
      DEV_LIQPAY,
    );
    liqpay = { apiUrl, ...values };
  }

  const publicApiUrl = read('PUBLIC_API_URL')?.replace(/\/+$/, '') ?? null;
  if (publicApiUrl !== null && !isHttpUrl(publicApiUrl))
    problems.push('PUBLIC_API_URL must be an http(s) URL');
  if (liqpay?.apiUrl && publicApiUrl === null && production) {
    problems.push(
      "PUBLIC_API_URL must be set when LiqPay is used in production: LiqPay's server_url callback is built from it",
    );
  }

  const timeoutRaw = read('PAYMENT_TIMEOUT_MS');
  let timeoutMs = 20_000;
  if (timeoutRaw !== undefined) {
    if (!/^\d+$/.test(timeoutRaw) || Number(timeoutRaw) < 100 || Number(timeoutRaw) > 120_000) {
      problems.push(`PAYMENT_TIMEOUT_MS must be an integer from 100 to 120000 (got "${timeoutRaw}")`);
    } else timeoutMs = Number(timeoutRaw);
  }

  if (problems.length > 0) throw new ConfigError(problems);
  return { stripe, paypal, liqpay, publicApiUrl, timeoutMs };
}
