import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { UiProvider } from '@lux/ui';
import { installCarouselStubs, renderBlock } from '../hero-banner/testing';
import { collectionItemComponent as CollectionItem } from './CollectionItem';
import { parsePhotos, splitAtPhotos } from './photos';

beforeAll(installCarouselStubs);
afterEach(cleanup);

describe('collection-item photos', () => {
  it('reads a JSON list of URLs and never throws on broken JSON', () => {
    expect(parsePhotos('["https://cdn.example/a.jpg", "/media/b.jpg"]')).toEqual(['https://cdn.example/a.jpg', '/media/b.jpg']);
    expect(parsePhotos('[{"url": "/a.jpg"}, {"src": "/b.jpg"}, 3, null]')).toEqual(['/a.jpg', '/b.jpg']);
    expect(parsePhotos('[')).toEqual([]);
    expect(parsePhotos('')).toEqual([]);
    expect(parsePhotos('{"a": 1}')).toEqual([]);
    expect(parsePhotos('["javascript:alert(1)", "//evil.example/x.jpg", "http://insecure.example/x.jpg"]')).toEqual([]);
  });

  it('splits the HTML at {photos}, taking a wrapping paragraph with it', () => {
    expect(splitAtPhotos('<h2>א</h2><p>{photos}</p><p>ב</p>')).toEqual({ before: '<h2>א</h2>', after: '<p>ב</p>', found: true });
    expect(splitAtPhotos('<p>א {photos} ב</p>')).toEqual({ before: '<p>א ', after: ' ב</p>', found: true });
    expect(splitAtPhotos('<p>א</p>')).toEqual({ before: '', after: '<p>א</p>', found: false });
    expect(splitAtPhotos('{photos}<p>א</p><p>{photos}</p>{photos}')).toEqual({ before: '', after: '<p>א</p>', found: true });
  });
});

describe('collection-item', () => {
  it('renders the text without photos when the images JSON is broken', () => {
    render(
      <UiProvider locale="he">
        <CollectionItem id={1} index={3} locale="he" fields={{ block_scroll_id: '', images: '[', images_alt: '', html: '<p>כובע</p>{photos}', box_color: 'light' }} groups={[]} />
      </UiProvider>,
    );
    expect(screen.getByText('כובע')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('renders nothing for the default content (a bare placeholder, no photos)', () => {
    const { container } = renderBlock('collection-item', {});
    expect(container.querySelector('[data-block="collection-item"]')?.children).toHaveLength(0);
  });

  it('loads the first photo by the block position and later ones lazily', () => {
    renderBlock('collection-item', { images: '["/a.jpg", "/b.jpg"]', images_alt: 'כובע', html: '{photos}' }, { index: 0 });
    const [first, second] = screen.getAllByRole('img', { hidden: true });
    expect(first!.getAttribute('fetchpriority')).toBe('high');
    expect(first!.getAttribute('alt')).toBe('כובע (1 מתוך 2)');
    expect(second!.getAttribute('loading')).toBe('lazy');
  });
});
