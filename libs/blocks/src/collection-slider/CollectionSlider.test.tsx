import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { defaultPriceSettings } from '@lux/pricing';
import { installCarouselStubs, renderBlock } from '../hero-banner/testing';
import { displayPrice, itemSizes } from './CollectionSlider';

beforeAll(installCarouselStubs);
afterEach(cleanup);

const shekel = { ...defaultPriceSettings, symbol: '₪' };

describe('collection-slider', () => {
  it('formats plain numbers as prices, keeps typed text, and hides zero (B§9)', () => {
    expect(displayPrice('349', shekel)).toBe('₪ 349');
    expect(displayPrice(' 1,290 ', shekel)).toBe('₪ 1,290');
    expect(displayPrice('0', shekel)).toBe('');
    expect(displayPrice('₪ 129 לחברי המועדון', shekel)).toBe('₪ 129 לחברי המועדון');
    expect(displayPrice('', shekel)).toBe('');
  });

  it('drops items without a name or image, and renders nothing when none are left', () => {
    const { container } = renderBlock('collection-slider', {}, { groups: [{ price: '99' }] });
    expect(container.querySelector('[data-block="collection-slider"]')?.children).toHaveLength(0);
  });

  it('renders square images and item headings one level under the block heading', () => {
    renderBlock('collection-slider', { heading: 'קולקציה' }, { groups: [{ heading: 'כובע', image: { id: 1, alt: 'כובע' }, price: '129' }] });
    const image = screen.getByRole('img', { name: 'כובע', hidden: true });
    expect(image.getAttribute('src')).toContain('ratio=1-1');
    expect(image.getAttribute('sizes')).toBe(itemSizes);
    expect(screen.getByRole('heading', { level: 3, name: 'כובע', hidden: true })).toBeTruthy();
    expect(screen.getByText('₪ 129')).toBeTruthy();
  });
});
