import { cleanup, render, screen, within } from '@testing-library/react';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { $priceSettings, defaultPriceSettings } from '@lux/pricing';
import { UiProvider } from '@lux/ui';
import { BlockList } from './testing/BlockList';
import { validateBlocks } from './validate';
import type { BlockInstance } from './shared/types';

const link = (url: string, text: string) => ({ url, type: 'internal', target: '_self', link_text: text, ui_type: 'secondary' });

const page: BlockInstance[] = [
  {
    id: 1,
    template: 'hero-title-banner',
    sequence: 10,
    fields: {
      heading: 'מעל ומעבר',
      paragraph: 'פסקה',
      header_tag: 'H1',
      block_scroll_id: 'intro',
      button: { url: '/models/defender', type: 'internal', target: '_self', link_text: 'הכירו את דיפנדר', ui_type: 'primary' },
    },
    groups: [],
  },
  {
    id: 2,
    template: 'content-blocks',
    sequence: 20,
    fields: { heading: 'דגמים' },
    groups: [
      { heading: 'דיפנדר', price: 389000, link: link('/models/defender', 'לדיפנדר') },
      { heading: 'ללא מחיר', price: null, link: link('', 'קישור ריק') },
    ],
  },
  { id: 3, template: 'quote', sequence: 30, fields: { quote: 'ציטוט', author: 'יעל' }, groups: [] },
];

function renderPage(locale: 'he' | 'en') {
  const { valid } = validateBlocks(page);
  const scope = fork({ values: [[$priceSettings, { ...defaultPriceSettings, symbol: '₪', offerString: 'החל מ-@' }]] });
  const router = createMemoryRouter([{ path: '*', element: <BlockList blocks={valid} locale={locale} /> }]);
  return render(
    <Provider value={scope}>
      <UiProvider locale={locale}>
        <RouterProvider router={router} />
      </UiProvider>
    </Provider>,
  );
}

afterEach(cleanup);

describe('BlockList', () => {
  it('renders the blocks in order with their headings, anchors and links', () => {
    const { container } = renderPage('he');
    expect(screen.getByRole('heading', { level: 1, name: 'מעל ומעבר' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'דגמים' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'דיפנדר' })).toBeTruthy();
    expect(container.querySelector('#component-0 #rdx-intro')).not.toBeNull();
    expect(container.querySelector('#component-2')?.getAttribute('data-block')).toBe('quote');
    expect(screen.getByRole('link', { name: 'הכירו את דיפנדר' }).getAttribute('href')).toBe('/models/defender');
  });

  it('formats prices with the scope settings and hides links without an address', () => {
    renderPage('he');
    const cards = screen.getAllByRole('listitem');
    expect(within(cards[0]!).getByText('החל מ-₪ 389,000')).toBeTruthy();
    expect(within(cards[1]!).queryByText(/₪/)).toBeNull();
    expect(screen.queryByRole('link', { name: 'קישור ריק' })).toBeNull();
  });

  it('keeps internal links inside the current locale', () => {
    renderPage('en');
    expect(screen.getByRole('link', { name: 'הכירו את דיפנדר' }).getAttribute('href')).toBe('/en/models/defender');
  });
});
