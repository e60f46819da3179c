import { describe, expect, it } from 'vitest';
import { breakpoints, gridGap, imageScreens, mediaQueries, navigationHeight } from './breakpoints';
import { contrastRatio } from './contrast';
import { themeNames, themes, type ThemeColors } from './themes';
import { baseTokens, colorTokens } from './tokens';

/**
 * [foreground, background, minimum ratio, why] — WCAG 2.2 AA 1.4.3 text and 1.4.11 non-text.
 * The secondary button (text-coloured border and label, inverted on hover) is covered by text/bg.
 */
const pairs: [keyof ThemeColors, keyof ThemeColors, number, string][] = [
  ['text', 'bg', 4.5, 'body text'],
  ['text', 'surfaceRaised', 4.5, 'text on a card'],
  ['textMuted', 'bg', 4.5, 'secondary text'],
  ['textMuted', 'surfaceRaised', 4.5, 'secondary text on a card'],
  ['link', 'bg', 4.5, 'links and tertiary buttons'],
  ['link', 'surfaceRaised', 4.5, 'links on a card'],
  ['onAccent', 'accent', 4.5, 'primary button label'],
  ['onAccent', 'accentHover', 4.5, 'primary button label on hover'],
  ['accent', 'bg', 3, 'primary button boundary'],
  ['accent', 'surfaceRaised', 3, 'primary button boundary on a card'],
  ['border', 'bg', 3, 'control borders'],
  ['border', 'surfaceRaised', 3, 'control borders on a card'],
  ['focus', 'bg', 3, 'focus ring'],
  ['focus', 'surfaceRaised', 3, 'focus ring on a card'],
  ['danger', 'bg', 4.5, 'error messages'],
  ['danger', 'surfaceRaised', 4.5, 'error messages in a dialog or on a card'],
];

describe('contrastRatio', () => {
  it('matches the WCAG reference values', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });

  it('rejects colours it cannot measure', () => {
    expect(() => contrastRatio('red', '#ffffff')).toThrow(/#rrggbb/);
  });
});

describe.each(themeNames)('theme %s', (name) => {
  const colors = themes[name];

  it.each(pairs)('%s on %s reaches %f:1 (%s)', (fg, bg, minimum) => {
    expect(contrastRatio(colors[fg], colors[bg])).toBeGreaterThanOrEqual(minimum);
  });

  it('defines every colour token', () => {
    expect(Object.keys(colorTokens(colors))).toHaveLength(Object.keys(colors).length);
  });
});

describe('tokens', () => {
  it('are all prefixed --lux-', () => {
    expect(Object.keys(baseTokens).every((name) => name.startsWith('--lux-'))).toBe(true);
  });

  it('give every heading size a fluid clamp()', () => {
    for (const size of ['xs', 's', 'm', 'l', 'xl'] as const) {
      expect(baseTokens[`--lux-font-size-heading-${size}`]).toMatch(/^clamp\(/);
    }
  });
});

describe('breakpoints', () => {
  it('match the spec', () => {
    expect(breakpoints).toEqual({
      sm: 0, md: 741, 'md-screen': 768, lg: 901, 'lg-screen': 1280,
      xl: 1024, 'xl-screen': 1461, xxl: 1480, 'xxl-screen': 1920,
    });
    expect(imageScreens).toEqual({ xs: 320, sm: 640, md: 768, lg: 1024, xl: 1280, xxl: 1536 });
    expect(navigationHeight).toEqual({ small: 48, large: 72 });
    expect(gridGap).toBe(40);
  });

  it('come as min-width media queries', () => {
    expect(mediaQueries.md).toBe('(min-width: 741px)');
    expect(mediaQueries['xxl-screen']).toBe('(min-width: 1920px)');
  });
});
