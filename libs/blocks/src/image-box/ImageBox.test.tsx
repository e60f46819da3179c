import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { templateByKey } from '@lux/block-catalogue';
import { UiProvider } from '@lux/ui';
import { boxSide, imageBoxComponent as ImageBox } from './ImageBox';
import type { Fields } from './types';

const empty: Fields = {
  block_scroll_id: '',
  box_color: 'light',
  right_on_rtl: false,
  top_paragraph: '',
  heading: '',
  header_size: 'xl',
  header_tag: 'H2',
  paragraph: '',
  background_image: null,
  logo_image: null,
  button: null,
};

function renderBox(fields: Partial<Fields>, locale: 'he' | 'en' = 'he') {
  const element = <ImageBox id={1} index={3} locale={locale} fields={{ ...empty, ...fields }} groups={[]} />;
  const router = createMemoryRouter([{ path: '*', element }]);
  return render(
    <UiProvider locale={locale}>
      <RouterProvider router={router} />
    </UiProvider>,
  );
}

afterEach(cleanup);

describe('image-box', () => {
  it('declares exactly the template fields', () => {
    const symbols = templateByKey('image-box')
      .fields.map((field) => field.symbol)
      .sort();
    expect(Object.keys(empty).sort()).toEqual(symbols);
  });

  it('puts the box at the inline end, or on the physical right of RTL pages with right_on_rtl', () => {
    expect(boxSide(false, 'ltr')).toBe('end');
    expect(boxSide(false, 'rtl')).toBe('end');
    expect(boxSide(true, 'ltr')).toBe('end');
    expect(boxSide(true, 'rtl')).toBe('start');
  });

  it('renders nothing when every field is empty', () => {
    const { container } = renderBox({});
    expect(container.innerHTML).toBe('');
  });

  it('uses the header tag and the banner and square crops', () => {
    renderBox({
      heading: 'דיסקברי',
      header_tag: 'H4',
      background_image: { id: 7, alt: 'דיסקברי במדבר' },
      logo_image: { id: 8, alt: 'לוגו' },
    });
    expect(screen.getByRole('heading', { level: 4, name: 'דיסקברי' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'דיסקברי במדבר' }).getAttribute('src')).toContain('ratio=16-6-5');
    expect(screen.getByRole('img', { name: 'לוגו' }).getAttribute('src')).toContain('ratio=1-1');
    expect(screen.getByRole('img', { name: 'לוגו' }).getAttribute('loading')).toBe('lazy');
  });

  it('styles with logical properties only', () => {
    renderBox({ heading: 'Velar', background_image: { id: 1 }, logo_image: { id: 2 } }, 'en');
    const css = Array.from(document.head.querySelectorAll('style'), (style) => style.textContent).join('\n');
    expect(css).toContain('inline-size');
    expect(css).not.toMatch(/[{;]\s*(?:[a-z]+-)*(?:left|right)(?:-[a-z]+)*\s*:|text-align:\s*(?:left|right)/);
  });
});
