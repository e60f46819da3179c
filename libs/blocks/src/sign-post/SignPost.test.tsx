import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { UiProvider } from '@lux/ui';
import { signPostComponent as SignPost } from './SignPost';
import type { Fields } from './types';

afterEach(cleanup);

const fields: Fields = {
  block_scroll_id: '',
  heading: '',
  header_size: 'xl',
  header_tag: 'H2',
  paragraph: '',
  image: null,
  link: null,
  secondary_link: null,
  box_color: 'light',
};

function renderSignPost(f: Partial<Fields>) {
  const router = createMemoryRouter([
    { path: '*', element: <SignPost id={1} index={5} locale="he" fields={{ ...fields, ...f }} groups={[]} /> },
  ]);
  return render(
    <UiProvider locale="he">
      <RouterProvider router={router} />
    </UiProvider>,
  );
}

describe('SignPost', () => {
  it('renders nothing when every field is empty or its links are hidden (B§5)', () => {
    const { container } = renderSignPost({
      link: { url: '', type: 'internal', target: '_self', link_text: 'לפרטים', ui_type: 'primary' },
    });
    expect(container.innerHTML).toBe('');
  });

  it('renders the copy alone without an image, at the editor heading level', () => {
    renderSignPost({ heading: 'שירות', header_tag: 'H4', paragraph: '<p>מרכזי שירות בכל הארץ</p>' });
    expect(screen.getByRole('heading', { level: 4, name: 'שירות' })).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('loads the image lazily below the fold with a column-aware sizes attribute', () => {
    renderSignPost({ heading: 'דיפנדר', image: { id: 7, alt: 'דיפנדר בשטח' } });
    const image = screen.getByRole('img', { name: 'דיפנדר בשטח' });
    expect(image.getAttribute('loading')).toBe('lazy');
    expect(image.getAttribute('sizes')).toContain('56vw');
  });
});
