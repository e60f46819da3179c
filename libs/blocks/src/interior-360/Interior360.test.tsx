import { describe, expect, it } from 'vitest';
import { angleForDrag, angleForKey, toImageValue, wrapAngle } from './panorama';

describe('interior 360 panorama', () => {
  it('turns round', () => {
    expect(wrapAngle(370)).toBe(10);
    expect(wrapAngle(-10)).toBe(350);
    expect(wrapAngle(Number.NaN)).toBe(0);
  });

  it('mirrors the arrows under RTL: ArrowLeft looks forward in Hebrew', () => {
    expect(angleForKey('ArrowLeft', 0, 'rtl')).toBe(10);
    expect(angleForKey('ArrowLeft', 0, 'ltr')).toBe(350);
    expect(angleForKey('PageUp', 350, 'ltr')).toBe(35);
    expect(angleForKey('Tab', 0, 'ltr')).toBeNull();
  });

  it('turns forward when the picture is dragged toward the line’s start', () => {
    expect(angleForDrag(0, -250, 1000, 'ltr')).toBe(90);
    expect(angleForDrag(0, 250, 1000, 'rtl')).toBe(90);
    expect(angleForDrag(20, 100, 0, 'ltr')).toBe(20);
  });

  it('reads the image field as an object or a bare media id', () => {
    expect(toImageValue(12)).toEqual({ id: 12 });
    expect(toImageValue({ id: 'abc', alt: 'x' })).toEqual({ id: 'abc', alt: 'x' });
    expect(toImageValue({ alt: 'no id' })).toBeNull();
    expect(toImageValue('')).toBeNull();
    expect(toImageValue([1])).toBeNull();
  });
});
