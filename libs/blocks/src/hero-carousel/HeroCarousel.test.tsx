import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { installCarouselStubs, renderBlock } from '../hero-banner/testing';
import { DEFAULT_SLIDE_DURATION, MIN_SLIDE_DURATION, TOUCH_SLIDES_LIMIT, safeVideoUrl, slideDuration, videoFor, visibleSlides } from './rules';
import type { Group } from './types';

const slide = (overrides: Partial<Group> = {}): Group => ({
  heading: 'דיפנדר',
  header_size: 'xl',
  header_tag: 'H2',
  description: '',
  image: null,
  mobile_image: null,
  video_type: 'video',
  video_url_desktop: '',
  video_url_mobile: '',
  slide_duration_limit: null,
  additional_info: '',
  price: '',
  button: null,
  disclaimer: '',
  ...overrides,
});

beforeAll(() => {
  installCarouselStubs();
  // jsdom has no media playback.
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
});
afterEach(cleanup);

describe('hero-carousel rules', () => {
  it('times a slide by its own limit, else the block duration, else 6000 ms (B§9)', () => {
    expect(slideDuration(slide({ slide_duration_limit: 9000 }), { slide_duration: 4000 })).toBe(9000);
    expect(slideDuration(slide(), { slide_duration: 4000 })).toBe(4000);
    expect(slideDuration(slide(), { slide_duration: null })).toBe(DEFAULT_SLIDE_DURATION);
    expect(slideDuration(slide({ slide_duration_limit: -5 }), { slide_duration: 0 })).toBe(DEFAULT_SLIDE_DURATION);
    expect(slideDuration(slide({ slide_duration_limit: 50 }), { slide_duration: 6000 })).toBe(MIN_SLIDE_DURATION);
  });

  it('skips empty slides and applies the touch limit only on touch devices', () => {
    const slides = [slide({ heading: ' ' }), ...Array.from({ length: 5 }, () => slide())];
    expect(visibleSlides(slides, { has_touch_devices_slides_limit: false }, true)).toHaveLength(5);
    expect(visibleSlides(slides, { has_touch_devices_slides_limit: true }, false)).toHaveLength(5);
    expect(visibleSlides(slides, { has_touch_devices_slides_limit: true }, true)).toHaveLength(TOUCH_SLIDES_LIMIT);
  });

  it('plays only https or same-origin videos, on phones only with has_mobile_video', () => {
    expect(safeVideoUrl('javascript:alert(1)')).toBeNull();
    expect(safeVideoUrl('//evil.example/x.mp4')).toBeNull();
    expect(safeVideoUrl(' /media/hero.mp4 ')).toBe('/media/hero.mp4');
    const urls = { video_url_desktop: 'https://cdn.example/d.mp4', video_url_mobile: 'https://cdn.example/m.mp4' };
    expect(videoFor(urls, false, false)).toBe(urls.video_url_desktop);
    expect(videoFor(urls, true, false)).toBeNull();
    expect(videoFor(urls, true, true)).toBe(urls.video_url_mobile);
    expect(videoFor({ ...urls, video_url_mobile: '' }, true, true)).toBe(urls.video_url_desktop);
  });
});

describe('hero-carousel', () => {
  it('renders nothing when no slide has content', () => {
    const { container } = renderBlock('hero-carousel', {}, { groups: [{ heading: '' }] });
    expect(container.querySelector('[data-block="hero-carousel"]')?.children).toHaveLength(0);
  });

  it('plays hero video muted and inline, with a pause control', () => {
    const { container } = renderBlock('hero-carousel', {}, {
      groups: [{ heading: 'דיפנדר', video_type: 'video_background', video_url_desktop: '/media/defender.mp4' }],
    });
    const video = container.querySelector('video')!;
    expect(video.muted).toBe(true);
    expect(video.hasAttribute('playsinline')).toBe(true);
    expect(video.loop).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'עצירת הווידאו', hidden: true }));
    expect(screen.getByRole('button', { name: 'הפעלת הווידאו', hidden: true })).toBeTruthy();
  });

  it('offers a slideshow pause control only when it autoplays more than one slide', () => {
    renderBlock('hero-carousel', { is_autoplay: true }, { groups: [{ heading: 'א' }, { heading: 'ב' }], locale: 'en' });
    expect(screen.getByRole('button', { name: 'Pause slideshow' })).toBeTruthy();
    cleanup();
    renderBlock('hero-carousel', { is_autoplay: true }, { groups: [{ heading: 'א' }], locale: 'en' });
    expect(screen.queryByRole('button', { name: 'Pause slideshow' })).toBeNull();
  });

  it('gives the first slide the block priority and later slides lazy loading', () => {
    const { container } = renderBlock('hero-carousel', {}, {
      groups: [
        { heading: 'א', image: { id: 1, alt: 'א' } },
        { heading: 'ב', image: { id: 2, alt: 'ב' } },
      ],
    });
    const [first, second] = container.querySelectorAll('img');
    expect(first!.getAttribute('fetchpriority')).toBe('high');
    expect(second!.getAttribute('loading')).toBe('lazy');
  });
});
