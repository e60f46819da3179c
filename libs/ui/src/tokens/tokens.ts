import { gridGap, navigationHeight } from './breakpoints';
import type { ThemeColors } from './themes';

/** A CSS custom property name owned by the design system. */
export type TokenName = `--lux-${string}`;

/** Heading sizes (blocks spec §3.3 `header_size`), fluid between a small and a large screen. */
export const headingSizes = ['xs', 's', 'm', 'l', 'xl'] as const;
export type HeadingSize = (typeof headingSizes)[number];

/**
 * Theme-independent tokens, set once on `:root`. System fonts only: no web-font downloads, and
 * Segoe UI, Arial and Noto Sans Hebrew all carry Hebrew glyphs.
 */
export const baseTokens = {
  '--lux-font-sans': '"Segoe UI", Arial, "Noto Sans Hebrew", "Noto Sans Arabic", "Noto Sans", sans-serif',
  '--lux-font-size-body': '1rem',
  '--lux-font-size-small': '0.875rem',
  '--lux-line-height-body': '1.5',
  '--lux-line-height-heading': '1.2',
  '--lux-font-weight-regular': '400',
  '--lux-font-weight-bold': '700',
  '--lux-font-size-heading-xs': 'clamp(1.125rem, 1.05rem + 0.3vw, 1.25rem)',
  '--lux-font-size-heading-s': 'clamp(1.25rem, 1.1rem + 0.6vw, 1.5rem)',
  '--lux-font-size-heading-m': 'clamp(1.5rem, 1.25rem + 1vw, 2rem)',
  '--lux-font-size-heading-l': 'clamp(1.75rem, 1.4rem + 1.6vw, 2.5rem)',
  '--lux-font-size-heading-xl': 'clamp(2rem, 1.5rem + 2.4vw, 3.5rem)',
  '--lux-space-1': '0.25rem',
  '--lux-space-2': '0.5rem',
  '--lux-space-3': '0.75rem',
  '--lux-space-4': '1rem',
  '--lux-space-5': '1.5rem',
  '--lux-space-6': '2rem',
  '--lux-space-7': '2.5rem',
  '--lux-space-8': '3rem',
  '--lux-space-9': '4rem',
  '--lux-space-10': '6rem',
  '--lux-radius-none': '0',
  '--lux-radius-s': '2px',
  '--lux-radius-m': '4px',
  '--lux-radius-l': '8px',
  '--lux-radius-pill': '999px',
  '--lux-duration-fast': '120ms',
  '--lux-duration-base': '200ms',
  '--lux-duration-slow': '350ms',
  '--lux-easing-standard': 'cubic-bezier(0.2, 0, 0, 1)',
  '--lux-z-base': '0',
  '--lux-z-raised': '1',
  '--lux-z-sticky': '100',
  '--lux-z-header': '200',
  '--lux-z-overlay': '300',
  '--lux-z-modal': '400',
  '--lux-z-toast': '500',
  '--lux-z-skip-link': '600',
  '--lux-focus-width': '3px',
  '--lux-focus-offset': '2px',
  '--lux-control-border-width': '2px',
  '--lux-target-min': '24px',
  '--lux-grid-gap': `${gridGap}px`,
  '--lux-nav-height': `${navigationHeight.small}px`,
  '--lux-container-max': '1480px',
  '--lux-container-padding': 'var(--lux-space-4)',
} as const satisfies Record<TokenName, string>;

const colorTokenNames: Record<keyof ThemeColors, TokenName> = {
  bg: '--lux-color-bg',
  surfaceRaised: '--lux-color-surface-raised',
  text: '--lux-color-text',
  textMuted: '--lux-color-text-muted',
  link: '--lux-color-link',
  border: '--lux-color-border',
  accent: '--lux-color-accent',
  accentHover: '--lux-color-accent-hover',
  onAccent: '--lux-color-on-accent',
  focus: '--lux-color-focus',
  danger: '--lux-color-danger',
};

/** A theme's colours as custom properties, e.g. `{ '--lux-color-bg': '#ffffff', … }`. */
export function colorTokens(colors: ThemeColors): Record<TokenName, string> {
  const entries = Object.entries(colors) as [keyof ThemeColors, string][];
  return Object.fromEntries(entries.map(([role, value]) => [colorTokenNames[role], value]));
}

/** Declarations text for a token record, e.g. `--lux-space-1: 0.25rem;`. */
export function declarations(tokens: Record<TokenName, string>): string {
  return Object.entries(tokens)
    .map(([name, value]) => `${name}: ${value};`)
    .join('\n');
}
