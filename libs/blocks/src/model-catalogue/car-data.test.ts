import { describe, expect, it, vi } from 'vitest';
import { blockTexts, carsOf, loadCarData, MAX_CAR_KEYS } from './car-data';
import { fakeContent, loaderContext } from './fixtures';
import { keyList } from './guards';
import { catalogueFormatters } from './price';
import { shekelSettings } from './testing';

describe('spec-price loading (A§7)', () => {
  it('makes no call when no text names a car', async () => {
    const { http, calls } = fakeContent();
    expect(await loadCarData(['<p>דיפנדר</p>', '{{count}}'], loaderContext(http))).toEqual({ cars: [] });
    expect(calls).toEqual([]);
  });

  it('loads each named car once in one call, in the page locale, and logs unknown keys', async () => {
    const { http, calls } = fakeContent();
    const warn = vi.fn();
    const { cars } = await loadCarData(
      [
        '{{price:defender-110-d250-se}} {{spec:defender-110-d250-se:power_hp}}',
        '{{lease_price:no-such-car}}',
      ],
      loaderContext(http, { warn, locale: 'en' }),
    );
    expect(calls).toEqual(['/vehicles?locale=en&filter%5Bkey_in%5D=defender-110-d250-se%2Cno-such-car']);
    expect(cars).toEqual([
      {
        key: 'defender-110-d250-se',
        price: 459000,
        lease_price: 6700,
        specs: expect.objectContaining({ power_hp: 249 }),
      },
    ]);
    expect(warn).toHaveBeenCalledWith({ missing: ['no-such-car'] }, expect.any(String));
  });

  it(`asks for at most ${MAX_CAR_KEYS} cars`, async () => {
    const { http, calls } = fakeContent();
    const texts = Array.from({ length: MAX_CAR_KEYS + 5 }, (_, n) => `{{price:car-${n}}}`);
    await loadCarData(texts, loaderContext(http));
    expect(decodeURIComponent(calls[0]!).split('=').pop()!.split(',')).toHaveLength(MAX_CAR_KEYS);
  });

  it('reads the texts of fields and group items only', () => {
    expect(
      blockTexts({ fields: { a: 'x', n: 3, link: { url: '{{price:a}}' } }, groups: [{ b: 'y' }] }),
    ).toEqual(['x', 'y']);
  });

  it('accepts only well-formed cars from the data', () => {
    expect(carsOf(undefined)).toEqual([]);
    expect(
      carsOf({ cars: [{ key: 'a', price: 1, lease_price: null, specs: {} }, { key: 2 }, null] }),
    ).toHaveLength(1);
  });
});

describe('catalogue keys and prices', () => {
  it('keeps valid, distinct keys from an editor list', () => {
    expect(keyList(' Defender-110, discovery,,bad key,discovery, ../x', 5)).toEqual([
      'defender-110',
      'discovery',
    ]);
    expect(keyList('a,b,c', 2)).toEqual(['a', 'b']);
  });

  it('uses the price settings’ offer and lease strings on Hebrew pages, and own words elsewhere', () => {
    const he = catalogueFormatters(shekelSettings, 'he');
    expect(he.price(459000)).toBe('₪ 459,000');
    expect(he.from(459000)).toBe('החל מ-₪ 459,000');
    expect(he.lease(6700)).toBe('₪ 6,700 / לחודש');
    const en = catalogueFormatters(shekelSettings, 'en');
    expect(en.from(459000)).toBe('From ₪ 459,000');
    expect(en.lease(6700)).toBe('₪ 6,700 / month');
    expect(en.lease(null)).toBe('');
    expect(he.price(0)).toBe('');
  });
});
