import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { templateByKey } from '@lux/block-catalogue';
import { UiProvider } from '@lux/ui';
import { isLargeTile, masonryComponent as Masonry } from './Masonry';
import type { Fields, Group } from './types';
import { playableVideoUrl, shouldAutoplay } from './video';

const fields: Fields = {
  block_scroll_id: '',
  heading: '',
  header_size: 'xl',
  header_tag: 'H2',
  img_video_grid: 'video-top',
  video_url: '/videos/defender.mp4',
  video_poster: { id: 9 },
  disable_autoplay: false,
  video_ui_theme: 'dark',
  box_color: 'light',
};
const images: Group[] = [1, 2, 3].map((id) => ({ image: { id, alt: `Image ${id}` } }));

let reduced = false;
beforeAll(() => {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduced && query.includes('reduce'),
    media: query,
    addEventListener() {},
    removeEventListener() {},
  }));
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
});

function renderBlock(extra: Partial<Fields> = {}, groups: Group[] = images) {
  return render(
    <UiProvider locale="en">
      <Masonry id={1} index={4} locale="en" fields={{ ...fields, ...extra }} groups={groups} />
    </UiProvider>,
  );
}

afterEach(() => {
  cleanup();
  reduced = false;
});

describe('masonry rules', () => {
  it('declares exactly the template fields and group fields', () => {
    const template = templateByKey('masonry');
    expect(Object.keys(fields).sort()).toEqual(template.fields.map((f) => f.symbol).sort());
    expect(Object.keys(images[0]!).sort()).toEqual(
      template.field_groups_template.map((f) => f.symbol).sort(),
    );
  });

  it('plays only video files from http(s) or the site', () => {
    expect(playableVideoUrl('/videos/a.mp4')).toBe('/videos/a.mp4');
    expect(playableVideoUrl('https://cdn.example.com/a.webm')).toBe('https://cdn.example.com/a.webm');
    expect(playableVideoUrl('javascript:alert(1)')).toBeNull();
    expect(playableVideoUrl('//evil.example/a.mp4')).toBeNull();
    expect(playableVideoUrl('https://www.youtube.com/watch?v=1')).toBeNull();
    expect(playableVideoUrl('  ')).toBeNull();
    expect(playableVideoUrl(42)).toBeNull();
  });

  it('autoplays unless disabled or the visitor prefers reduced motion', () => {
    expect(shouldAutoplay(false, false)).toBe(true);
    expect(shouldAutoplay(true, false)).toBe(false);
    expect(shouldAutoplay(false, true)).toBe(false);
    expect([0, 1, 4, 5, 10].map(isLargeTile)).toEqual([true, false, false, true, true]);
  });
});

describe('masonry', () => {
  it('renders nothing without images or a playable video', () => {
    const { container } = renderBlock({ video_url: 'not a url' }, [{ image: null }]);
    expect(container.innerHTML).toBe('');
  });

  it('puts the video first or last in reading order', () => {
    renderBlock({ img_video_grid: 'video-bottom' });
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(within(items[3]!).getByRole('button')).toBeTruthy();
    cleanup();
    renderBlock({ img_video_grid: 'video-top' });
    expect(
      within(within(screen.getByRole('list')).getAllByRole('listitem')[0]!).getByRole('button'),
    ).toBeTruthy();
  });

  it('starts paused for reduced motion and lets the visitor play and pause', () => {
    reduced = true;
    const { container } = renderBlock();
    const toggle = screen.getByRole('button', { name: 'Play video' });
    const video = container.querySelector('video')!;
    expect(video.muted).toBe(true);
    expect(video.getAttribute('poster')).toContain('/9/w/1280.jpg?ratio=16-9');
    expect(video.getAttribute('preload')).toBe('none');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-label')).toBe('Pause video');
    expect(HTMLMediaElement.prototype.play).toHaveBeenCalled();
  });

  it('uses the square crop for the tiles', () => {
    renderBlock({ video_url: '' });
    expect(screen.getByRole('img', { name: 'Image 1' }).getAttribute('src')).toContain('ratio=1-1');
  });
});
