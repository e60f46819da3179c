import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Picture } from './Picture';

afterEach(cleanup);

const urlFor = (width: number, format: string) => `/media/api/v2/images/7/w/${width}.${format}`;

describe('Picture', () => {
  it('offers AVIF and WebP sources and a JPEG fallback over every width', () => {
    const { container } = render(
      <Picture urlFor={urlFor} widths={[1600, 640, 1024]} width={1600} height={900} alt="דיפנדר במדבר" sizes="100vw" />,
    );
    const sources = container.querySelectorAll('source');
    expect([...sources].map((s) => s.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    expect(sources[0]?.getAttribute('srcset')).toBe(
      '/media/api/v2/images/7/w/640.avif 640w, /media/api/v2/images/7/w/1024.avif 1024w, /media/api/v2/images/7/w/1600.avif 1600w',
    );
    const img = screen.getByRole('img', { name: 'דיפנדר במדבר' });
    expect(img.getAttribute('src')).toBe('/media/api/v2/images/7/w/1024.jpg');
    expect(img.getAttribute('srcset')).toContain('1600.jpg 1600w');
    expect(img.getAttribute('width')).toBe('1600');
    expect(img.getAttribute('height')).toBe('900');
  });

  it('loads lazily by default and eagerly with high priority for the main image', () => {
    const { rerender } = render(<Picture urlFor={urlFor} widths={[640]} width={640} height={360} alt="a" />);
    let img = screen.getByRole('img', { name: 'a' });
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('fetchpriority')).toBeNull();
    rerender(<Picture urlFor={urlFor} widths={[640]} width={640} height={360} alt="a" priority="high" />);
    img = screen.getByRole('img', { name: 'a' });
    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.getAttribute('fetchpriority')).toBe('high');
    rerender(<Picture urlFor={urlFor} widths={[640]} width={640} height={360} alt="a" priority="eager" />);
    expect(screen.getByRole('img', { name: 'a' }).getAttribute('fetchpriority')).toBeNull();
  });

  it('marks an image decorative with an empty alt', () => {
    const { container } = render(<Picture urlFor={urlFor} widths={[640]} width={640} height={360} alt="" />);
    expect(container.querySelector('img')?.getAttribute('alt')).toBe('');
    expect(screen.queryByRole('img')).toBeNull();
  });
});
