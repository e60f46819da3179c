import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { templateByKey } from '@lux/block-catalogue';
import { UiProvider } from '@lux/ui';
import {
  galleryCarouselComponent as GalleryCarousel,
  gallerySlides,
  MAX_SLIDES,
  surfaceTheme,
} from './GalleryCarousel';
import type { Fields, Group } from './types';

const fields: Fields = {
  block_scroll_id: '',
  heading: '',
  header_size: 'xl',
  header_tag: 'H2',
  box_color: 'light',
};
const group: Group = { image: { id: 1, alt: 'Defender' }, caption: 'Defender 90' };

function renderGallery(groups: Group[], extra: Partial<Fields> = {}, locale: 'he' | 'en' = 'he') {
  return render(
    <UiProvider locale={locale}>
      <GalleryCarousel id={1} index={4} locale={locale} fields={{ ...fields, ...extra }} groups={groups} />
    </UiProvider>,
  );
}

// jsdom has no layout APIs; embla (the shared carousel) needs these three to mount.
beforeAll(() => {
  class NoopObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('ResizeObserver', NoopObserver);
  vi.stubGlobal('IntersectionObserver', NoopObserver);
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    addEventListener() {},
    removeEventListener() {},
    addListener() {},
    removeListener() {},
  }));
});

afterEach(cleanup);

describe('gallery-carousel', () => {
  it('declares exactly the template fields and group fields', () => {
    const template = templateByKey('gallery-carousel');
    expect(Object.keys(fields).sort()).toEqual(template.fields.map((f) => f.symbol).sort());
    expect(Object.keys(group).sort()).toEqual(template.field_groups_template.map((f) => f.symbol).sort());
    expect(template.max_field_groups).toBe(MAX_SLIDES);
  });

  it('keeps slides with an image or a caption, at most 40 (B§9)', () => {
    const many = Array.from({ length: 45 }, (_, i) => ({ image: { id: i + 1 }, caption: '' }));
    expect(gallerySlides(many)).toHaveLength(40);
    expect(gallerySlides([{ image: null, caption: '  ' }, group])).toEqual([group]);
  });

  it('renders nothing without slides', () => {
    const { container } = renderGallery([{ image: null, caption: '' }]);
    expect(container.innerHTML).toBe('');
  });

  it('names the carousel after the heading, else with its localised label', () => {
    renderGallery([group], { heading: '<strong>Velar</strong> up close', header_tag: 'H3' }, 'en');
    expect(screen.getByRole('region', { name: 'Velar up close' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3 })).toBeTruthy();
    cleanup();
    renderGallery([group], {}, 'he');
    expect(screen.getByRole('region', { name: 'גלריית תמונות' })).toBeTruthy();
  });

  it('shows all-white-theme as the light theme and lazy-loads every slide after the first', () => {
    const { container } = renderGallery([group, { ...group, image: { id: 2, alt: 'Discovery' } }], {
      box_color: 'all-white-theme',
    });
    expect(container.querySelector('[data-theme]')?.getAttribute('data-theme')).toBe('light');
    expect(surfaceTheme('black')).toBe('black');
    expect(screen.getByRole('img', { name: 'Discovery', hidden: true }).getAttribute('loading')).toBe('lazy');
    expect(screen.getByRole('img', { name: 'Defender', hidden: true }).getAttribute('src')).toContain(
      'ratio=16-9',
    );
  });
});
