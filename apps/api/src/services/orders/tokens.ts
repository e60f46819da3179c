import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Order numbers and the confirmation link's token.
 *
 * A number is what a buyer reads to a salesperson on the phone: `LX-260517-K7Q2MZ` — the day and six
 * characters of an alphabet without look-alikes (no 0/O, 1/I). 32⁶ ≈ 10⁹ per day; the unique index
 * catches the rare repeat and the caller draws again.
 */

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export function newOrderNumber(now = new Date()): string {
  const day = now.toISOString().slice(2, 10).replace(/-/g, '');
  // 32 symbols: five bits of a byte each, so every symbol is equally likely.
  const tail = [...randomBytes(6)].map((byte) => ALPHABET[byte & 31]).join('');
  return `LX-${day}-${tail}`;
}

/** What an order number path parameter may look like (the seed's and older numbers included). */
export const ORDER_NUMBER_PATTERN = '^[A-Z0-9][A-Z0-9-]{2,39}$';

/**
 * The token of an order's confirmation link (NO_PAYMENT_WITH_CONFIRMATION_EMAIL): an HMAC of the order
 * number under ORDER_TOKEN_SECRET. The database keeps only its SHA-256, so neither a copy of the
 * database nor the outbox holds a working link; the e-mail's composer derives the token again when it
 * sends, so a retried delivery carries the same link.
 */
export function confirmationToken(secret: string, orderNumber: string): string {
  return createHmac('sha256', secret).update(`order-confirmation:${orderNumber}`).digest('base64url');
}

export const tokenHash = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

/** Compares a presented token with the stored hash in constant time. */
export function tokenMatches(token: string, storedHash: string | null): boolean {
  if (!storedHash) return false;
  const given = Buffer.from(tokenHash(token), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}
