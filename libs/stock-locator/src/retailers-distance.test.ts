import { describe, expect, it } from 'vitest';
import {
  directionsUrl,
  distanceIn,
  distanceKm,
  distanceUnitOf,
  formatDistance,
  geoPointOf,
  KM_PER_MILE,
  sortByDistance,
} from './retailers-distance';

const telAviv = { latitude: 32.0753, longitude: 34.7913 };
const haifa = { latitude: 32.8191, longitude: 34.9983 };
const jerusalem = { latitude: 31.7546, longitude: 35.2135 };
const eilat = { latitude: 29.5629, longitude: 34.9612 };

describe('haversine distance', () => {
  it('measures known distances between Israeli cities within a kilometre', () => {
    expect(distanceKm(telAviv, haifa)).toBeGreaterThan(84);
    expect(distanceKm(telAviv, haifa)).toBeLessThan(86);
    // Flat-earth check: 0.3207° of latitude (35.7 km) and 0.4222° of longitude at 31.9° N (39.9 km).
    expect(distanceKm(telAviv, jerusalem)).toBeCloseTo(53.5, 0);
    expect(distanceKm(telAviv, eilat)).toBeCloseTo(280, -1);
  });

  it('is zero to itself, symmetric, and half the circumference to the antipode', () => {
    expect(distanceKm(telAviv, telAviv)).toBe(0);
    expect(distanceKm(haifa, eilat)).toBeCloseTo(distanceKm(eilat, haifa), 9);
    expect(distanceKm({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 180 })).toBeCloseTo(Math.PI * 6371.0088, 3);
  });

  it('reads a point only from numbers in range', () => {
    expect(geoPointOf(32.1, 34.8)).toEqual({ latitude: 32.1, longitude: 34.8 });
    expect(geoPointOf(0, 0)).toEqual({ latitude: 0, longitude: 0 });
    expect(geoPointOf(null, 34.8)).toBeNull();
    expect(geoPointOf('32', '34')).toBeNull();
    expect(geoPointOf(91, 0)).toBeNull();
    expect(geoPointOf(0, -180.5)).toBeNull();
    expect(geoPointOf(Number.NaN, 0)).toBeNull();
  });
});

describe('distance units (B§3.2 distance_unit km or mi)', () => {
  it('converts km to miles and keeps km', () => {
    expect(distanceIn(KM_PER_MILE * 10, 'mi')).toBeCloseTo(10, 9);
    expect(distanceIn(10, 'km')).toBe(10);
  });

  it('reads any other unit as km', () => {
    expect(distanceUnitOf('mi')).toBe('mi');
    expect(distanceUnitOf('km')).toBe('km');
    expect(distanceUnitOf('miles')).toBe('km');
    expect(distanceUnitOf(undefined)).toBe('km');
  });

  it('formats one decimal under 10 and whole numbers above, in the page language', () => {
    expect(formatDistance(3.44, 'km', 'en')).toBe('3.4 km');
    expect(formatDistance(12.6, 'km', 'en')).toBe('13 km');
    expect(formatDistance(12.6, 'km', 'he')).toBe('13 ק״מ');
    expect(formatDistance(KM_PER_MILE * 2.25, 'mi', 'en')).toBe('2.3 mi');
    expect(formatDistance(0, 'km', 'en')).toBe('0 km');
    expect(formatDistance(-1, 'km', 'en')).toBe('');
    expect(formatDistance(Number.POSITIVE_INFINITY, 'km', 'en')).toBe('');
  });
});

describe('nearest first', () => {
  const items = [
    { id: 'eilat', point: eilat },
    { id: 'none', point: null },
    { id: 'haifa', point: haifa },
    { id: 'tlv', point: telAviv },
    { id: 'none-2', point: null },
  ];

  it('orders by distance from the origin, positionless last in their order, and does not change the input', () => {
    const sorted = sortByDistance(items, jerusalem);
    expect(sorted.map((item) => item.id)).toEqual(['tlv', 'haifa', 'eilat', 'none', 'none-2']);
    expect(sorted[0]!.distanceKm).toBeCloseTo(53.5, 0);
    expect(sorted[3]!.distanceKm).toBeNull();
    expect(items[0]).toEqual({ id: 'eilat', point: eilat });
  });

  it('keeps the given order for equal distances', () => {
    const twins = [
      { id: 'b', point: haifa },
      { id: 'a', point: haifa },
    ];
    expect(sortByDistance(twins, telAviv).map((item) => item.id)).toEqual(['b', 'a']);
  });
});

describe('directions link', () => {
  it('routes to the position, or to the address without one', () => {
    expect(directionsUrl({ point: telAviv })).toBe('https://www.google.com/maps/dir/?api=1&destination=32.0753%2C34.7913');
    expect(directionsUrl({ point: null, address: 'הרצל 30', city: 'ראשון לציון' })).toBe(
      `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent('הרצל 30, ראשון לציון')}`,
    );
    expect(directionsUrl({ point: null, address: ' ' })).toBeNull();
  });
});
