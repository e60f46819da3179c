// Test helper for the hero-group blocks: renders one block the way a page does (validator, block list)
// inside the providers the site sets up.
import { render } from '@testing-library/react';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { $priceSettings, defaultPriceSettings } from '@lux/pricing';
import { UiProvider } from '@lux/ui';
import { BlockList } from '../testing/BlockList';
import type { BlockKey } from '../registry';
import { validateBlocks } from '../validate';

export function renderBlock(
  template: BlockKey,
  fields: Record<string, unknown>,
  { groups = [], locale = 'he', index = 0 }: { groups?: Array<Record<string, unknown>>; locale?: 'he' | 'en'; index?: number } = {},
) {
  const { valid, problems } = validateBlocks([{ id: 1, template, sequence: 1, fields, groups }]);
  if (problems.length > 0) throw new Error(problems.map((problem) => problem.reason).join('; '));
  const scope = fork({ values: [[$priceSettings, { ...defaultPriceSettings, symbol: '₪', offerString: 'החל מ-@' }]] });
  const router = createMemoryRouter([{ path: '*', element: <BlockList blocks={valid} locale={locale} startIndex={index} /> }]);
  return render(
    <Provider value={scope}>
      <UiProvider locale={locale}>
        <RouterProvider router={router} />
      </UiProvider>
    </Provider>,
  );
}

/**
 * The browser APIs embla-carousel needs and jsdom lacks (matchMedia, IntersectionObserver, ResizeObserver),
 * as inert stand-ins: no media query matches and nothing is ever observed.
 */
export function installCarouselStubs() {
  class Observer {
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  const matchMedia = (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener() {},
    removeListener() {},
    addEventListener() {},
    removeEventListener() {},
    dispatchEvent: () => false,
  });
  Object.assign(window, { matchMedia, IntersectionObserver: Observer, ResizeObserver: Observer });
}
