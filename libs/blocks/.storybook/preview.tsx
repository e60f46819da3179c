import type { Decorator, Preview } from '@storybook/react-vite';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { $priceSettings, defaultPriceSettings } from '@lux/pricing';
import { GlobalStyle, UiProvider, directionOf, themeNames, type Direction, type ThemeName } from '@lux/ui';
import { MediaProvider } from '../src/shared/media';
import { storyMedia } from '../src/testing/storyMedia';

const locales = ['he', 'en', 'ar', 'ru'] as const;

function pick<T extends string>(value: unknown, allowed: readonly T[], fallback: T): T {
  return allowed.find((option) => option === value) ?? fallback;
}

/** Prices as the Israeli site shows them: ₪ with the "from" offer text in the story's language. */
const offerStrings: Record<string, string> = { he: 'החל מ-@', en: 'From @', ar: 'ابتداءً من @', ru: 'От @' };
const scopes = new Map(
  Object.entries(offerStrings).map(([locale, offerString]) => [
    locale,
    fork({ values: [[$priceSettings, { ...defaultPriceSettings, symbol: '₪', offerString }]] }),
  ]),
);

/**
 * Locale, direction and theme from the toolbar (or a story's `globals`); a router for block links, an
 * Effector scope for prices and the story media source for images.
 */
const withBlockContext: Decorator = (Story, { globals }) => {
  const locale = pick(globals['locale'], locales, 'he');
  const requested = pick(globals['direction'], ['auto', 'rtl', 'ltr'] as const, 'auto');
  const dir: Direction = requested === 'auto' ? directionOf(locale) : requested;
  const theme: ThemeName = pick(globals['theme'], themeNames, 'light');
  const router = createMemoryRouter([{ path: '*', element: <Story /> }]);
  return (
    <Provider value={scopes.get(locale)!}>
      <UiProvider locale={locale} dir={dir}>
        <GlobalStyle />
        <MediaProvider source={storyMedia}>
          <main lang={locale} dir={dir} data-theme={theme}>
            <RouterProvider router={router} />
          </main>
        </MediaProvider>
      </UiProvider>
    </Provider>
  );
};

const preview: Preview = {
  decorators: [withBlockContext],
  globalTypes: {
    locale: {
      description: 'Content locale; also decides the direction when that is auto',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: [
          { value: 'he', title: 'עברית (he)' },
          { value: 'en', title: 'English (en)' },
          { value: 'ar', title: 'العربية (ar)' },
          { value: 'ru', title: 'Русский (ru)' },
        ],
        dynamicTitle: true,
      },
    },
    direction: {
      description: 'Writing direction',
      toolbar: {
        title: 'Direction',
        icon: 'transfer',
        items: [
          { value: 'auto', title: 'Auto (from locale)' },
          { value: 'rtl', title: 'Right to left' },
          { value: 'ltr', title: 'Left to right' },
        ],
        dynamicTitle: true,
      },
    },
    theme: {
      description: 'Colour theme (data-theme)',
      toolbar: {
        title: 'Theme',
        icon: 'paintbrush',
        items: themeNames.map((name) => ({ value: name, title: name })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'he', direction: 'auto', theme: 'light' },
  parameters: {
    layout: 'fullscreen',
    a11y: {
      // Violations fail the story's test (Vitest addon), not just the panel.
      test: 'error',
      options: {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
      },
    },
  },
};

export default preview;
