import { describe, expect, it } from 'vitest';
import { safeReturnTo } from './return-to.server';

describe('safeReturnTo', () => {
  it.each([
    ['/admin', '/admin'],
    ['/en/admin/pages?sort=title#top', '/en/admin/pages?sort=title#top'],
    ['/showroom/a-1?_postcode=6100', '/showroom/a-1?_postcode=6100'],
    ['/a/../admin', '/admin'],
  ])('keeps the path %s on our origin', (value, expected) => {
    expect(safeReturnTo(value)).toBe(expected);
  });

  it.each([
    'https://evil.example',
    'http://evil.example/admin',
    '//evil.example',
    '//evil.example/admin',
    '/\\evil',
    '\\\\evil.example',
    '/%2fevil.example',
    '/%5Cevil.example',
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,hi',
    'admin',
    '',
    '/\tevil',
    '/admin\r\nSet-Cookie: x=1',
    `/${'a'.repeat(2100)}`,
  ])('refuses %j', (value) => {
    expect(safeReturnTo(value)).toBeNull();
  });

  it('refuses a missing value', () => {
    expect(safeReturnTo(null)).toBeNull();
    expect(safeReturnTo(undefined)).toBeNull();
  });
});
