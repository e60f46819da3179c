import { createContext, use, useMemo, type ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';
import { StyleSheetManager } from 'styled-components';
import type { ThemeName } from '../tokens/themes';
import { directionOf, type Direction } from './directionOf';
import { stylisPluginsFor } from './stylisPlugins';

/** What components may read about their surroundings; directional logic uses `dir` from here. */
export type UiContextValue = { locale: string; dir: Direction; theme: ThemeName | undefined };

const UiContext = createContext<UiContextValue>({ locale: 'en', dir: 'ltr', theme: undefined });

/** The locale, direction and theme set by the nearest `UiProvider` (LTR English outside one). */
export function useUi(): UiContextValue {
  return use(UiContext);
}

/** Shorthand for `useUi().dir`: arrow keys and directional icons flip from this, in logic. */
export function useDirection(): Direction {
  return use(UiContext).dir;
}

export type UiProviderProps = {
  /** BCP 47 locale of the content, e.g. `he-IL`; decides the direction unless `dir` is given. */
  locale: string;
  /** Overrides the direction derived from `locale` (Storybook's direction toolbar uses it). */
  dir?: Direction;
  /**
   * Wraps the children in `<div data-theme lang dir>` for embeds whose `<html>` the app does not
   * own. The site sets `data-theme`, `lang` and `dir` on `<html>` itself and leaves this unset.
   */
  theme?: ThemeName;
  /** The UI to render. */
  children: ReactNode;
};

/**
 * Sets up styled-components for the locale's direction. Render it with the same locale on the
 * server and the client: the plugin list, and so every class name, follows from it.
 */
export function UiProvider({ locale, dir, theme, children }: UiProviderProps) {
  const direction = dir ?? directionOf(locale);
  const value = useMemo(() => ({ locale, dir: direction, theme }), [locale, direction, theme]);
  return (
    <UiContext value={value}>
      {/*
       * react-aria's keyboard handling (arrow keys in tabs, radios, date segments) and its built-in
       * strings follow this locale. It derives the direction from the locale itself, so an explicit
       * `dir` that disagrees with the locale (a Storybook toolbar check) flips styles, not keys.
       */}
      <I18nProvider locale={locale}>
      {/* enableVendorPrefixes is left at its default on purpose: it is hashed into class names too. */}
      <StyleSheetManager stylisPlugins={stylisPluginsFor(direction)}>
        {theme === undefined ? (
          children
        ) : (
          <div data-theme={theme} lang={locale} dir={direction}>
            {children}
          </div>
        )}
      </StyleSheetManager>
      </I18nProvider>
    </UiContext>
  );
}
