import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { heroSizes } from './HeroBanner';
import { renderBlock } from './testing';

afterEach(cleanup);

const button = { url: '/models/discovery', type: 'internal', target: '_self', link_text: 'לדיסקברי', ui_type: 'primary' };

describe('hero-banner', () => {
  it('renders nothing without copy or images', () => {
    const { container } = renderBlock('hero-banner', { heading: '  ', paragraph: '' });
    expect(container.querySelector('[data-block="hero-banner"]')?.children).toHaveLength(0);
  });

  it('uses the heading tag and size from the fields', () => {
    renderBlock('hero-banner', { heading: 'דיסקברי', header_tag: 'H3', header_size: 's' });
    const heading = screen.getByRole('heading', { level: 3, name: 'דיסקברי' });
    expect(heading.getAttribute('data-size')).toBe('s');
  });

  it('art-directs the two crops so the hidden one costs only its smallest rendition', () => {
    renderBlock('hero-banner', { heading: 'דיסקברי', image: { id: 1, alt: 'א' }, mobile_image: { id: 2, alt: 'ב' } }, { index: 2 });
    const [phone, wide] = screen.getAllByRole('img', { hidden: true });
    expect(phone!.getAttribute('sizes')).toBe(heroSizes.phone);
    expect(wide!.getAttribute('sizes')).toBe(heroSizes.wide);
    expect(phone!.getAttribute('src')).toContain('ratio=16-9');
    expect(wide!.getAttribute('src')).toContain('ratio=16-6-5');
    expect(wide!.getAttribute('loading')).toBe('lazy');
  });

  it('loads the first block eagerly with high priority and keeps the block theme', () => {
    const { container } = renderBlock('hero-banner', { heading: 'דיסקברי', image: { id: 1, alt: 'א' }, button });
    expect(screen.getByRole('img').getAttribute('fetchpriority')).toBe('high');
    expect(container.querySelector('section')?.getAttribute('data-theme')).toBe('dark');
    expect(screen.getByRole('link', { name: 'לדיסקברי' }).getAttribute('href')).toBe('/models/discovery');
  });
});
