import type { LinkType } from '@lux/block-catalogue';
import { cleanup, render, screen } from '@testing-library/react';
import { allSettled, fork } from 'effector';
import { Provider } from 'effector-react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { $floatingButtonBlock, pathChanged } from '@lux/shell';
import { UiProvider } from '@lux/ui';
import { BlockList } from '../testing/BlockList';
import { validateBlocks } from '../validate';
import { barItems } from './items';

const link = (url: string, text: string, type: LinkType = 'internal') =>
  ({ url, type, target: '_self', link_text: text, ui_type: 'primary' }) as const;

afterEach(cleanup);

describe('ready to go bar items', () => {
  it('shows only the first 4 items (B§9)', () => {
    const groups = Array.from({ length: 5 }, (_, n) => ({ icon: 'car', link: link(`/a${n}`, `A${n}`) }));
    expect(barItems(groups).map((item) => item.link.link_text)).toEqual(['A0', 'A1', 'A2', 'A3']);
  });

  it('uses the fallback link and icon when the main link cannot show (B§5)', () => {
    const items = barItems([
      { icon: 'offers', link: link('', 'Offers'), fallback_icon: 'retailer', fallback_link: link('/retailer-locator', 'Retailers') },
      { icon: 'car', link: null, fallback_link: null },
      { icon: 'car', link: link('', '', 'form') },
    ]);
    expect(items).toEqual([{ icon: 'retailer', link: link('/retailer-locator', 'Retailers') }]);
  });
});

describe('ready to go bar on a page', () => {
  function renderBar(fields: Record<string, unknown>) {
    const { valid, problems } = validateBlocks([
      { id: 1, template: 'ready-to-go-bar', sequence: 1, fields, groups: [{ icon: 'car', link: link('/test-drive', 'Test drive') }] },
    ]);
    expect(problems).toEqual([]);
    const scope = fork();
    const router = createMemoryRouter([{ path: '*', element: <BlockList blocks={valid} locale="en" /> }], { initialEntries: ['/en/defender'] });
    const view = render(
      <Provider value={scope}>
        <UiProvider locale="en">
          <RouterProvider router={router} />
        </UiProvider>
      </Provider>,
    );
    return { scope, view };
  }

  it('turns the floating action button off for its page when fabDisabled', async () => {
    const { scope, view } = renderBar({ fabDisabled: true });
    await allSettled(pathChanged, { scope, params: '/en/defender' });
    expect(scope.getState($floatingButtonBlock)).toEqual({ path: '/en/defender', items: [], fabDisabled: true });
    view.unmount();
    expect(scope.getState($floatingButtonBlock)).toBeNull();
  });

  it('renders nothing with hide_block, and leaves the floating button alone without fabDisabled', () => {
    const { scope } = renderBar({ hide_block: true });
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(scope.getState($floatingButtonBlock)).toBeNull();
  });
});
