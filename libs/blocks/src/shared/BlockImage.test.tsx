import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { declarationsFor } from '@lux/ui/testing';
import { BlockImage, FALLBACK_SIZE, intrinsicSize } from './BlockImage';
import type { ImageValue } from './values';

afterEach(cleanup);

const box = (image: ImageValue | null) => {
  const { width, height } = intrinsicSize(image, '16-9');
  return `${width}x${height}`;
};

describe('image size fallback (A§8: 900 by 500)', () => {
  it('is 900 by 500', () => {
    expect(FALLBACK_SIZE).toEqual({ width: 900, height: 500 });
  });

  it.each<[string, ImageValue | null]>([
    ['the lookup fails: no image', null],
    ['the lookup fails: an image without an id', { id: '' }],
    ['it has no variants', { id: 3, sizes: [] }],
    ['its variant lacks a height', { id: 3, sizes: ['1600x'] }],
    ['its variant is a bare width with no height recorded', { id: 3, sizes: ['1600'], heights: [] }],
    ['its variant lacks a size altogether', { id: 3, sizes: [''] }],
    ['its variant has a zero size', { id: 3, sizes: ['0x0'] }],
  ])('falls back to 900×500 when %s', (_, image) => {
    expect(box(image)).toBe('900x500');
  });

  it('otherwise takes the first (largest) variant, or the largest rendition at the crop', () => {
    expect(box({ id: 3, sizes: ['1600x900', '1024x576', '640x360'] })).toBe('1600x900');
    expect(box({ id: 3, sizes: ['1600', '1024'], heights: [650, 416] })).toBe('1600x650');
    expect(box({ id: 3 })).toBe('2400x1350');
    expect(intrinsicSize({ id: 3 }, '16-6-5')).toEqual({ width: 2400, height: 975 });
  });

  it('gives the rendered image that size, so the page reserves a 900×500 box', () => {
    render(
      <>
        <BlockImage image={{ id: 3, alt: 'דיפנדר', sizes: [] }} index={2} />
        <BlockImage image={{ id: 4, alt: 'וילאר', sizes: ['x900'] }} index={2} />
        <BlockImage image={{ id: 5, alt: 'דיסקברי', sizes: ['1600x900'] }} index={2} />
      </>,
    );
    for (const name of ['דיפנדר', 'וילאר']) {
      const img = screen.getByRole('img', { name });
      expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['900', '500']);
    }
    const sized = screen.getByRole('img', { name: 'דיסקברי' });
    expect([sized.getAttribute('width'), sized.getAttribute('height')]).toEqual(['1600', '900']);
  });

  it('keeps a 900 / 500 box where no image can be looked up', () => {
    render(<BlockImage image={null} index={0} />);
    const placeholder = screen.getByRole('presentation');
    expect(declarationsFor(placeholder)).toContainEqual(expect.objectContaining({ property: 'aspect-ratio', value: '900/500' }));
  });
});
