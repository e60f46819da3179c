import type { Decorator } from '@storybook/react-vite';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { $priceSettings, defaultPriceSettings } from '@lux/pricing';
import { createPreview, createUiDecorator, storyUiOf } from '@lux/ui/testing';
import { MediaProvider } from '../src/shared/media';
import { storyMedia } from '../src/testing/storyMedia';

/** Prices as the Israeli site shows them: ₪ with the "from" offer text in the story's language. */
const offerStrings: Record<string, string> = { he: 'החל מ-@', en: 'From @', ar: 'ابتداءً من @', ru: 'От @' };
const scopes = new Map(
  Object.entries(offerStrings).map(([locale, offerString]) => [
    locale,
    fork({ values: [[$priceSettings, { ...defaultPriceSettings, symbol: '₪', offerString }]] }),
  ]),
);

/** A router for block links. */
const withRouter: Decorator = (Story) => {
  const router = createMemoryRouter([{ path: '*', element: <Story /> }]);
  return <RouterProvider router={router} />;
};

/** The story media source for images. */
const withMedia: Decorator = (Story) => (
  <MediaProvider source={storyMedia}>
    <Story />
  </MediaProvider>
);

/** An Effector scope for prices, in the story's language. */
const withPriceScope: Decorator = (Story, { globals }) => (
  <Provider value={scopes.get(storyUiOf(globals).locale)!}>
    <Story />
  </Provider>
);

// Innermost first: blocks render full-bleed in a <main> with the shared locale, direction and theme.
export default createPreview({
  decorators: [withRouter, withMedia, createUiDecorator({ element: 'main', padded: false }), withPriceScope],
});
