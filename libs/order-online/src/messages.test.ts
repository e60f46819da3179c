import { describe, expect, it } from 'vitest';
import { OrderApiError } from './contract';
import { orderErrorMessage, orderErrorTexts } from './messages';

const error = (status: number | null, detail?: string, code: string | null = null) =>
  new OrderApiError(detail ?? 'failed', status, code, detail ? [detail] : []);

describe('order errors for the buyer (A§8)', () => {
  it.each<[string, OrderApiError, 'he' | 'en', string]>([
    [
      'held by another buyer (by code)',
      error(409, 'x', 'vehicle_held'),
      'en',
      orderErrorTexts.en.vehicleHeld,
    ],
    [
      'unavailable (by code)',
      error(409, undefined, 'vehicle_unavailable'),
      'he',
      orderErrorTexts.he.vehicleUnavailable,
    ],
    ['hold lost (by code)', error(409, 'x', 'hold_lost'), 'en', orderErrorTexts.en.holdLost],
    [
      'payment refused (by code)',
      error(409, 'x', 'payment_refused'),
      'he',
      orderErrorTexts.he.paymentRefused,
    ],
    [
      'vendor down (by code, a 503)',
      error(503, 'x', 'vendor_unavailable'),
      'he',
      orderErrorTexts.he.vendorUnavailable,
    ],
    ['no connection', error(null), 'he', orderErrorTexts.he.network],
    [
      'a server error never shows its text',
      error(500, 'stack trace at db.ts:12'),
      'he',
      orderErrorTexts.he.server,
    ],
    ['too many requests', error(429, 'Rate limit exceeded'), 'he', orderErrorTexts.he.tooManyRequests],
    [
      'the service words a 4xx for people (Hebrew page)',
      error(422, 'כתובת הדוא"ל אינה תקינה'),
      'he',
      'כתובת הדוא"ל אינה תקינה',
    ],
    [
      'an English page keeps its own text',
      error(422, 'כתובת הדוא"ל אינה תקינה'),
      'en',
      orderErrorTexts.en.invalid,
    ],
    ['404 without detail', error(404), 'he', orderErrorTexts.he.notFound],
    ['409 without detail', error(409), 'en', orderErrorTexts.en.conflict],
    [
      'an unknown code falls back to the status',
      error(400, undefined, 'mystery'),
      'he',
      orderErrorTexts.he.invalid,
    ],
  ])('%s', (_, failure, locale, expected) => {
    expect(orderErrorMessage(failure, locale)).toBe(expected);
  });

  it('reads any thrown value (Hebrew by default)', () => {
    expect(orderErrorMessage(new TypeError('Failed to fetch'))).toBe(orderErrorTexts.he.network);
    expect(orderErrorMessage({ response: { status: 503, data: {} } })).toBe(orderErrorTexts.he.server);
  });

  it('never treats prototype names as codes', () => {
    expect(orderErrorMessage(error(400, undefined, 'constructor'), 'en')).toBe(orderErrorTexts.en.invalid);
  });
});
