import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { installCarouselStubs, renderBlock } from '../hero-banner/testing';
import { cardSizes } from './ContentsBlockCarousel';

beforeAll(installCarouselStubs);
afterEach(cleanup);

describe('contents-block-carousel', () => {
  it('renders nothing when every card is empty', () => {
    const { container } = renderBlock('contents-block-carousel', { heading: 'חדשות' }, { groups: [{ heading: '', paragraph: '<p> </p>' }] });
    expect(container.querySelector('[data-block="contents-block-carousel"]')?.children).toHaveLength(0);
  });

  it('nests card headings under the block heading and sizes images for three per view', () => {
    renderBlock('contents-block-carousel', { heading: 'חדשות', header_tag: 'H3' }, {
      groups: [{ heading: 'דיפנדר', image: { id: 1, alt: 'דיפנדר' } }, { heading: 'ולאר' }],
    });
    expect(screen.getAllByRole('heading', { level: 4, hidden: true })).toHaveLength(2);
    expect(screen.getByRole('img', { name: 'דיפנדר', hidden: true }).getAttribute('sizes')).toBe(cardSizes);
  });

  it('keeps the image box for a card without an image, so cards line up', () => {
    const { container } = renderBlock('contents-block-carousel', {}, { groups: [{ heading: 'ולאר' }] });
    expect(container.querySelector('[role="presentation"]')).not.toBeNull();
  });
});
