import { describe, expect, it } from 'vitest';
import {
  allowsPreview,
  bearerToken,
  MAX_PREVIEW_TTL_SECONDS,
  signPreviewToken,
  verifyPreviewToken,
} from '../src/services/content/preview-token.js';

const SECRET = 'test-preview-secret-0123456789abcdef';
const NOW = new Date('2026-11-22T10:00:00Z');
const later = (seconds: number) => new Date(NOW.getTime() + seconds * 1000);

describe('preview tokens', () => {
  it('verifies a token it signed, until it expires', () => {
    const token = signPreviewToken(SECRET, { ttlSeconds: 600, now: NOW });
    expect(verifyPreviewToken(token, SECRET, NOW)).toEqual({ exp: NOW.getTime() / 1000 + 600 });
    expect(verifyPreviewToken(token, SECRET, later(599))).not.toBeNull();
    expect(verifyPreviewToken(token, SECRET, later(600))).toBeNull();
  });

  it('rejects another secret, a changed payload or signature, and junk', () => {
    const token = signPreviewToken(SECRET, { now: NOW });
    expect(verifyPreviewToken(token, `${SECRET}x`, NOW)).toBeNull();
    const [payload, signature] = token.split('.') as [string, string];
    const forged = Buffer.from(JSON.stringify({ v: 1, exp: 9_999_999_999 })).toString('base64url');
    expect(verifyPreviewToken(`${forged}.${signature}`, SECRET, NOW)).toBeNull();
    expect(verifyPreviewToken(`${payload}.${signature.slice(0, -2)}AA`, SECRET, NOW)).toBeNull();
    for (const junk of ['', '.', 'abc', 'a.b.c', `${payload}.`, 'x'.repeat(600)]) {
      expect(verifyPreviewToken(junk, SECRET, NOW), junk).toBeNull();
    }
  });

  it('limits a page-scoped token to its page', () => {
    const claims = verifyPreviewToken(signPreviewToken(SECRET, { pageId: 7, now: NOW }), SECRET, NOW);
    expect(claims).toEqual({ exp: expect.any(Number), pageId: 7 });
    expect(allowsPreview(claims, 7)).toBe(true);
    expect(allowsPreview(claims, 8)).toBe(false);
    expect(allowsPreview(verifyPreviewToken(signPreviewToken(SECRET, { now: NOW }), SECRET, NOW), 8)).toBe(true);
    expect(allowsPreview(null, 7)).toBe(false);
  });

  it('refuses lifetimes beyond a day', () => {
    expect(() => signPreviewToken(SECRET, { ttlSeconds: MAX_PREVIEW_TTL_SECONDS + 1 })).toThrow(RangeError);
    expect(() => signPreviewToken(SECRET, { ttlSeconds: 0 })).toThrow(RangeError);
  });

  it('reads the token of a Bearer header only', () => {
    expect(bearerToken('Bearer abc.def')).toBe('abc.def');
    expect(bearerToken('bearer   abc.def ')).toBe('abc.def');
    expect(bearerToken('Basic dXNlcjpwYXNz')).toBeUndefined();
    expect(bearerToken('Bearer a b')).toBeUndefined();
    expect(bearerToken(undefined)).toBeUndefined();
  });
});
