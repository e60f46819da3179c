import { describe, expect, it } from 'vitest';
import { CONFIRMATION_TOKEN, configUrlOf, ORDER_NUMBER, ordersApiUrl, sanitizeConfig, stockListPath, vehicleIdOf } from './order-online.server';

describe('the order-online routes’ inputs', () => {
  it('take a configurator address only when it is an http(s) one (A§2 config_url)', () => {
    expect(configUrlOf(new URL('https://site.example/showroom-order-online?config_url=https%3A%2F%2Fconf.example%2Fd%3Fvin%3D1'))).toBe(
      'https://conf.example/d?vin=1',
    );
    expect(configUrlOf(new URL('https://site.example/?config_url=javascript:alert(1)'))).toBeNull();
    expect(configUrlOf(new URL('https://site.example/'))).toBeNull();
  });

  it('take whole-number vehicle ids, order numbers and tokens of the orders service’s form only', () => {
    expect(vehicleIdOf('42')).toBe('42');
    expect(vehicleIdOf('042')).toBeNull();
    expect(vehicleIdOf('4x')).toBeNull();
    for (const hostile of [' 42', '42 ', '+42', '4e2', '0x2A', 'Infinity', '2147483648', '9999999999']) expect(vehicleIdOf(hostile), hostile).toBeNull();
    expect(vehicleIdOf('2147483647')).toBe('2147483647');
    expect(ORDER_NUMBER.test('LX-260517-K7Q2MZ')).toBe(true);
    expect(ORDER_NUMBER.test('lx-1')).toBe(false);
    expect(CONFIRMATION_TOKEN.test('a'.repeat(43))).toBe(true);
    expect(CONFIRMATION_TOKEN.test('short')).toBe(false);
  });

  it('send buyers back to the stock page, or a safe path a setting names', () => {
    expect(stockListPath({})).toBe('/stock');
    expect(stockListPath({ 'order_online.stock_list_path': '/stock/used' })).toBe('/stock/used');
    expect(stockListPath({ 'order_online.stock_list_path': '//evil.example' })).toBe('/stock');
  });

  it('read the orders service’s address from ORDERS_API_URL, refusing anything but a URL', () => {
    expect(ordersApiUrl({})).toBe('http://127.0.0.1:3001/orders');
    expect(ordersApiUrl({ ORDERS_API_URL: 'http://orders.internal:4000/orders/' })).toBe('http://orders.internal:4000/orders');
    expect(() => ordersApiUrl({ ORDERS_API_URL: 'not a url' })).toThrow(/ORDERS_API_URL/);
  });

  it('sanitise every *_html string of a configuration row, and nothing else', () => {
    const clean = sanitizeConfig({
      terms_html: '<p onclick="x()">ok</p><script>alert(1)</script>',
      heading: '<b>as text</b>',
      nested: [{ body_html: '<img src=x onerror=alert(1)>' }],
    }) as Record<string, unknown>;
    expect(clean['terms_html']).toBe('<p>ok</p>');
    expect(clean['heading']).toBe('<b>as text</b>');
    expect(JSON.stringify(clean['nested'])).not.toContain('onerror');
  });
});
