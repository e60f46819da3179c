import { createHmac, timingSafeEqual } from 'node:crypto';

/** How old a signed request may be before the receiver refuses it as a possible replay. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

const hmac = (secret: string, timestamp: number, body: string) =>
  createHmac('sha256', secret).update(`${timestamp}.${body}`, 'utf8').digest('hex');

/** `X-Lux-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, t + "." + body)>` (Stripe's scheme). */
export function signatureHeader(secret: string, body: string, now = Date.now()): string {
  const timestamp = Math.floor(now / 1000);
  return `t=${timestamp},v1=${hmac(secret, timestamp, body)}`;
}

export type SignatureCheck = { ok: true } | { ok: false; reason: string };

/** Accepts any `v1` of the header that matches (several during a secret rotation), inside the tolerance. */
export function verifySignature(
  secret: string,
  body: string,
  header: string | undefined,
  now = Date.now(),
  toleranceSeconds = SIGNATURE_TOLERANCE_SECONDS,
): SignatureCheck {
  if (!header) return { ok: false, reason: 'The X-Lux-Signature header is missing.' };
  const parts = header.split(',').map((part) => part.trim().split('='));
  const timestamp = Number(parts.find(([key]) => key === 't')?.[1]);
  const signatures = parts.filter(([key, value]) => key === 'v1' && value).map(([, value]) => value!);
  if (!Number.isInteger(timestamp) || signatures.length === 0) {
    return { ok: false, reason: 'The X-Lux-Signature header must look like t=<unix seconds>,v1=<hex>.' };
  }
  if (Math.abs(Math.floor(now / 1000) - timestamp) > toleranceSeconds) {
    return { ok: false, reason: `The signature's timestamp is more than ${toleranceSeconds} seconds away from now.` };
  }
  const expected = Buffer.from(hmac(secret, timestamp, body), 'hex');
  const matches = signatures.some((signature) => {
    const given = Buffer.from(signature, 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  return matches ? { ok: true } : { ok: false, reason: 'The signature does not match the body.' };
}
