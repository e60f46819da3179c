/** Screen breakpoints in px (blocks spec §9); names kept as the spec writes them. */
export const breakpoints = {
  sm: 0,
  md: 741,
  'md-screen': 768,
  lg: 901,
  'lg-screen': 1280,
  xl: 1024,
  'xl-screen': 1461,
  xxl: 1480,
  'xxl-screen': 1920,
} as const;
export type Breakpoint = keyof typeof breakpoints;

/** Widths the image service renders (blocks spec §9), for `srcset`/`sizes`. */
export const imageScreens = { xs: 320, sm: 640, md: 768, lg: 1024, xl: 1280, xxl: 1536 } as const;
export type ImageScreen = keyof typeof imageScreens;

/** Header heights in px (site spec §9): small screens, and from the `lg` breakpoint up. */
export const navigationHeight = { small: 48, large: 72 } as const;

/** Gap between grid columns in px (site spec §9). */
export const gridGap = 40;

function minWidth(px: number): string {
  return `(min-width: ${px}px)`;
}

/**
 * `(min-width: …)` media queries, one per breakpoint: use in CSS (`@media ${mediaQueries.lg}`)
 * and in `window.matchMedia`, so JS and CSS switch at the same width.
 */
export const mediaQueries = Object.fromEntries(
  Object.entries(breakpoints).map(([name, px]) => [name, minWidth(px)]),
) as Record<Breakpoint, string>;
