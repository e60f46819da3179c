import { useLayoutEffect } from 'react';
import type { Decorator, Preview } from '@storybook/react-vite';
import { directionOf, type Direction } from '../direction/directionOf';
import { UiProvider } from '../direction/UiProvider';
import { GlobalStyle } from '../tokens/GlobalStyle';
import { themeNames, type ThemeName } from '../tokens/themes';

/**
 * The Storybook preset every library's `.storybook/preview.tsx` builds on: toolbars for locale,
 * direction and theme, the axe rules that fail a story, and the decorator that applies them.
 */

export const storyLocales = ['he', 'en', 'ar', 'ru'] as const;
export type StoryLocale = (typeof storyLocales)[number];

/** Locale, direction and theme a story runs under. */
export type StoryUi = { locale: StoryLocale; dir: Direction; theme: ThemeName };

function pick<T extends string>(value: unknown, allowed: readonly T[], fallback: T): T {
  return allowed.find((option) => option === value) ?? fallback;
}

/** Reads the toolbar (or a story's `globals`): `direction: 'auto'` follows the locale. */
export function storyUiOf(globals: Record<string, unknown>): StoryUi {
  const locale = pick(globals['locale'], storyLocales, 'he');
  const requested = pick(globals['direction'], ['auto', 'rtl', 'ltr'] as const, 'auto');
  const dir: Direction = requested === 'auto' ? directionOf(locale) : requested;
  return { locale, dir, theme: pick(globals['theme'], themeNames, 'light') };
}

/**
 * Puts `lang`, `dir` and `data-theme` on `<html>` as the site does, so what react-aria portals to
 * `<body>` (dialogs, popovers, toasts) gets the story's direction and theme too. Restored on unmount.
 */
function DocumentAttributes({ locale, dir, theme }: StoryUi) {
  useLayoutEffect(() => {
    const root = document.documentElement;
    const previous = ['lang', 'dir', 'data-theme'].map((name) => [name, root.getAttribute(name)] as const);
    root.setAttribute('lang', locale);
    root.setAttribute('dir', dir);
    root.setAttribute('data-theme', theme);
    return () => {
      for (const [name, value] of previous) {
        if (value === null) root.removeAttribute(name);
        else root.setAttribute(name, value);
      }
    };
  }, [locale, dir, theme]);
  return null;
}

export type UiDecoratorOptions = {
  /** Element around the story carrying `lang`, `dir` and `data-theme`: `div` (default) or `main`. */
  element?: 'div' | 'main';
  /** Padding around the story; off for full-bleed blocks. Defaults to on. */
  padded?: boolean;
};

/** The decorator that sets up `UiProvider`, global styles and the themed root for a story. */
export function createUiDecorator({ element = 'div', padded = true }: UiDecoratorOptions = {}): Decorator {
  const Root = element;
  const style = padded ? { padding: '1.5rem' } : undefined;
  const decorator: Decorator = (Story, { globals }) => {
    const ui = storyUiOf(globals);
    return (
      <UiProvider locale={ui.locale} dir={ui.dir}>
        <GlobalStyle />
        <DocumentAttributes {...ui} />
        <Root lang={ui.locale} dir={ui.dir} data-theme={ui.theme} style={style}>
          <Story />
        </Root>
      </UiProvider>
    );
  };
  return decorator;
}

/** Padded `div` root: the design system's and the chrome's stories. */
export const withUi: Decorator = createUiDecorator();

export const storyGlobalTypes: NonNullable<Preview['globalTypes']> = {
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
};

export const storyInitialGlobals = { locale: 'he', direction: 'auto', theme: 'light' } as const;

/** Axe over the WCAG 2.0–2.2 A and AA rules; a violation fails the story's test, not just the panel. */
export const a11yParameters = {
  test: 'error',
  options: {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
  },
} as const;

export type PreviewOptions = {
  /** Decorators, innermost first; defaults to `[withUi]`. Put a `createUiDecorator()` among your own. */
  decorators?: Decorator[];
  /** Extra parameters, merged over the shared ones. */
  parameters?: Preview['parameters'];
};

/** A library's Storybook preview: shared toolbars, globals and axe settings plus its decorators. */
export function createPreview({ decorators = [withUi], parameters = {} }: PreviewOptions = {}): Preview {
  return {
    decorators,
    globalTypes: storyGlobalTypes,
    initialGlobals: storyInitialGlobals,
    parameters: { layout: 'fullscreen', a11y: a11yParameters, ...parameters },
  };
}
