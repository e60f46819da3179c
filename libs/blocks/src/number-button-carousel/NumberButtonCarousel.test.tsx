import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { installCarouselStubs, renderBlock } from '../hero-banner/testing';
import { slideNumber } from './NumberButtonCarousel';

beforeAll(installCarouselStubs);
afterEach(cleanup);

describe('number-button-carousel', () => {
  it('numbers slides 01, 02… unless the editor typed a number', () => {
    expect(slideNumber({ number: '' }, 0)).toBe('01');
    expect(slideNumber({ number: '  ' }, 11)).toBe('12');
    expect(slideNumber({ number: '2024' }, 0)).toBe('2024');
  });

  it('renders nothing for empty groups and skips empty items', () => {
    const { container } = renderBlock('number-button-carousel', { heading: 'כותרת' }, { groups: [{ number: '01' }] });
    expect(container.querySelector('[data-block="number-button-carousel"]')?.children).toHaveLength(0);
  });

  it('names each button by its number and heading, nested one level under the block heading', () => {
    renderBlock('number-button-carousel', { heading: 'דיפנדר', header_tag: 'H3' }, {
      groups: [{ heading: 'מרכב' }, { number: '', heading: 'פנים' }, { heading: '' }],
    });
    expect(screen.getAllByRole('button', { name: /^0\d: / })).toHaveLength(2);
    expect(screen.getByRole('button', { name: '02: פנים' }).textContent).toBe('02');
    expect(screen.getAllByRole('heading', { level: 4, hidden: true })).toHaveLength(2);
  });

  it('shows no number buttons for a single slide', () => {
    renderBlock('number-button-carousel', {}, { groups: [{ heading: 'מרכב' }] });
    expect(screen.queryByRole('button', { name: /^01/ })).toBeNull();
  });
});
