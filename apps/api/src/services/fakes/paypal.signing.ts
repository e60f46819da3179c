import { createSign, createVerify, generateKeyPair, randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import { crc32 } from 'node:zlib';
import type { VendorStore } from '../orders/payments/stand-ins/store.js';

/**
 * How the local PayPal signs its webhooks, as PayPal does: `PAYPAL-TRANSMISSION-SIG` is an RSA-SHA256
 * signature (`SHA256withRSA`) of `<transmission id>|<transmission time>|<webhook id>|<CRC32 of the body>`,
 * made with a key whose certificate sits at `PAYPAL-CERT-URL`. The key pair is made once and kept in
 * `fake_vendor_objects`, so every API process and every restart signs (and verifies) with the same one.
 */

export const PAYPAL_CERT_ID = 'CERT-lux-fake-1';
const KEY_ID = 'signing-key';

interface KeyPair {
  privateKeyPem: string;
  publicKeyPem: string;
}

export interface PaypalSigner {
  headers(body: string): Promise<Record<string, string>>;
  verify(input: {
    transmissionId: string;
    transmissionTime: string;
    webhookId: string;
    body: string;
    signature: string;
  }): Promise<boolean>;
  publicKeyPem(): Promise<string>;
}

const generate = promisify(generateKeyPair);

export function transmissionMessage(
  transmissionId: string,
  transmissionTime: string,
  webhookId: string,
  body: string,
): string {
  return `${transmissionId}|${transmissionTime}|${webhookId}|${crc32(Buffer.from(body, 'utf8'))}`;
}

export function paypalSigner(store: VendorStore, webhookId: string, certUrl: string): PaypalSigner {
  let pair: Promise<KeyPair> | null = null;
  const keys = () =>
    (pair ??= (async () => {
      const existing = await store.get<KeyPair>(KEY_ID, 'signing_key');
      if (existing) return existing.data;
      const made = await generate('rsa', {
        modulusLength: 2048,
        publicKeyEncoding: { type: 'spki', format: 'pem' },
        privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
      });
      // Another process may have stored its pair first: everyone uses the stored one.
      await store.insert(KEY_ID, 'signing_key', {
        privateKeyPem: made.privateKey,
        publicKeyPem: made.publicKey,
      } satisfies KeyPair);
      return (await store.get<KeyPair>(KEY_ID, 'signing_key'))!.data;
    })().catch((error: unknown) => {
      pair = null;
      throw error;
    }));

  return {
    async headers(body) {
      const { privateKeyPem } = await keys();
      const id = randomUUID();
      const time = new Date().toISOString();
      const signature = createSign('RSA-SHA256')
        .update(transmissionMessage(id, time, webhookId, body))
        .sign(privateKeyPem, 'base64');
      return {
        'paypal-transmission-id': id,
        'paypal-transmission-time': time,
        'paypal-transmission-sig': signature,
        'paypal-cert-url': certUrl,
        'paypal-auth-algo': 'SHA256withRSA',
      };
    },
    async verify({ transmissionId, transmissionTime, webhookId: id, body, signature }) {
      const { publicKeyPem } = await keys();
      try {
        return createVerify('RSA-SHA256')
          .update(transmissionMessage(transmissionId, transmissionTime, id, body))
          .verify(publicKeyPem, signature, 'base64');
      } catch {
        return false;
      }
    },
    async publicKeyPem() {
      return (await keys()).publicKeyPem;
    },
  };
}
