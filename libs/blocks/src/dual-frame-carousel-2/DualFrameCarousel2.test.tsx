import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { installCarouselStubs, renderBlock } from '../hero-banner/testing';
import { frameSizes } from './DualFrameCarousel2';

beforeAll(installCarouselStubs);
afterEach(cleanup);

describe('dual-frame-carousel-2', () => {
  it('renders nothing when no slide has an image or copy', () => {
    const { container } = renderBlock('dual-frame-carousel-2', { heading: 'דיסקברי' }, { groups: [{ heading: ' ' }] });
    expect(container.querySelector('[data-block="dual-frame-carousel-2"]')?.children).toHaveLength(0);
  });

  it('cuts the frames 16-9 and 1-1 with their column sizes', () => {
    renderBlock('dual-frame-carousel-2', {}, {
      groups: [{ primary_image: { id: 1, alt: 'רחב' }, secondary_image: { id: 2, alt: 'ריבועי' } }],
    });
    const wide = screen.getByRole('img', { name: 'רחב', hidden: true });
    const square = screen.getByRole('img', { name: 'ריבועי', hidden: true });
    expect(wide.getAttribute('src')).toContain('ratio=16-9');
    expect(wide.getAttribute('sizes')).toBe(frameSizes.primary);
    expect(square.getAttribute('src')).toContain('ratio=1-1');
    expect(square.getAttribute('sizes')).toBe(frameSizes.secondary);
  });

  it('leaves a missing frame out instead of drawing the fallback box', () => {
    const { container } = renderBlock('dual-frame-carousel-2', {}, { groups: [{ heading: 'רק טקסט' }] });
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('[role="presentation"]')).toBeNull();
  });
});
