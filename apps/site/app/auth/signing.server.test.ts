import { describe, expect, it } from 'vitest';
import { csrfTokenFor, isValidCsrfToken, safeEqual, signValue, verifyValue } from './signing.server';

const secret = 'a-test-secret-that-is-at-least-32-characters';
const now = Date.UTC(2026, 10, 22, 12);

describe('signed values (the pre-login transaction cookie)', () => {
  it('round-trips a payload before it expires', () => {
    const value = signValue(secret, { state: 's', returnTo: '/admin' }, now + 600_000);
    expect(verifyValue(secret, value, now)).toEqual({ state: 's', returnTo: '/admin', exp: now + 600_000 });
  });

  it('refuses an expired value, whatever the browser kept', () => {
    const value = signValue(secret, { state: 's' }, now + 600_000);
    expect(verifyValue(secret, value, now + 600_000)).toBeNull();
  });

  it('refuses a changed payload, a changed signature and another secret', () => {
    const value = signValue(secret, { returnTo: '/admin' }, now + 1000);
    const [body = '', signature = ''] = value.split('.');
    const forged = Buffer.from(JSON.stringify({ returnTo: 'https://evil.example', exp: now + 1000 })).toString('base64url');
    expect(verifyValue(secret, `${forged}.${signature}`, now)).toBeNull();
    expect(verifyValue(secret, `${body}.${signature.slice(0, -2)}xx`, now)).toBeNull();
    expect(verifyValue('another-secret-that-is-also-32-characters!', value, now)).toBeNull();
  });

  it('refuses garbage', () => {
    for (const value of [undefined, '', 'abc', '.abc', 'abc.', 'not-base64.sig']) expect(verifyValue(secret, value, now)).toBeNull();
  });
});

describe('csrf token', () => {
  it('is bound to the session id and the secret', () => {
    const token = csrfTokenFor(secret, 'session-a');
    expect(isValidCsrfToken(secret, 'session-a', token)).toBe(true);
    expect(isValidCsrfToken(secret, 'session-b', token)).toBe(false);
    expect(isValidCsrfToken('another-secret-that-is-also-32-characters!', 'session-a', token)).toBe(false);
  });

  it('refuses a missing or empty header', () => {
    expect(isValidCsrfToken(secret, 'session-a', null)).toBe(false);
    expect(isValidCsrfToken(secret, 'session-a', '')).toBe(false);
  });

  it('is not the session id (a token seen in a page does not reveal the cookie)', () => {
    expect(csrfTokenFor(secret, 'session-a')).not.toContain('session-a');
  });

  it('compares in constant time, unequal lengths included', () => {
    expect(safeEqual('abc', 'abc')).toBe(true);
    expect(safeEqual('abc', 'abcd')).toBe(false);
  });
});
