import { createGlobalStyle } from 'styled-components';
import { mediaQueries, navigationHeight } from './breakpoints';
import { darkThemes, themeNames, themes } from './themes';
import { baseTokens, colorTokens, declarations } from './tokens';

// Built once at module load from the same objects the contrast test reads, so the CSS cannot
// drift from what was verified. Only constant strings go into the template below.
const rootTokens = `:root { ${declarations(baseTokens)} }`;

// `[data-theme]` selectors rather than a React theme: any subtree (a block's box_color) can switch
// theme with one attribute, server-rendered, without re-rendering its children.
const themeRules = themeNames
  .map((name) => {
    const selector = name === 'light' ? `:root, [data-theme="light"]` : `[data-theme="${name}"]`;
    return `${selector} {
      ${declarations(colorTokens(themes[name]))}
      --lux-color-shadow: ${darkThemes.has(name) ? 'rgba(0, 0, 0, 0.6)' : 'rgba(0, 0, 0, 0.18)'};
      color-scheme: ${darkThemes.has(name) ? 'dark' : 'light'};
      background-color: var(--lux-color-bg);
      color: var(--lux-color-text);
    }`;
  })
  .join('\n');

const responsiveTokens = `
  @media ${mediaQueries.md} { :root { --lux-container-padding: var(--lux-space-5); } }
  @media ${mediaQueries.lg} {
    :root { --lux-container-padding: var(--lux-space-7); --lux-nav-height: ${navigationHeight.large}px; }
  }
  @media ${mediaQueries['xl-screen']} { :root { --lux-container-padding: var(--lux-space-8); } }
`;

/**
 * A§9: the Israel area has its own page and footer font (Heebo, self-hosted by the app with Hebrew and
 * Latin subsets); the arial-font flag puts Arial on both. `<html data-region data-font>` selects.
 */
const fontRules = `
  :root { --lux-font-footer: var(--lux-font-sans); }
  [data-region="israel"] {
    --lux-font-sans: "Heebo Variable", "Segoe UI", Arial, "Noto Sans Hebrew", sans-serif;
    --lux-font-footer: "Heebo Variable", Arial, "Noto Sans Hebrew", sans-serif;
  }
  [data-font="arial"] { --lux-font-sans: Arial, "Noto Sans Hebrew", sans-serif; --lux-font-footer: Arial, sans-serif; }
  footer { font-family: var(--lux-font-footer); }
`;

/**
 * Tokens, themes and base element styles as plain CSS: logical properties only (nothing for the RTL
 * plugin to flip) and no nesting (nothing for stylis to expand), so it is the same in both directions
 * and can be served as it is (`GlobalCss`).
 */
export const globalCss = `
  ${rootTokens}
  ${fontRules}
  ${themeRules}
  ${responsiveTokens}

  *, *::before, *::after { box-sizing: border-box; }

  html { text-size-adjust: 100%; }

  body {
    margin: 0;
    font-family: var(--lux-font-sans);
    font-size: var(--lux-font-size-body);
    line-height: var(--lux-line-height-body);
  }

  /* One ring for everything focusable; outline has no sides, so it needs no flipping. */
  :focus-visible {
    outline: var(--lux-focus-width) solid var(--lux-color-focus);
    outline-offset: var(--lux-focus-offset);
  }

  /*
   * Styled here, not in a component, so a plain anchor in the server layout works before any
   * script runs. Clipped rather than moved off-screen: it must appear where it is in the tab order.
   */
  [data-skip-link] {
    position: absolute;
    inset-block-start: var(--lux-space-2);
    inset-inline-start: var(--lux-space-2);
    z-index: var(--lux-z-skip-link);
    padding-block: var(--lux-space-2);
    padding-inline: var(--lux-space-4);
    background-color: var(--lux-color-accent);
    color: var(--lux-color-on-accent);
    font-weight: var(--lux-font-weight-bold);
    text-decoration: underline;
  }
  [data-skip-link]:not(:focus) {
    padding: 0;
    clip-path: inset(50%);
    inline-size: 1px;
    block-size: 1px;
    overflow: hidden;
    white-space: nowrap;
  }

  @media (prefers-reduced-motion: reduce) {
    :root { --lux-duration-fast: 0ms; --lux-duration-base: 0ms; --lux-duration-slow: 0ms; }
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`;

/** The global styles through styled-components (Storybook and tests render this, inside `UiProvider`). */
export const GlobalStyle = createGlobalStyle`${globalCss}`;
