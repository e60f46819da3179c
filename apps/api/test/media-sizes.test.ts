import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  allowedWidths,
  heightFor,
  MAX_WIDTH,
  parseVariantFile,
  RATIOS,
  ratioOf,
  SPEC_WIDTHS,
  variantsFor,
} from '../src/services/media/sizes.js';

const dimensions = fc.record({
  width: fc.integer({ min: 1, max: 12_000 }),
  height: fc.integer({ min: 1, max: 12_000 }),
});
const ratio = fc.constantFrom(...RATIOS);

describe('media sizes', () => {
  it('has the spec heights for the spec widths (§9)', () => {
    const sizes = RATIOS.flatMap((r) => SPEC_WIDTHS[r].map((w) => `${w}x${heightFor(w, r)}`));
    expect(sizes).toEqual([
      '1600x900',
      '1024x576',
      '640x360',
      '1600x650',
      '1024x416',
      '640x260',
      '1245x1245',
      '830x830',
      '415x415',
      '360x360',
    ]);
  });

  it('names the nearest ratio', () => {
    expect(ratioOf({ width: 2400, height: 1350 })).toBe('16-9');
    expect(ratioOf({ width: 1920, height: 1080 })).toBe('16-9');
    expect(ratioOf({ width: 1600, height: 650 })).toBe('16-6-5');
    expect(ratioOf({ width: 3000, height: 1000 })).toBe('16-6-5');
    expect(ratioOf({ width: 1000, height: 1000 })).toBe('1-1');
    expect(ratioOf({ width: 800, height: 1200 })).toBe('1-1');
  });

  it('never allows a rendition larger than the original or its crop', () => {
    fc.assert(
      fc.property(dimensions, ratio, (image, r) => {
        for (const width of allowedWidths(image, r)) {
          expect(width).toBeLessThanOrEqual(Math.min(image.width, MAX_WIDTH));
          expect(heightFor(width, r)).toBeLessThanOrEqual(image.height);
        }
      }),
    );
  });

  it('lists as variants exactly the spec sizes that are allowed, largest first', () => {
    fc.assert(
      fc.property(dimensions, ratio, fc.integer({ min: 1, max: 2 ** 31 - 1 }), (image, r, id) => {
        const variants = variantsFor(id, image, r);
        const allowed = allowedWidths(image, r);
        expect(variants.map((v) => v.width)).toEqual(SPEC_WIDTHS[r].filter((w) => allowed.includes(w)));
        for (const variant of variants) {
          expect(variant.height).toBe(heightFor(variant.width, r));
          expect(variant.url).toMatch(
            new RegExp(`^/api/v2/images/${id}/w/${variant.width}\\.jpg(\\?ratio=${r})?$`),
          );
        }
      }),
    );
  });

  it('allows widths in ascending order, without duplicates', () => {
    fc.assert(
      fc.property(dimensions, ratio, (image, r) => {
        const widths = allowedWidths(image, r);
        expect(widths).toEqual([...new Set(widths)].sort((a, b) => a - b));
      }),
    );
  });

  it('parses {width}.{format} and nothing else', () => {
    expect(parseVariantFile('1600.jpg')).toEqual({ width: 1600, format: 'jpg' });
    expect(parseVariantFile('640.webp')).toEqual({ width: 640, format: 'webp' });
    expect(parseVariantFile('320.avif')).toEqual({ width: 320, format: 'avif' });
    for (const bad of [
      '1600.jpeg',
      '1600.png',
      '01600.jpg',
      '16000.jpg',
      'w.jpg',
      '1600',
      '.jpg',
      '1600.jpg/',
    ]) {
      expect(parseVariantFile(bad), bad).toBeUndefined();
    }
  });
});
