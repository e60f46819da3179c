import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { templateByKey } from '@lux/block-catalogue';
import { UiProvider } from '@lux/ui';
import {
  galleryCategoriesComponent as GalleryCategories,
  MAX_CATEGORIES,
  visibleCategories,
} from './GalleryCategories';
import type { Fields, Group } from './types';

const fields: Fields = {
  block_scroll_id: '',
  heading: '',
  header_size: 'xl',
  header_tag: 'H2',
  box_color: 'light',
};
const item = (title: string): Group => ({
  title,
  image: { id: 1, alt: title },
  link: {
    url: `/gallery/${title}`,
    type: 'internal',
    target: '_self',
    link_text: `Open ${title}`,
    ui_type: 'primary',
  },
});

function renderBlock(groups: Group[], extra: Partial<Fields> = {}) {
  const element = (
    <GalleryCategories id={1} index={0} locale="en" fields={{ ...fields, ...extra }} groups={groups} />
  );
  return render(
    <UiProvider locale="en">
      <RouterProvider router={createMemoryRouter([{ path: '*', element }])} />
    </UiProvider>,
  );
}

afterEach(cleanup);

describe('gallery-categories', () => {
  it('declares exactly the template fields and group fields', () => {
    const template = templateByKey('gallery-categories');
    expect(Object.keys(fields).sort()).toEqual(template.fields.map((f) => f.symbol).sort());
    expect(Object.keys(item('a')).sort()).toEqual(template.field_groups_template.map((f) => f.symbol).sort());
    expect(template.max_field_groups).toBe(MAX_CATEGORIES);
  });

  it('shows at most four categories and skips empty ones (B§9)', () => {
    const empty: Group = { title: ' ', image: null, link: null };
    const shown = visibleCategories([empty, ...['a', 'b', 'c', 'd', 'e'].map(item)]);
    expect(shown.map((g) => g.title)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('renders nothing for no categories', () => {
    const { container } = renderBlock([{ title: '', image: null, link: null }]);
    expect(container.innerHTML).toBe('');
  });

  it('titles categories one level under the block heading, or at the header tag without one', () => {
    renderBlock([item('Defender')], { heading: 'Family', header_tag: 'H3' });
    expect(screen.getByRole('heading', { level: 4, name: 'Defender' })).toBeTruthy();
    cleanup();
    renderBlock([item('Defender')], { header_tag: 'H3' });
    expect(screen.getByRole('heading', { level: 3, name: 'Defender' })).toBeTruthy();
  });

  it('uses the square crop and keeps internal links in the locale', () => {
    renderBlock([item('Evoque')]);
    expect(screen.getByRole('img', { name: 'Evoque' }).getAttribute('src')).toContain('ratio=1-1');
    expect(screen.getByRole('img', { name: 'Evoque' }).getAttribute('fetchpriority')).toBe('high');
    expect(screen.getByRole('link', { name: 'Open Evoque' }).getAttribute('href')).toBe('/en/gallery/Evoque');
  });
});
